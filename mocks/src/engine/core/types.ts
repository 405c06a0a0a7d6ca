/** Types of a shopper's session as the engine keeps it: cart lines and the session state. */

import type { BillingAddress, ShippingAddress } from '@cesta/types';

/**
 * One line of a cart as the session stores it (WooCommerce's cart contents).
 *
 * @example
 * const line: CartLine = { key: '70efdf2ec9b086079795c442636b55fb', productId: 17, variationId: 0, variation: {}, quantity: 1, itemData: {} };
 */
export interface CartLine {
	key: string;
	/** The simple product, or the parent of a variation. */
	productId: number;
	variationId: number;
	/** `attribute_pa_color` → `rojo`: what was chosen, "any" attributes included. */
	variation: Record< string, string >;
	quantity: number;
	/** Extra data posted with add-item (the `woocommerce_add_cart_item_data` filter). */
	itemData: Record< string, string >;
}

/**
 * Everything the server keeps for one shopper: the WooCommerce session.
 *
 * @example
 * session.lines.length; // items in the cart
 */
export interface SessionState {
	id: string;
	/** 0 for guests. */
	userId: number;
	lines: CartLine[];
	coupons: string[];
	/** Data posted to `/cart/extensions`, per namespace. */
	extensionData: Record< string, Record< string, unknown > >;
	billing: BillingAddress;
	shipping: ShippingAddress;
	/** Package id → chosen rate id (`chosen_shipping_methods`). */
	chosenShipping: Record< string, string >;
	chosenPaymentMethod: string;
	/** The customer's contact-area additional fields (`_wc_other/…` customer meta). */
	contactFields: Record< string, string | boolean >;
	/** The checkout-draft order of this session, 0 when none. */
	draftOrderId: number;
	/** Bumped on every change, so a cached cart response is recomputed. */
	version: number;
	cache?: { key: string; value: unknown };
	/** The footer banner was dismissed (`coming_soon_banner_dismissed`). */
	bannerDismissed: boolean;
	/** Classic storefront notices waiting for the next page. */
	notices: string[];
	expiresAt: number;
}
