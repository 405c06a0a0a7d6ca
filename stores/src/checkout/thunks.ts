/** The checkout store's thunks: the checkout response, the draft order, stand-ins for the event steps. */

import type { EventEmitter } from '../events/emitter';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../payment/constants';
import { loadOnce } from '../utils/load-once';
import type { CheckoutThunkArgs } from './event-thunks';
import { getPaymentResultFromCheckoutResponse } from './payment-result';

export { updateDraftOrder } from './draft-order';

/**
 * Stores what `POST /checkout` answered (redirect URL and payment result)
 * and moves to after-processing (spec 2 §4 step 4).
 *
 * @example
 * dispatch( checkoutStore ).__internalProcessCheckoutResponse( responseBody );
 */
export const __internalProcessCheckoutResponse =
	( response: unknown ) =>
	( { dispatch, registry }: CheckoutThunkArgs ): void => {
		const paymentResult = getPaymentResultFromCheckoutResponse( response );
		registry.batch( () => {
			dispatch.__internalSetRedirectUrl( paymentResult.redirectUrl );
			registry.dispatch( PAYMENT_STORE_KEY ).__internalSetPaymentResult( paymentResult );
			dispatch.__internalSetAfterProcessing();
		} );
	};

// The observers' steps load with the first order placed; from then on they
// run at once. Each stand-in spells out its types: inferring them from the
// loaded module would make the store's type depend on itself.
const eventThunks = loadOnce( () => import( './event-thunks' ) );

/**
 * Runs every `checkout_validation` observer (spec 2 §4 step 2). If all pass
 * (`true`, nothing, or success), the checkout moves to processing. Otherwise
 * existing error notices are cleared, each observer's `errorMessage` is shown
 * in its `context` and its `validationErrors` applied, and the checkout goes
 * idle with the error flag. Resolves to whether validation passed.
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * const passed = await dispatch( checkoutStore ).__internalEmitValidateEvent();
 */
export const __internalEmitValidateEvent =
	( options?: { emitter?: EventEmitter } ) =>
	async ( thunkArgs: CheckoutThunkArgs ): Promise< boolean > =>
		( eventThunks.loaded() ?? ( await eventThunks() ) ).__internalEmitValidateEvent( options )(
			thunkArgs
		);

/**
 * Runs the `checkout_fail` observers (with the error flag) or the
 * `checkout_success` observers (without), spec 2 §4 steps 5–6:
 * - fail: the first error/failure message is shown; `retry: false` completes,
 *   otherwise idle. Without one, and with no error notice yet, the payment
 *   result's message (or the generic one) is shown; idle.
 * - success: a success without errors completes (its `redirectUrl` wins);
 *   an error/failure shows its message, then completes when `retry: false`,
 *   otherwise sets the error flag (which runs the fail observers next). No
 *   answer completes.
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * await dispatch( checkoutStore ).__internalEmitAfterProcessingEvents();
 */
export const __internalEmitAfterProcessingEvents =
	( options?: { emitter?: EventEmitter } ) =>
	async ( thunkArgs: CheckoutThunkArgs ): Promise< void > =>
		( eventThunks.loaded() ?? ( await eventThunks() ) ).__internalEmitAfterProcessingEvents(
			options
		)( thunkArgs );
