/** Names of the page events that carry news of the cart. */

/**
 * The event our scripts dispatch on `document.body` after every cart change
 * they know of. Its `detail` is a {@link CartNews}.
 *
 * @example
 * document.body.addEventListener( CART_CHANGED_EVENT, ( event ) => {} );
 */
export const CART_CHANGED_EVENT = 'cesta-cart-changed';

/**
 * WooCommerce Blocks' event after an add (`detail.preserveCartData`): its
 * Mini-Cart listens to it, and so do third-party scripts.
 *
 * @example
 * document.body.addEventListener( WC_ADDED_TO_CART_EVENT, refresh );
 */
export const WC_ADDED_TO_CART_EVENT = 'wc-blocks_added_to_cart';

/**
 * WooCommerce Blocks' event after a removal (`detail.preserveCartData`).
 *
 * @example
 * document.body.addEventListener( WC_REMOVED_FROM_CART_EVENT, refresh );
 */
export const WC_REMOVED_FROM_CART_EVENT = 'wc-blocks_removed_from_cart';
