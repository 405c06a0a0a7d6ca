/** Types of the Store API request bodies (cart routes) and of the namespace route index. */

import type { BillingAddress, ShippingAddress } from './address';
import type { CartItemVariation } from './cart-item';

/** Body of `POST /cart/add-item` (and `POST /cart/items`). */
export interface AddItemRequest {
	/** Product or variation id. */
	id: number;
	/** Defaults to the product's minimum. */
	quantity?: number;
	variation?: CartItemVariation[];
	[ extraData: string ]: unknown;
}

/** Body of `POST /cart/update-item`. */
export interface UpdateItemRequest {
	key: string;
	quantity: number;
}

/** Body of `POST /cart/remove-item`. */
export interface RemoveItemRequest {
	key: string;
}

/** Body of `POST /cart/apply-coupon` and `POST /cart/remove-coupon`. */
export interface CouponRequest {
	code: string;
}

/** Body of `POST /cart/select-shipping-rate`; without `package_id` the rate applies to every package. */
export interface SelectShippingRateRequest {
	rate_id: string;
	package_id?: number | string | null;
}

/** Body of `POST /cart/update-customer`; partial addresses are merged over the stored ones. */
export interface UpdateCustomerRequest {
	billing_address?: Partial< BillingAddress >;
	shipping_address?: Partial< ShippingAddress >;
}

/** Body of `POST /cart/extensions`. */
export interface ExtensionCartUpdateRequest {
	namespace: string;
	data: Record< string, unknown >;
}

/** One route of the namespace index (`GET /wc/store/v1`). */
export interface RouteDescription {
	namespace: string;
	methods: string[];
	endpoints: Array< { methods: string[]; args: Record< string, unknown > } >;
}

/** `GET /wc/store/v1`: the namespace's route index. */
export interface NamespaceIndexResponse {
	namespace: string;
	routes: Record< string, RouteDescription >;
}
