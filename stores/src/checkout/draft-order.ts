/** The draft order: `PUT /checkout` with notes, payment method and fields, synced after a pause (spec 2 §7). */

import type { DataRegistry, ThunkArgs } from '@wordpress/data';
import { updateDraftOrder as putDraftOrder } from '@cesta/api';
import type { CheckoutDraftUpdateRequest, CheckoutResponse } from '@cesta/types';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { DRAFT_ORDER_SYNC_DEBOUNCE_MS } from '../constants';
import { noticeContexts } from '../events/constants';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../payment/constants';
import { getPaymentMethodId } from '../payment/payment-method-id';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../store-notices/constants';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../validation/constants';
import { STORE_KEY } from './constants';
import type { checkoutStore } from './index';

type Thunk = ThunkArgs< typeof checkoutStore >;

const ABORT_ERROR_CODE = 'abort_error';

/**
 * Updates the draft order (`PUT /checkout?__experimental_calc_totals=true`)
 * with order notes, payment method and additional fields. The answer's order
 * id is kept and its `__experimentalCart` replaces the cart (not the typed
 * addresses). Pass a `signal` to cancel; a cancelled update resolves `null`.
 *
 * @example
 * await dispatch( checkoutStore ).updateDraftOrder( { order_notes: 'Llamar antes' } );
 */
export const updateDraftOrder =
	( data: CheckoutDraftUpdateRequest, { signal }: { signal?: AbortSignal } = {} ) =>
	async ( { dispatch, registry }: Thunk ): Promise< CheckoutResponse | null > => {
		try {
			const { response } = await putDraftOrder( data, signal ? { signal } : {} );
			if ( typeof response?.order_id === 'number' && response.order_id > 0 ) {
				dispatch.__internalSetOrderId( response.order_id );
			}
			if ( response?.__experimentalCart ) {
				registry
					.dispatch( CART_STORE_KEY )
					.receiveCartContents( response.__experimentalCart );
			}
			return response;
		} catch ( error ) {
			if ( ( error as { code?: string } )?.code === ABORT_ERROR_CODE ) {
				return null;
			}
			throw error;
		}
	};

/** What the draft order is synced from; additional fields with a validation error are left out. */
function readDraftData( registry: DataRegistry ): CheckoutDraftUpdateRequest {
	const checkout = registry.select( STORE_KEY );
	const errors = registry.select( VALIDATION_STORE_KEY ).getValidationErrors();
	const activePaymentMethod = registry.select( PAYMENT_STORE_KEY ).getActivePaymentMethod();
	return {
		order_notes: checkout.getOrderNotes(),
		payment_method: activePaymentMethod ? getPaymentMethodId( activePaymentMethod ) : '',
		additional_fields: Object.fromEntries(
			Object.entries(
				checkout.getAdditionalFields() as Record< string, string | boolean >
			).filter( ( [ key ] ) => ! ( key in errors ) )
		),
	};
}

/**
 * Syncs the draft order when the order notes, the payment method or the
 * additional fields change, `DRAFT_ORDER_SYNC_DEBOUNCE_MS` (1500 ms) after the
 * last change. A newer change cancels a sync in flight; nothing is synced
 * while an order is being placed. Returns the stop function.
 *
 * @example
 * const stop = watchDraftOrder( registry );
 */
export function watchDraftOrder( registry: DataRegistry ): () => void {
	const checkout = registry.select( STORE_KEY );
	const payment = registry.select( PAYMENT_STORE_KEY );
	const watched = () => [
		checkout.getOrderNotes(),
		checkout.getAdditionalFields(),
		payment.getActivePaymentMethod(),
	];
	let last = watched();
	let timer: ReturnType< typeof setTimeout > | undefined;
	let controller: AbortController | null = null;

	const sync = () => {
		timer = undefined;
		if ( ! checkout.isIdle() ) {
			return;
		}
		controller?.abort();
		const current = new AbortController();
		controller = current;
		registry
			.dispatch( STORE_KEY )
			.updateDraftOrder( readDraftData( registry ), { signal: current.signal } )
			.catch( ( error: unknown ) =>
				registry
					.dispatch( STORE_NOTICES_STORE_KEY )
					.processErrorResponse( error, noticeContexts.CHECKOUT )
			)
			.finally( () => {
				if ( controller === current ) {
					controller = null;
				}
			} );
	};

	const unsubscribe = registry.subscribe( () => {
		if ( ! checkout.isIdle() ) {
			clearTimeout( timer );
			timer = undefined;
			return;
		}
		const next = watched();
		if ( next.every( ( value, index ) => value === last[ index ] ) ) {
			return;
		}
		last = next;
		controller?.abort();
		clearTimeout( timer );
		timer = setTimeout( sync, DRAFT_ORDER_SYNC_DEBOUNCE_MS );
	} );

	return () => {
		unsubscribe();
		clearTimeout( timer );
		controller?.abort();
	};
}
