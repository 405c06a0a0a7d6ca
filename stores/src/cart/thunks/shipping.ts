/** The cart thunk that selects a shipping rate, loaded on first use; a newer selection waits for the older one's request, then supersedes it. */

import { selectShippingRate as postSelectShippingRate } from '@cesta/api';
import { doAction } from '@wordpress/hooks';
import { getSetting } from '@cesta/settings';
import type { ShippingPackage } from '@cesta/types';

import { SHIPPING_EVENTS } from '../../events/constants';
import { checkoutEventsEmitter } from '../../events/registration';
import { createRegistryState, isEditorRegistry } from '../../utils/registry-state';
import { SET_SELECTED_SHIPPING_RATE_HOOK } from '../constants';
import { beginCalculating } from './calculating';
import { cartRequestsInFlight, sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

const ABORT_ERROR_CODE = 'abort_error';
const PICKUP_METHOD_ID = 'pickup_location';

interface RateSelections {
	/** Choices made and not finished yet (waiting, or on their way). */
	count: number;
	/** How many choices have been made: each choice's number. */
	made: number;
	/** The request of the choice on its way, if any. */
	sending: Promise< unknown > | null;
}

const rateSelections = createRegistryState< RateSelections >( () => ( {
	count: 0,
	made: 0,
	sending: null,
} ) );

/** Settles when `promise` does, never rejecting. */
const settled = ( promise: Promise< unknown > ) =>
	promise.then(
		() => undefined,
		() => undefined
	);

const isAlreadySelected = (
	packages: ShippingPackage[],
	rateId: string,
	packageId: number | string | null
) => {
	const targets =
		packageId === null ? packages : packages.filter( ( pkg ) => pkg.package_id === packageId );
	return (
		targets.length > 0 &&
		targets.every(
			( pkg ) => pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id === rateId
		)
	);
};

/** Local pickup applies to every package, so its selection names none (spec 2 §4). */
const isPickupRate = ( packages: ShippingPackage[], rateId: string ) => {
	const collectable = getSetting< string[] >( 'collectableMethodIds', [] );
	const methodId = packages
		.flatMap( ( pkg ) => pkg.shipping_rates )
		.find( ( rate ) => rate.rate_id === rateId )?.method_id;
	return (
		rateId.startsWith( `${ PICKUP_METHOD_ID }:` ) ||
		( !! methodId && Array.isArray( collectable ) && collectable.includes( methodId ) )
	);
};

/**
 * `selectShippingRate`: documented on its public stand-in in `./index.ts`,
 * which loads this module on first use.
 *
 * One choice is on its way at a time. A choice made meanwhile waits for that
 * request to end and is then sent, unless a newer choice replaced it while
 * it waited; an answer that arrives after a newer choice was made is not
 * shown (it would bring the older rate back). Aborting the older request
 * instead would only stop the page from reading its answer: the server may
 * still process it after the newer one and end at the older rate.
 */
export const selectShippingRate =
	( rateId: string, packageId: number | string | null = null ) =>
	async ( { select, dispatch, registry }: CartThunkArgs ): Promise< void > => {
		const packages = select.getShippingRates();
		const selections = rateSelections( registry );
		// While another choice, or any cart request, is on its way the rate shown as selected
		// may not be the server's last word: choosing it again is sent.
		if (
			isEditorRegistry( registry ) ||
			( selections.count === 0 &&
				! cartRequestsInFlight( registry ) &&
				isAlreadySelected( packages, rateId, packageId ) )
		) {
			return;
		}
		const pickup = isPickupRate( packages, rateId );
		const number = ++selections.made;
		const isSuperseded = () => selections.made !== number;
		selections.count++;
		dispatch.shippingRatesBeingSelected( true );
		const end = beginCalculating( registry );
		try {
			while ( selections.sending ) {
				await settled( selections.sending );
			}
			if ( isSuperseded() ) {
				// A newer choice was made while this one waited: only the newest is sent.
				return;
			}
			const sending = sendCartRequest( registry, () =>
				postSelectShippingRate( {
					rate_id: rateId,
					...( pickup || packageId === null ? {} : { package_id: packageId } ),
				} )
			);
			selections.sending = sending;
			const { response } = await sending.finally( () => {
				selections.sending = null;
			} );
			if ( isSuperseded() ) {
				// The newer choice, sent now, answers with the cart to show.
				return;
			}
			dispatch.receiveCartContents( response );
			doAction( SET_SELECTED_SHIPPING_RATE_HOOK, { shippingRateId: rateId } );
			await checkoutEventsEmitter.emit( SHIPPING_EVENTS.SHIPPING_RATE_SELECT_SUCCESS, {
				rateId,
				packageId,
			} );
		} catch ( error ) {
			if ( isSuperseded() || ( error as { code?: string } )?.code === ABORT_ERROR_CODE ) {
				// A newer selection replaced this one; its outcome is the one that counts.
				return;
			}
			dispatch.receiveError( error );
			await checkoutEventsEmitter.emit( SHIPPING_EVENTS.SHIPPING_RATE_SELECT_FAIL, {
				rateId,
				packageId,
				error,
			} );
			throw error;
		} finally {
			end();
			selections.count--;
			if ( selections.count === 0 ) {
				dispatch.shippingRatesBeingSelected( false );
			}
		}
	};
