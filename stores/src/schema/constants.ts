/** The schema store's key. */

/**
 * The schema store's key, WooCommerce's string.
 *
 * @example
 * select( SCHEMA_STORE_KEY ).getRoute( 'wc/store/v1', 'products' );
 */
export const STORE_KEY = 'wc/store/schema';
