/** The store-notices store's key. */

/**
 * The store-notices store's key, WooCommerce's string.
 *
 * @example
 * select( STORE_NOTICES_STORE_KEY ).getRegisteredContainers();
 */
export const STORE_KEY = 'wc/store/store-notices';
