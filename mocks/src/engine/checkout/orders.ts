/** The order store and the Store API order and checkout response objects. */

import type {
	BillingAddress,
	CartResponse,
	CheckoutResponse,
	OrderResponse,
	PaymentResultResponse,
	ShippingAddress,
} from '@cesta/types';

import { FIRST_ORDER_ID, ORDER_KEY_RANDOM_CHARS } from '../core/constants';
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
	createdAt: number;
	/** Stock taken from the catalogue when the order was paid or put on hold. */
	stockReduced: boolean;
	/** Coupon codes whose use this order holds. */
	heldCoupons: string[];
	paymentResult: PaymentResultResponse | null;
}

/**
 * Every order of the shop, by id.
 *
 * @example
 * orders.create( { … } ).id; // 100 on a fresh engine
 */
export interface OrderStore {
	create( fields: Omit< OrderRecord, 'id' | 'key' > ): OrderRecord;
	get( id: number ): OrderRecord | undefined;
	all(): OrderRecord[];
	clear(): void;
}

/**
 * Creates the order store; ids count up from `firstId`.
 *
 * @example
 * const orders = createOrderStore( 100 );
 */
export function createOrderStore( firstId = FIRST_ORDER_ID ): OrderStore {
	const orders = new Map< number, OrderRecord >();
	let nextId = firstId;
	return {
		create( fields ) {
			const order = {
				...fields,
				id: nextId++,
				key: `wc_order_${ randomAlphanumeric( ORDER_KEY_RANDOM_CHARS ) }`,
			};
			orders.set( order.id, order );
			return order;
		},
		get: ( id ) => orders.get( id ),
		all: () => [ ...orders.values() ],
		clear() {
			orders.clear();
			nextId = firstId;
		},
	};
}

/**
 * Whether the order still waits for its payment.
 *
 * @example
 * orderNeedsPayment( order ); // true for a pending order with a total
 */
export function orderNeedsPayment( order: OrderRecord ): boolean {
	return (
		[ 'pending', 'failed', 'checkout-draft' ].includes( order.status ) &&
		Number( order.cart.totals.total_price ) > 0
	);
}

/**
 * The Store API order (`OrderSchema`, GET `/order/{id}`).
 *
 * @example
 * orderResponse( order ).totals.total_refund; // '0'
 */
export function orderResponse( order: OrderRecord ): OrderResponse {
	const { cart } = order;
	return {
		id: order.id,
		status: order.status,
		items: cart.items.map( ( item ) => ( {
			...item,
			item_data: item.variation.map( ( attribute ) => ( {
				id: null,
				key: attribute.attribute,
				value: attribute.value,
				display_key: attribute.attribute,
				display_value: attribute.value,
			} ) ),
		} ) ),
		coupons: cart.coupons,
		fees: cart.fees,
		totals: {
			...cart.totals,
			subtotal: cart.totals.total_items,
			total_shipping: cart.totals.total_shipping ?? '0',
			total_shipping_tax: cart.totals.total_shipping_tax ?? '0',
			total_refund: '0',
		},
		shipping_address: order.shipping,
		billing_address: order.billing,
		needs_payment: orderNeedsPayment( order ),
		needs_shipping: cart.needs_shipping,
		payment_requirements: [ 'products' ],
		errors: [],
	};
}

/**
 * The Store API checkout object for an order (`CheckoutSchema`).
 *
 * @example
 * checkoutResponse( order, { paymentResult: null, cart: null } ).status; // 'checkout-draft'
 */
export function checkoutResponse(
	order: OrderRecord,
	extras: { paymentResult: PaymentResultResponse | null; cart: CartResponse | null }
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
		additional_fields: order.additionalFields,
		__experimentalCart: extras.cart,
		extensions: {},
	};
}
