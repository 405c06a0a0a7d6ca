/**
 * The validation store's key, WooCommerce's string.
 *
 * @example
 * dispatch( VALIDATION_STORE_KEY ).setValidationErrors( { 'billing-email': { message, hidden: false } } );
 */
export const STORE_KEY = 'wc/store/validation';

/** Prefix of the element id that shows an error, used for `aria-describedby`. */
export const VALIDATION_ERROR_ID_PREFIX = 'validate-error-';
