/**
 * The store-notices store's key, WooCommerce's string.
 *
 * @example
 * select( STORE_NOTICES_STORE_KEY ).getRegisteredContainers();
 */
export const STORE_KEY = 'wc/store/store-notices';

/** Id of the dismissible notice of a failed add-to-cart (spec 2 §8). */
export const ADD_TO_CART_NOTICE_ID = 'add-to-cart';
