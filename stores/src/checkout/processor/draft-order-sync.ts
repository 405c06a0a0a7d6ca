/**
 * The draft-order sync the checkout processor runs: notes, payment method and
 * additional fields sent with `updateDraftOrder` after a pause (spec 2 §7).
 * Apart from the thunk, so pages without a checkout (the cart) do not carry it.
 */
import type { DataRegistry } from '@wordpress/data';
import type { CheckoutDraftUpdateRequest } from '@cesta/types';

import { DRAFT_ORDER_SYNC_DEBOUNCE_MS } from '../../constants';
import { noticeContexts } from '../../events/constants';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../../payment/constants';
import { getPaymentMethodId } from '../../payment/payment-method-id';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../../validation/constants';
import { STORE_KEY } from '../constants';
import { withoutFieldsInError } from '../field-error-ids';
import type { AdditionalValues } from '../types';

/** What the draft order is synced from; additional fields with a validation error are left out. */
function readDraftData( registry: DataRegistry ): CheckoutDraftUpdateRequest {
	const checkout = registry.select( STORE_KEY );
	const errors = registry.select( VALIDATION_STORE_KEY ).getValidationErrors();
	const activePaymentMethod = registry.select( PAYMENT_STORE_KEY ).getActivePaymentMethod();
	return {
		order_notes: checkout.getOrderNotes(),
		payment_method: activePaymentMethod ? getPaymentMethodId( activePaymentMethod ) : '',
		additional_fields: withoutFieldsInError(
			checkout.getAdditionalFields() as AdditionalValues,
			Object.keys( errors )
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
