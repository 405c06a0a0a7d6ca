/**
 * The checkout's event steps (spec 2 §4 steps 2 and 5): running the
 * validation observers before processing and the success or fail observers
 * after it. They run only when an order is placed, so pages load them with
 * the first order (see `./thunks.ts`).
 */
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

/** What the checkout's thunks receive. */
export type CheckoutThunkArgs = ThunkArgs< typeof checkoutStore >;
type Thunk = CheckoutThunkArgs;

const ERROR_NOTICE_CONTEXTS = [
	noticeContexts.CHECKOUT,
	noticeContexts.PAYMENTS,
	noticeContexts.EXPRESS_PAYMENTS,
];

const messageContextOf = ( response: ObserverResponse ) =>
	typeof response.messageContext === 'string' && response.messageContext
		? { context: response.messageContext }
		: { context: noticeContexts.CHECKOUT };

/** `__internalEmitValidateEvent`: documented on its public stand-in in `./thunks.ts`, which loads this module on first use. */
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

/** `__internalEmitAfterProcessingEvents`: documented on its public stand-in in `./thunks.ts`, which loads this module on first use. */
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
