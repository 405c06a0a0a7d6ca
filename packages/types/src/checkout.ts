/** Types of the checkout endpoint: its response, POST and PUT bodies, payment results and order statuses. */

import type { BillingAddress, ShippingAddress } from './address';
import type { CartResponse } from './cart';

/** Outcome of a payment as the server reports it. `""` before processing. */
export type PaymentStatus = 'success' | 'pending' | 'failure' | 'error' | '';

/** A key/value pair of `payment_data` or `payment_details`. */
export interface PaymentDataItem {
	key: string;
	value: string | boolean;
}

/** The `payment_result` member of a checkout response. */
export interface PaymentResultResponse {
	payment_status: PaymentStatus;
	payment_details: Array< { key: string; value: string } >;
	redirect_url: string;
}

/**
 * Order status slugs shown to shoppers (with their Spanish labels in the
 * settings): pending, processing, on-hold, completed, cancelled, refunded,
 * failed, checkout-draft.
 */
export type OrderStatus =
	| 'pending'
	| 'processing'
	| 'on-hold'
	| 'completed'
	| 'cancelled'
	| 'refunded'
	| 'failed'
	| 'checkout-draft';

/**
 * The checkout object returned by `GET`, `PUT` and `POST /checkout`.
 *
 * @example
 * if ( response.payment_result?.payment_status === 'success' ) {
 * 	window.location.href = response.payment_result.redirect_url;
 * }
 */
export interface CheckoutResponse {
	order_id: number;
	status: OrderStatus | string;
	order_key: string;
	order_number?: string;
	customer_note: string;
	customer_id: number;
	billing_address: BillingAddress;
	shipping_address: ShippingAddress;
	payment_method: string;
	/** Null in PUT responses and on the deferred-draft path. */
	payment_result: PaymentResultResponse | null;
	additional_fields: Record< string, string | boolean >;
	/** The full cart: on PUT, and on GET with `__experimental_calc_totals`. */
	__experimentalCart: CartResponse | null;
	extensions: Record< string, unknown >;
}

/** Body of `POST /checkout`. */
export interface CheckoutRequest {
	billing_address: BillingAddress;
	/** Only when the cart needs shipping. */
	shipping_address?: ShippingAddress;
	customer_note?: string;
	create_account?: boolean;
	customer_password?: string;
	/** Only when the cart needs payment. */
	payment_method?: string;
	payment_data?: PaymentDataItem[];
	additional_fields?: Record< string, string | boolean >;
	extensions?: Record< string, Record< string, unknown > >;
	/** Minor units; a mismatch gives 409 `woocommerce_rest_checkout_total_mismatch`. */
	expected_total?: string;
}

/** Body of `PUT /checkout?__experimental_calc_totals=true` (the draft-order sync). */
export interface CheckoutDraftUpdateRequest {
	order_notes?: string;
	payment_method?: string;
	additional_fields?: Record< string, string | boolean >;
}
