/** The payment of a gateway declared through a gateways configuration: the outcome its configuration scripts. */

import type { PaymentDataItem } from '@cesta/types';

import type { PaymentGatewayFixture } from '../../fixtures/types';
import type { ScriptedOutcome } from '../../gateways/types';
import type { EngineContext } from '../core/context';
import type { OrderRecord } from './orders';
import type { PaymentOutcome } from './payment-outcome';

/** The outcome for what was posted: by the configured `payment_data` key's value, else the gateway's own. */
const chosenOutcome = (
	scripted: NonNullable< PaymentGatewayFixture[ 'scripted' ] >,
	paymentData: PaymentDataItem[]
): ScriptedOutcome => {
	const byValue = scripted.outcomesByPaymentData;
	const posted = byValue && paymentData.find( ( item ) => item.key === byValue.key )?.value;
	return (
		( byValue && typeof posted === 'string' && byValue.values[ posted ] ) || scripted.outcome
	);
};

/** A scripted redirect with its placeholders filled in, on the shop's origin when it is a path. */
const redirectTo = (
	template: string,
	orderReceived: string,
	order: OrderRecord,
	siteUrl: string
) => {
	const url = template
		.replace( /\{order_received_url\}/g, orderReceived )
		.replace( /\{order_id\}/g, String( order.id ) )
		.replace( /\{order_key\}/g, encodeURIComponent( order.key ) );
	return url.startsWith( '/' ) ? `${ siteUrl }${ url }` : url;
};

/**
 * Runs the payment of a declared gateway as its configuration scripts it:
 * `success` leaves the order as the gateway leaves paid orders (its
 * `orderStatus`) and sends the shopper to the order-received page;
 * `pending` leaves it `pending` and sends them to the scripted URL;
 * `failure` fails the order with the scripted message; `error` keeps it
 * `pending` with the scripted message. The outcome is chosen by the value
 * of `outcomesByPaymentData.key` in `payment_data` when one is configured
 * for it.
 *
 * @example
 * scriptedPayment( context, gateway, [ { key: 'wallet_code', value: '0000' } ], order, receivedUrl ).paymentStatus; // 'failure'
 */
export function scriptedPayment(
	context: EngineContext,
	gateway: PaymentGatewayFixture,
	paymentData: PaymentDataItem[],
	order: OrderRecord,
	orderReceivedUrl: string
): PaymentOutcome {
	const outcome = chosenOutcome( gateway.scripted!, paymentData );
	switch ( outcome.result ) {
		case 'success':
			return {
				paymentStatus: 'success',
				orderStatus: gateway.orderStatus,
				details: [
					{ key: 'result', value: 'success' },
					{ key: 'redirect', value: orderReceivedUrl },
				],
				redirectUrl: orderReceivedUrl,
			};
		case 'pending': {
			const redirectUrl = redirectTo(
				outcome.redirectUrl,
				orderReceivedUrl,
				order,
				context.siteUrl
			);
			return {
				paymentStatus: 'pending',
				orderStatus: 'pending',
				details: [
					{ key: 'result', value: 'success' },
					{ key: 'redirect', value: redirectUrl },
				],
				redirectUrl,
			};
		}
		default:
			return {
				paymentStatus: outcome.result,
				orderStatus: outcome.result === 'failure' ? 'failed' : 'pending',
				details: [ { key: 'message', value: outcome.message } ],
				redirectUrl: '',
			};
	}
}
