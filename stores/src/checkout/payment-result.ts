/** Reads the payment result (status, redirect, details, message) out of a checkout response. */

import { decodeEntities } from '@wordpress/html-entities';

import { notices } from '../messages';
import type { PaymentResult } from '../payment/types';
import { isRecord } from '../utils/is-record';

/**
 * The payment result of a checkout response, success or error body alike:
 * `payment_result` gives status, redirect and details; an error body gives the
 * message (else a `message` payment detail, as gateways report declines); an
 * error status above 299 without a message gets the generic one (spec 2 §8).
 *
 * @example
 * getPaymentResultFromCheckoutResponse( { payment_result: { payment_status: 'success', redirect_url: '/ok', payment_details: [] } } );
 * // { message: '', paymentStatus: 'success', paymentDetails: {}, redirectUrl: '/ok' }
 */
export function getPaymentResultFromCheckoutResponse( response: unknown ): PaymentResult {
	const result: PaymentResult = {
		message: '',
		paymentStatus: 'not set',
		redirectUrl: '',
		paymentDetails: {},
	};
	if ( ! isRecord( response ) ) {
		return { ...result, message: notices.genericError() };
	}
	const paymentResult = response.payment_result;
	if ( isRecord( paymentResult ) ) {
		result.paymentStatus = String( paymentResult.payment_status ?? result.paymentStatus );
		result.redirectUrl =
			typeof paymentResult.redirect_url === 'string' ? paymentResult.redirect_url : '';
		if ( Array.isArray( paymentResult.payment_details ) ) {
			paymentResult.payment_details.forEach( ( detail: unknown ) => {
				if ( isRecord( detail ) && typeof detail.key === 'string' ) {
					result.paymentDetails[ detail.key ] = decodeEntities(
						String( detail.value ?? '' )
					);
				}
			} );
		}
	}
	if ( typeof response.message === 'string' ) {
		result.message = decodeEntities( response.message );
	}
	// A declined payment answers with the checkout object; its gateway message is in the details.
	if ( ! result.message && result.paymentDetails.message ) {
		result.message = result.paymentDetails.message;
	}
	const status = isRecord( response.data ) ? response.data.status : undefined;
	if ( ! result.message && typeof status === 'number' && status > 299 ) {
		result.message = notices.genericError();
	}
	return result;
}
