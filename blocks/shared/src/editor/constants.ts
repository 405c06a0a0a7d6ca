/** The names the editor kit agrees on with WordPress and WooCommerce. */

/**
 * The block category WooCommerce's blocks are listed under in the inserter
 * (WooCommerce registers it on the server; the kit adds it when missing).
 *
 * @example
 * getCategories().some( ( category ) => category.slug === WOOCOMMERCE_BLOCK_CATEGORY );
 */
export const WOOCOMMERCE_BLOCK_CATEGORY = 'woocommerce';

/**
 * The checkout filter extensions use to allow more block types in an inner
 * block area of the editor (wc-blocks-api §5.2).
 *
 * @example
 * registerCheckoutFilters( 'acme', { [ ADDITIONAL_INNER_BLOCK_TYPES_FILTER ]: ( types ) => [ ...types, 'core/paragraph' ] } );
 */
export const ADDITIONAL_INNER_BLOCK_TYPES_FILTER = 'additionalCartCheckoutInnerBlockTypes';
