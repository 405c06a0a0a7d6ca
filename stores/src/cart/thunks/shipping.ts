/** The cart thunk that selects a shipping rate, loaded on first use; a newer selection aborts an older one. */

import { selectShippingRate as postSelectShippingRate } from '@cesta/api';
import { doAction } from '@wordpress/hooks';
import { getSetting } from '@cesta/settings';
import type { ShippingPackage } from '@cesta/types';

import { SHIPPING_EVENTS } from '../../events/constants';
import { checkoutEventsEmitter } from '../../events/registration';
import { createRegistryState, isEditorRegistry } from '../../utils/registry-state';
import { SET_SELECTED_SHIPPING_RATE_HOOK } from '../constants';
import { beginCalculating } from './calculating';
import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

const ABORT_ERROR_CODE = 'abort_error';
const PICKUP_METHOD_ID = 'pickup_location';

const selectionsInFlight = createRegistryState( () => ( { count: 0 } ) );

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

/** `selectShippingRate`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const selectShippingRate =
	( rateId: string, packageId: number | string | null = null ) =>
	async ( { select, dispatch, registry }: CartThunkArgs ): Promise< void > => {
		const packages = select.getShippingRates();
		const inFlight = selectionsInFlight( registry );
		// While another choice is on its way the rate shown as selected is not the server's
		// last word: choosing it again must supersede that choice, so it is sent.
		if (
			isEditorRegistry( registry ) ||
			( inFlight.count === 0 && isAlreadySelected( packages, rateId, packageId ) )
		) {
			return;
		}
		const pickup = isPickupRate( packages, rateId );
		inFlight.count++;
		dispatch.shippingRatesBeingSelected( true );
		const end = beginCalculating( registry );
		try {
			const { response } = await sendCartRequest( registry, () =>
				postSelectShippingRate( {
					rate_id: rateId,
					...( pickup || packageId === null ? {} : { package_id: packageId } ),
				} )
			);
			dispatch.receiveCartContents( response );
			doAction( SET_SELECTED_SHIPPING_RATE_HOOK, { shippingRateId: rateId } );
			await checkoutEventsEmitter.emit( SHIPPING_EVENTS.SHIPPING_RATE_SELECT_SUCCESS, {
				rateId,
				packageId,
			} );
		} catch ( error ) {
			if ( ( error as { code?: string } )?.code === ABORT_ERROR_CODE ) {
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
			inFlight.count--;
			if ( inFlight.count === 0 ) {
				dispatch.shippingRatesBeingSelected( false );
			}
		}
	};
