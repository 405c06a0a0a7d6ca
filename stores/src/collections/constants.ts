/** The collections store's key. */

/**
 * The collections store's key, WooCommerce's string.
 *
 * @example
 * select( COLLECTIONS_STORE_KEY ).getCollection( 'wc/store/v1', 'products', { on_sale: true } );
 */
export const STORE_KEY = 'wc/store/collections';
