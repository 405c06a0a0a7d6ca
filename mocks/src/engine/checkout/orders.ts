/** The order store and the Store API checkout response object. */

import type {
	BillingAddress,
	CartResponse,
	CheckoutResponse,
	PaymentResultResponse,
	ShippingAddress,
} from '@cesta/types';

import type { CartTotals } from '../cart/totals-types';
import { FIRST_ORDER_ID, MAX_KEPT_ORDERS, ORDER_KEY_RANDOM_CHARS } from '../core/constants';
import { randomAlphanumeric } from '../core/hash';

/**
 * An order as the shop stores it. Its items and totals are the cart as it was
 * when the order was last synced with it.
 *
 * @example
 * order.status; // 'checkout-draft'
 */
export interface OrderRecord {
	id: number;
	key: string;
	status: string;
	customerId: number;
	sessionId: string;
	billing: BillingAddress;
	shipping: ShippingAddress;
	customerNote: string;
	paymentMethod: string;
	additionalFields: Record< string, string | boolean >;
	cart: CartResponse;
	/** The worked-out cart behind `cart`: the order's lines, taxes and shipping. */
	totals: CartTotals;
	/** The id of each line item (`WC_Order_Item`), in line order; new lines get new ids. */
	itemIds: number[];
	createdAt: number;
	/** Stock taken from the catalogue when the order was paid or put on hold. */
	stockReduced: boolean;
	/** Coupon codes whose use this order holds. */
	heldCoupons: string[];
	paymentResult: PaymentResultResponse | null;
}

/**
 * The shop's orders by id: the latest `MAX_KEPT_ORDERS` of them (an older
 * one reads as missing, as a deleted order does).
 *
 * @example
 * orders.create( { … } ).id; // 100 on a fresh engine
 */
export interface OrderStore {
	create( fields: Omit< OrderRecord, 'id' | 'key' > ): OrderRecord;
	get( id: number ): OrderRecord | undefined;
	/** A fresh order item id (items of every order share one sequence, as in WooCommerce). */
	nextItemId(): number;
	all(): OrderRecord[];
	clear(): void;
}

/**
 * Creates the order store; ids count up from `firstId`, and past `maxKept`
 * orders the oldest is forgotten.
 *
 * @example
 * const orders = createOrderStore( 100 );
 */
export function createOrderStore(
	firstId = FIRST_ORDER_ID,
	maxKept = MAX_KEPT_ORDERS
): OrderStore {
	const orders = new Map< number, OrderRecord >();
	let nextId = firstId;
	let nextItem = 1;
	return {
		create( fields ) {
			const order = {
				...fields,
				id: nextId++,
				key: `wc_order_${ randomAlphanumeric( ORDER_KEY_RANDOM_CHARS ) }`,
			};
			orders.set( order.id, order );
			if ( orders.size > maxKept ) {
				// A Map iterates in insertion order: its first key is the oldest order.
				orders.delete( orders.keys().next().value! );
			}
			return order;
		},
		get: ( id ) => orders.get( id ),
		nextItemId: () => nextItem++,
		all: () => [ ...orders.values() ],
		clear() {
			orders.clear();
			nextId = firstId;
			nextItem = 1;
		},
	};
}

/**
 * The Store API checkout object for an order (`CheckoutSchema`).
 *
 * @example
 * checkoutResponse( order, { paymentResult: null, cart: null, additionalFields: {} } ).status; // 'checkout-draft'
 */
export function checkoutResponse(
	order: OrderRecord,
	extras: {
		paymentResult: PaymentResultResponse | null;
		cart: CartResponse | null;
		/** The order's additional fields over the customer's (`get_additional_fields_response`). */
		additionalFields: Record< string, string | boolean >;
	}
): CheckoutResponse {
	return {
		order_id: order.id,
		status: order.status,
		order_key: order.key,
		order_number: String( order.id ),
		customer_note: order.customerNote,
		customer_id: order.customerId,
		billing_address: order.billing,
		shipping_address: order.shipping,
		payment_method: order.paymentMethod,
		payment_result: extras.paymentResult,
		additional_fields: extras.additionalFields,
		__experimentalCart: extras.cart,
		extensions: {},
	};
}
