/** Who may read an order through GET /order/{id} (`OrderAuthorizationTrait`), and reading it. */

import type { OrderResponse } from '@cesta/types';

import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { SessionState } from '../core/types';
import { orderResponse } from './order-response';

/**
 * What a guest proves an order is theirs with: the `key` and `billing_email`
 * query parameters.
 *
 * @example
 * const credentials: OrderCredentials = { key: 'wc_order_…', billingEmail: 'lucia.garcia@example.com' };
 */
export interface OrderCredentials {
	key?: string;
	billingEmail?: string;
}

/** `sanitize_text_field`: tags stripped, whitespace trimmed. */
const clean = ( value: string | undefined ) => ( value ?? '' ).replace( /<[^>]*>/g, '' ).trim();

/**
 * Reads an order as its route's permission check allows: the order must be
 * a guest order or the logged-in customer's own (else 403
 * `woocommerce_rest_invalid_user`, also for an order that does not exist), and
 * a guest must send the order key (401 `woocommerce_rest_invalid_order`) and
 * the billing email exactly as the order has it (401
 * `woocommerce_rest_invalid_billing_email`). A logged-in customer needs
 * neither, even for a guest order.
 *
 * @example
 * readOrder( deps, session, 100, { key: order.key, billingEmail: order.billing.email } ).id; // 100
 */
export function readOrder(
	deps: EngineDeps,
	session: SessionState,
	orderId: number,
	credentials: OrderCredentials
): OrderResponse {
	const { t } = deps.context;
	const order = deps.orders.get( orderId );
	if ( ! order || ( order.customerId !== 0 && order.customerId !== session.userId ) ) {
		throw new StoreApiError( 'woocommerce_rest_invalid_user', 403, t( 'invalidUser' ) );
	}
	if ( session.userId === 0 ) {
		const key = clean( credentials.key );
		if ( ! key || key !== order.key ) {
			throw new StoreApiError( 'woocommerce_rest_invalid_order', 401, t( 'invalidOrder' ) );
		}
		const email = clean( credentials.billingEmail );
		if ( ! email || email !== order.billing.email ) {
			throw new StoreApiError(
				'woocommerce_rest_invalid_billing_email',
				401,
				t( 'invalidBillingEmail' )
			);
		}
	}
	return orderResponse( deps, order );
}
