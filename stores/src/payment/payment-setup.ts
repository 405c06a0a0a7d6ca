/** The payment setup step: runs the `payment_setup` observers and applies their outcome (spec 2 §4). */

import type { ThunkArgs } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { noticesDispatch } from '@cesta/notices';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { noticeContexts, PAYMENT_EVENTS } from '../events/constants';
import type { EventEmitter } from '../events/emitter';
import { checkoutEventsEmitter } from '../events/registration';
import { isErrorResponse, isFailResponse, isSuccessResponse } from '../events/responses';
import type { ObserverResponse } from '../events/types';
import { isBillingAddress, isShippingAddress } from '../utils/address';
import { isRecord } from '../utils/is-record';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../validation/constants';
import { PAYMENT_ERROR_NOTICE_ID } from './constants';
import type { paymentStore } from './index';

type Thunk = ThunkArgs< typeof paymentStore >;

/** The addresses observers handed back, honouring the deprecated `billingData` / `shippingData.address`. */
function addressesFrom( responses: ObserverResponse[] ) {
	let billingAddress: unknown;
	let shippingAddress: unknown;
	responses.forEach( ( response ) => {
		const meta = response.meta ?? {};
		billingAddress = meta.billingAddress;
		shippingAddress = meta.shippingAddress;
		if ( meta.billingData ) {
			deprecated( 'returning billingData from a payment_setup observer', {
				alternative: 'billingAddress',
				plugin: 'Cesta',
				since: '0.1.0',
			} );
			billingAddress = meta.billingData;
		}
		if ( meta.shippingData?.address ) {
			deprecated( 'returning shippingData from a payment_setup observer', {
				alternative: 'shippingAddress',
				plugin: 'Cesta',
				since: '0.1.0',
			} );
			shippingAddress = meta.shippingData.address;
		}
	} );
	return { billingAddress, shippingAddress };
}

const paymentDataOf = ( response: ObserverResponse | undefined ) =>
	isRecord( response?.meta?.paymentMethodData ) ? response.meta.paymentMethodData : {};

/** `__internalEmitPaymentProcessingEvent`: documented on its public stand-in in `./thunks.ts`, which loads this module on first use. */
export const __internalEmitPaymentProcessingEvent =
	( emitter: EventEmitter = checkoutEventsEmitter ) =>
	async ( { dispatch, registry }: Thunk ): Promise< void > => {
		const { createErrorNotice, removeNotice } = noticesDispatch( registry );
		removeNotice( PAYMENT_ERROR_NOTICE_ID, noticeContexts.PAYMENTS );

		const responses = await emitter.emitWithAbort( PAYMENT_EVENTS.PAYMENT_SETUP, {} );
		const successResponse = responses.filter( isSuccessResponse ).pop();
		const errorResponse = responses.find(
			( response ) => isErrorResponse( response ) || isFailResponse( response )
		);
		const { billingAddress, shippingAddress } = addressesFrom( responses );
		const cart = registry.dispatch( CART_STORE_KEY );
		const showError = ( response: ObserverResponse ) => {
			if ( typeof response.message === 'string' && response.message ) {
				createErrorNotice( response.message, {
					id: PAYMENT_ERROR_NOTICE_ID,
					isDismissible: false,
					context:
						typeof response.messageContext === 'string' && response.messageContext
							? response.messageContext
							: noticeContexts.PAYMENTS,
				} );
			}
		};

		if ( successResponse && ! errorResponse ) {
			if ( isBillingAddress( billingAddress ) ) {
				cart.setBillingAddress( billingAddress );
			}
			if ( isShippingAddress( shippingAddress ) ) {
				cart.setShippingAddress( shippingAddress );
			}
			dispatch.__internalSetPaymentMethodData( paymentDataOf( successResponse ) );
			dispatch.__internalSetPaymentReady();
		} else if ( errorResponse && isFailResponse( errorResponse ) ) {
			showError( errorResponse );
			if ( isBillingAddress( billingAddress ) ) {
				cart.setBillingAddress( billingAddress );
			}
			dispatch.__internalSetPaymentMethodData( paymentDataOf( errorResponse ) );
			dispatch.__internalSetPaymentError();
		} else if ( errorResponse ) {
			showError( errorResponse );
			dispatch.__internalSetPaymentError();
			if ( isRecord( errorResponse.validationErrors ) ) {
				try {
					registry
						.dispatch( VALIDATION_STORE_KEY )
						.setValidationErrors( errorResponse.validationErrors );
				} catch ( error ) {
					// A malformed list from a plugin must not hide the payment error itself.

					console.error( error );
				}
			}
		} else {
			dispatch.__internalSetPaymentReady();
		}
	};
