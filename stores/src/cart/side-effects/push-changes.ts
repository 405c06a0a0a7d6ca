/** The customer-data push: sends the shopper's address edits after a quiet pause or on blur (spec 2 §4, §7). */

import type { DataRegistry } from '@wordpress/data';
import type { UpdateCustomerRequest } from '@cesta/types';

import { CUSTOMER_DATA_PUSH_DEBOUNCE_MS, DIRTY_FLAG_WRITE_DEBOUNCE_MS } from '../../constants';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../../validation/constants';
import { createRegistryState } from '../../utils/registry-state';
import { STORE_KEY } from '../constants';
import { customerDataBaseline } from './baseline';
import {
	clearDirtyCustomerData,
	getDirtyFields,
	readDirtyCustomerData,
	writeDirtyCustomerData,
} from './dirty-data';
import type { DirtyFields } from './dirty-data';

/** Fields whose change means the shipping rates must be recalculated. */
const RATE_FIELDS = [ 'state', 'country', 'postcode', 'city' ];

/**
 * Id of the validation error of an address field (`billing_email`,
 * `shipping_postcode`); the address forms must use the same ids.
 *
 * @example
 * addressFieldErrorId( 'shipping', 'postcode' ); // 'shipping_postcode'
 */
export const addressFieldErrorId = ( type: 'billing' | 'shipping', key: string ) =>
	`${ type }_${ key }`;

const dirtyFieldHasError = ( registry: DataRegistry, dirty: DirtyFields ) => {
	const validation = registry.select( VALIDATION_STORE_KEY );
	return ( [ 'billing', 'shipping' ] as const ).some( ( type ) =>
		dirty[ type ].some(
			( key ) =>
				validation.getValidationError( addressFieldErrorId( type, key ) ) !== undefined
		)
	);
};

/**
 * Sends the dirty addresses now, unless one of the dirty fields has a
 * validation error (spec 2 §4) or a push is already on its way (then it
 * runs again when that one ends). Resolves when done; failures are shown as
 * notices placed by parameter and the data stays dirty.
 *
 * @example
 * await pushCustomerData( registry );
 */
export async function pushCustomerData( registry: DataRegistry ): Promise< void > {
	const state = pushState( registry );
	if ( state.inFlight ) {
		state.again = true;
		return;
	}
	const dirty = getDirtyFields( registry );
	if ( ! dirty.billing.length && ! dirty.shipping.length ) {
		return;
	}
	if ( dirtyFieldHasError( registry, dirty ) ) {
		return;
	}
	const { billingAddress, shippingAddress } = registry.select( STORE_KEY ).getCustomerData();
	const request: UpdateCustomerRequest = {
		...( dirty.billing.length ? { billing_address: billingAddress } : {} ),
		...( dirty.shipping.length ? { shipping_address: shippingAddress } : {} ),
	};
	const rateFieldsChanged = dirty.shipping.some( ( key ) => RATE_FIELDS.includes( key ) );
	const inFlight = registry
		.dispatch( STORE_KEY )
		.updateCustomerData( request, true, rateFieldsChanged )
		.then( () => {
			const baseline = customerDataBaseline( registry );
			baseline.billingAddress = request.billing_address
				? billingAddress
				: baseline.billingAddress;
			baseline.shippingAddress = request.shipping_address
				? shippingAddress
				: baseline.shippingAddress;
			writeDirtyCustomerData( registry );
		} )
		.catch( ( error: unknown ) => {
			registry.dispatch( STORE_NOTICES_STORE_KEY ).processErrorResponse( error );
		} )
		.finally( () => {
			state.inFlight = null;
			if ( state.again ) {
				state.again = false;
				void pushCustomerData( registry );
			}
		} );
	state.inFlight = inFlight;
	return inFlight;
}

const pushState = createRegistryState( () => ( {
	inFlight: null as Promise< void > | null,
	again: false,
} ) );

/**
 * Watches the cart's addresses: a change is pushed after
 * `CUSTOMER_DATA_PUSH_DEBOUNCE_MS` (1500 ms) of quiet, at once when an input
 * loses focus, and the unpushed data is written to local storage after
 * `DIRTY_FLAG_WRITE_DEBOUNCE_MS` (300 ms), or at once when the page is left
 * (`pagehide`) before that pause is over. Once the cart has loaded, data
 * left in storage by an earlier visit is restored. Returns the stop function.
 *
 * @example
 * const stop = watchCustomerData( registry );
 */
export function watchCustomerData( registry: DataRegistry ): () => void {
	const cart = registry.select( STORE_KEY );
	let last = cart.getCustomerData();
	let restored = false;
	let pushTimer: ReturnType< typeof setTimeout > | undefined;
	let storageTimer: ReturnType< typeof setTimeout > | undefined;

	const writeCopy = () => {
		clearTimeout( storageTimer );
		storageTimer = undefined;
		writeDirtyCustomerData( registry );
	};

	// A reload or a link followed within the copy's pause would lose the last
	// edit: the page writes a pending copy as it goes. Nothing pending, nothing
	// written — before the cart loads, that could drop a copy not restored yet.
	const onPageHide = () => {
		if ( storageTimer !== undefined ) {
			writeCopy();
		}
	};
	window.addEventListener( 'pagehide', onPageHide );

	const flush = () => {
		clearTimeout( pushTimer );
		pushTimer = undefined;
		void pushCustomerData( registry );
	};

	const restore = () => {
		restored = true;
		const stored = readDirtyCustomerData();
		if ( stored?.billingAddress ) {
			registry.dispatch( STORE_KEY ).setBillingAddress( stored.billingAddress as never );
		}
		if ( stored?.shippingAddress ) {
			registry.dispatch( STORE_KEY ).setShippingAddress( stored.shippingAddress as never );
		}
	};

	if ( customerDataBaseline( registry ).billingAddress ) {
		restore();
	}

	const unsubscribe = registry.subscribe( () => {
		const current = cart.getCustomerData();
		if ( ! restored && customerDataBaseline( registry ).billingAddress ) {
			restore();
			return;
		}
		if ( current === last ) {
			return;
		}
		last = current;
		clearTimeout( storageTimer );
		storageTimer = setTimeout( writeCopy, DIRTY_FLAG_WRITE_DEBOUNCE_MS );
		clearTimeout( pushTimer );
		pushTimer = setTimeout( flush, CUSTOMER_DATA_PUSH_DEBOUNCE_MS );
	}, STORE_KEY );

	const onFocusOut = ( event: FocusEvent ) => {
		if ( event.target instanceof HTMLInputElement && pushTimer !== undefined ) {
			flush();
		}
	};
	document.body.addEventListener( 'focusout', onFocusOut );

	return () => {
		unsubscribe();
		clearTimeout( pushTimer );
		clearTimeout( storageTimer );
		window.removeEventListener( 'pagehide', onPageHide );
		document.body.removeEventListener( 'focusout', onFocusOut );
	};
}

export { clearDirtyCustomerData };
