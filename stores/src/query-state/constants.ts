/** The query-state store's key. */

/**
 * The query-state store's key, WooCommerce's string.
 *
 * @example
 * select( QUERY_STATE_STORE_KEY ).getValueForQueryKey( 'product-collection', 'min_price' );
 */
export const STORE_KEY = 'wc/store/query-state';
