/** Who may see an order on the order-received page: WooCommerce's order confirmation rules, as its PHP applies them. */

import { ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S } from '../constants';

/**
 * What the page's rules read of an order (WooCommerce reads the `WC_Order`).
 *
 * @example
 * const order: OrderAccessRecord = { id: 100, key: 'wc_order_Ab12Cd34Ef56G', customerId: 0, createdAt: 1795644291, billingEmail: 'lucia.garcia@example.com' };
 */
export interface OrderAccessRecord {
	id: number;
	key: string;
	/** 0 for a guest order. */
	customerId: number;
	/** When it was placed, in seconds. */
	createdAt: number;
	billingEmail: string;
}

/**
 * Who is asking and what they sent.
 *
 * @example
 * const request: OrderAccessRequest = { key: 'wc_order_Ab12Cd34Ef56G', userId: 0, sessionOrderId: 100, postedEmail: null, nowSeconds: 1795644300 };
 */
export interface OrderAccessRequest {
	/** The `key` query parameter ('' when missing). */
	key: string;
	/** The visitor's user id, 0 for a guest. */
	userId: number;
	/** The last order the visitor's session placed or drafted (`store_api_draft_order`), 0 when none. */
	sessionOrderId: number;
	/** The email posted by the verification form, or null when nothing was posted. */
	postedEmail: string | null;
	nowSeconds: number;
}

/**
 * What the visitor may see: the whole order (`full`), the email-confirmation
 * form (`verify-email`, `failed` after a wrong email), nothing of a
 * customer's order they are not (`restricted`), or nothing at all
 * (`invalid`: no such order, or a wrong or missing key).
 *
 * @example
 * const access: OrderAccess = { view: 'verify-email', failed: false };
 */
export type OrderAccess =
	| { view: 'full' }
	| { view: 'verify-email'; failed: boolean }
	| { view: 'restricted' }
	| { view: 'invalid' };

/** `sanitize_email`, as far as the comparison needs it: trimmed, no characters an address cannot hold. */
const sanitizeEmail = ( email: string ) =>
	email.trim().replace( /[^a-zA-Z0-9.!#$%&'*+/=?^_`{|}~@-]/g, '' );

/**
 * Decides what the order-received page may show, as WooCommerce's order
 * confirmation blocks do (`get_view_order_permissions`): never anything
 * without the order's key; a customer's order only to that customer; a guest
 * order to the session that placed it (still its `store_api_draft_order`), to
 * anyone within `ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S` of its creation,
 * and otherwise to whoever confirms its billing email.
 *
 * @example
 * orderAccess( order, { key: order.key, userId: 0, sessionOrderId: 0, postedEmail: null, nowSeconds: order.createdAt + 3600 } );
 * // { view: 'verify-email', failed: false }
 */
export function orderAccess(
	order: OrderAccessRecord | undefined,
	request: OrderAccessRequest
): OrderAccess {
	if ( ! order || ! request.key || request.key !== order.key ) {
		return { view: 'invalid' };
	}
	if ( order.customerId > 0 ) {
		return request.userId === order.customerId ? { view: 'full' } : { view: 'restricted' };
	}
	if (
		request.sessionOrderId === order.id ||
		request.nowSeconds - order.createdAt <= ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S
	) {
		return { view: 'full' };
	}
	if ( request.postedEmail === null ) {
		return { view: 'verify-email', failed: false };
	}
	const verified =
		order.billingEmail !== '' && sanitizeEmail( request.postedEmail ) === order.billingEmail;
	return verified ? { view: 'full' } : { view: 'verify-email', failed: true };
}
