/** The simulated payment gateways: their outcomes, the test card tokens, the order-received URL. */

import type { PaymentDataItem } from '@cesta/types';

import type { PaymentGatewayFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';
import type { OrderRecord } from './orders';
import type { PaymentOutcome } from './payment-outcome';
import { requestedSavedCard } from './saved-cards';
import { scriptedPayment } from './scripted-payment';

export type { PaymentOutcome } from './payment-outcome';

/** Card tokens of the test gateway and what each one does. */
export const TEST_CARD_TOKENS = {
	success: 'tok_visa',
	declined: 'tok_chargeDeclined',
	processingError: 'tok_processingError',
} as const;

/**
 * The "thank you" page an order redirects to.
 *
 * @example
 * orderReceivedUrl( context, order ); // 'http://localhost:9090/checkout/order-received/100/?key=wc_order_…'
 */
export function orderReceivedUrl( context: EngineContext, order: OrderRecord ): string {
	return `${ context.siteUrl }/${ context.slugs.checkout }/order-received/${ order.id }/?key=${ order.key }`;
}

/**
 * Runs a payment. A gateway declared through a gateways configuration
 * answers as scripted (`scriptedPayment`). Offline gateways (bank transfer, cheque, cash on delivery)
 * always succeed with their order status; the test card gateway succeeds
 * with one of the customer's saved cards (`wc-cesta_test_card-payment-token`
 * or `token`; another id fails with "Invalid payment method…"), else
 * succeeds, declines (`failure`) or errors according to `payment_data`'s
 * `card_token`.
 *
 * @example
 * processPayment( context, bacs, [], order ).orderStatus; // 'on-hold'
 */
export function processPayment(
	context: EngineContext,
	gateway: PaymentGatewayFixture,
	paymentData: PaymentDataItem[],
	order: OrderRecord
): PaymentOutcome {
	const redirectUrl = orderReceivedUrl( context, order );
	const success = ( orderStatus: string ): PaymentOutcome => ( {
		paymentStatus: 'success',
		orderStatus,
		details: [
			{ key: 'result', value: 'success' },
			{ key: 'redirect', value: redirectUrl },
		],
		redirectUrl,
	} );
	if ( gateway.scripted ) {
		return scriptedPayment( context, gateway, paymentData, order, redirectUrl );
	}
	if ( ! gateway.cardTokens ) {
		return success( gateway.orderStatus );
	}
	const saved = requestedSavedCard( context, gateway.id, paymentData, order.customerId );
	if ( saved ) {
		return success( gateway.orderStatus );
	}
	if ( saved === null ) {
		return {
			paymentStatus: 'failure',
			orderStatus: 'failed',
			details: [ { key: 'message', value: context.t( 'savedCardInvalid' ) } ],
			redirectUrl: '',
		};
	}
	const token = paymentData.find( ( item ) => item.key === 'card_token' )?.value;
	if ( token === TEST_CARD_TOKENS.success ) {
		return success( gateway.orderStatus );
	}
	if ( token === TEST_CARD_TOKENS.processingError ) {
		return {
			paymentStatus: 'error',
			orderStatus: 'pending',
			details: [ { key: 'message', value: context.t( 'cardProcessingError' ) } ],
			redirectUrl: '',
		};
	}
	return {
		paymentStatus: 'failure',
		orderStatus: 'failed',
		details: [
			{
				key: 'message',
				value: context.t(
					typeof token === 'string' && token ? 'cardDeclined' : 'cardMissing'
				),
			},
		],
		redirectUrl: '',
	};
}

/**
 * The HTTP status a checkout answers with for a payment status.
 *
 * @example
 * httpStatusForPayment( 'failure' ); // 400
 */
export function httpStatusForPayment( status: PaymentOutcome[ 'paymentStatus' ] ): number {
	return { success: 200, pending: 202, failure: 400, error: 500 }[ status ];
}
