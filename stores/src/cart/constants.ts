/** The cart store constants: its key, the page events and hooks it uses, the error codes it routes. */

/**
 * The cart store's key, WooCommerce's string.
 *
 * @example
 * select( CART_STORE_KEY ).getCartData();
 */
export const STORE_KEY = 'wc/store/cart';

/** Page events after which the cart reloads (spec 2 §4). */
export const CART_RELOAD_EVENTS = Object.freeze( [
	'wc-blocks_added_to_cart',
	'wc-blocks_removed_from_cart',
] as const );

/** DOM event fired before a product is added from a block. */
export const ADDING_TO_CART_EVENT = 'wc-blocks_adding_to_cart';

/** DOM event fired after a product was added from a block. */
export const ADDED_TO_CART_EVENT = 'wc-blocks_added_to_cart';

/** WordPress action fired after a shipping rate was selected. */
export const SET_SELECTED_SHIPPING_RATE_HOOK =
	'experimental__woocommerce_blocks-checkout-set-selected-shipping-rate';

/** Cart error codes meaning the shipping address is invalid (spec 2 §8). */
export const SHIPPING_ADDRESS_ERROR_CODES = Object.freeze( [
	'woocommerce_rest_cart_shipping_rates_invalid_country',
	'woocommerce_rest_cart_shipping_rates_missing_country',
	'woocommerce_rest_cart_shipping_rates_invalid_state',
] as const );

/** Code of the error a failing `POST /cart/extensions` answers with; shown as a notice. */
export const EXTENSIONS_ERROR_CODE = 'woocommerce_rest_cart_extensions_error';
