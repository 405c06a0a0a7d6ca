/** Types of the order endpoint: the order, its items and its totals. */

import type { BillingAddress, ShippingAddress } from './address';
import type { CartCoupon, CartFee, CartTotals } from './cart';
import type { CartItem } from './cart-item';

/** Order totals: the cart totals plus `subtotal` and `total_refund`. */
export interface OrderTotals extends CartTotals {
	subtotal: string;
	total_refund: string;
}

/**
 * An order line item (`OrderItemSchema`): the product fields of a cart item,
 * but `key` is the order key, `id` the line item's own id, the quantity limits
 * are fixed to the quantity, there is no `type` nor `extensions`, and the
 * `item_data` entries are the item's stored meta with display keys.
 */
export interface OrderItem extends Omit<
	CartItem,
	'item_data' | 'type' | 'extensions' | 'summary'
> {
	item_data: Array< {
		id: number | null;
		key: string;
		value: string;
		display_key: string;
		display_value: string;
	} >;
}

/** `GET /order/{id}`. */
export interface OrderResponse {
	id: number;
	status: string;
	items: OrderItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: OrderTotals;
	shipping_address: ShippingAddress;
	billing_address: BillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	payment_requirements: string[];
	errors: Array< { code: string; message: string } >;
}
