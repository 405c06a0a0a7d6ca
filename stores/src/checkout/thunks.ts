import type { ThunkArgs } from '@wordpress/data';
import { noticesDispatch, noticesSelect } from '@cesta/notices';

import { CHECKOUT_EVENTS, noticeContexts } from '../events/constants';
import type { EventEmitter } from '../events/emitter';
import { checkoutEventsEmitter } from '../events/registration';
import type { CheckoutAfterProcessingData } from '../events/registration';
import {
	isErrorResponse,
	isFailResponse,
	isSuccessResponse,
	shouldRetry,
} from '../events/responses';
import type { ObserverResponse } from '../events/types';
import { notices } from '../messages';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../payment/constants';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../store-notices/constants';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../validation/constants';
import { CHECKOUT_NOTICE_ID } from './constants';
import type { checkoutStore } from './index';
import { getPaymentResultFromCheckoutResponse } from './payment-result';

export { updateDraftOrder } from './draft-order';

type Thunk = ThunkArgs< typeof checkoutStore >;

const ERROR_NOTICE_CONTEXTS = [
	noticeContexts.CHECKOUT,
	noticeContexts.PAYMENTS,
	noticeContexts.EXPRESS_PAYMENTS,
];

const messageContextOf = ( response: ObserverResponse ) =>
	typeof response.messageContext === 'string' && response.messageContext
		? { context: response.messageContext }
		: { context: noticeContexts.CHECKOUT };

/**
 * Stores what `POST /checkout` answered (redirect URL and payment result)
 * and moves to after-processing (spec 2 §4 step 4).
 *
 * @example
 * dispatch( checkoutStore ).__internalProcessCheckoutResponse( responseBody );
 */
export const __internalProcessCheckoutResponse =
	( response: unknown ) =>
	( { dispatch, registry }: Thunk ): void => {
		const paymentResult = getPaymentResultFromCheckoutResponse( response );
		registry.batch( () => {
			dispatch.__internalSetRedirectUrl( paymentResult.redirectUrl );
			registry.dispatch( PAYMENT_STORE_KEY ).__internalSetPaymentResult( paymentResult );
			dispatch.__internalSetAfterProcessing();
		} );
	};

/**
 * Runs every `checkout_validation` observer (spec 2 §4 step 2). If all pass
 * (`true`, nothing, or success), the checkout moves to processing. Otherwise
 * existing error notices are cleared, each observer's `errorMessage` is shown
 * in its `context` and its `validationErrors` applied, and the checkout goes
 * idle with the error flag. Resolves to whether validation passed.
 *
 * @example
 * const passed = await dispatch( checkoutStore ).__internalEmitValidateEvent();
 */
export const __internalEmitValidateEvent =
	( { emitter = checkoutEventsEmitter }: { emitter?: EventEmitter } = {} ) =>
	async ( { dispatch, registry }: Thunk ): Promise< boolean > => {
		const responses = await emitter.emit( CHECKOUT_EVENTS.CHECKOUT_VALIDATION, {} );
		if ( responses.every( isSuccessResponse ) ) {
			dispatch.__internalSetProcessing();
			return true;
		}
		const { createErrorNotice } = noticesDispatch( registry );
		registry.dispatch( STORE_NOTICES_STORE_KEY ).removeNoticesWithStatus( 'error' );
		responses.forEach( ( { errorMessage, validationErrors, context } ) => {
			if ( typeof errorMessage === 'string' && errorMessage ) {
				createErrorNotice( errorMessage, { context: context || noticeContexts.CHECKOUT } );
			}
			if ( typeof validationErrors === 'object' && validationErrors !== null ) {
				registry.dispatch( VALIDATION_STORE_KEY ).setValidationErrors( validationErrors );
			}
		} );
		registry.batch( () => {
			dispatch.__internalSetIdle();
			dispatch.__internalSetHasError( true );
		} );
		return false;
	};

/**
 * What after-processing observers receive.
 *
 * @example
 * const data = getAfterProcessingData( registry );
 */
const afterProcessingData = ( { select, registry }: Thunk ): CheckoutAfterProcessingData => ( {
	redirectUrl: select.getRedirectUrl(),
	orderId: select.getOrderId(),
	customerId: select.getCustomerId(),
	orderNotes: select.getOrderNotes(),
	processingResponse: registry.select( PAYMENT_STORE_KEY ).getPaymentResult(),
} );

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
 *
 * @example
 * await dispatch( checkoutStore ).__internalEmitAfterProcessingEvents();
 */
export const __internalEmitAfterProcessingEvents =
	( { emitter = checkoutEventsEmitter }: { emitter?: EventEmitter } = {} ) =>
	async ( thunk: Thunk ): Promise< void > => {
		const { select, dispatch, registry } = thunk;
		const { createErrorNotice } = noticesDispatch( registry );
		const data = afterProcessingData( thunk );
		const isError = ( response: ObserverResponse ) =>
			isErrorResponse( response ) || isFailResponse( response );

		if ( select.hasError() ) {
			const responses = await emitter.emitWithAbort( CHECKOUT_EVENTS.CHECKOUT_FAIL, data );
			const errorResponse = responses.find(
				( response ) =>
					isError( response ) && typeof response.message === 'string' && response.message
			);
			if ( errorResponse ) {
				createErrorNotice(
					errorResponse.message as string,
					messageContextOf( errorResponse )
				);
				if ( shouldRetry( errorResponse ) ) {
					dispatch.__internalSetIdle();
				} else {
					dispatch.__internalSetComplete( errorResponse );
				}
				return;
			}
			const { getNotices } = noticesSelect( registry );
			const hasErrorNotice = ERROR_NOTICE_CONTEXTS.some( ( context ) =>
				getNotices( context ).some( ( notice ) => notice.status === 'error' )
			);
			if ( ! hasErrorNotice ) {
				createErrorNotice( data.processingResponse?.message || notices.genericError(), {
					id: CHECKOUT_NOTICE_ID,
					context: noticeContexts.CHECKOUT,
				} );
			}
			dispatch.__internalSetIdle();
			return;
		}

		const responses = await emitter.emitWithAbort( CHECKOUT_EVENTS.CHECKOUT_SUCCESS, data );
		const successResponse = responses.filter( isSuccessResponse ).pop();
		const errorResponse = responses.find( isError );
		if ( ! errorResponse ) {
			dispatch.__internalSetComplete( successResponse ?? {} );
			return;
		}
		if ( typeof errorResponse.message === 'string' && errorResponse.message ) {
			createErrorNotice( errorResponse.message, messageContextOf( errorResponse ) );
		}
		if ( shouldRetry( errorResponse ) ) {
			dispatch.__internalSetHasError( true );
		} else {
			dispatch.__internalSetComplete( errorResponse );
		}
	};
