/** The validation store's key. */

/**
 * The validation store's key, WooCommerce's string.
 *
 * @example
 * dispatch( VALIDATION_STORE_KEY ).setValidationErrors( { 'billing-email': { message, hidden: false } } );
 */
export const STORE_KEY = 'wc/store/validation';
