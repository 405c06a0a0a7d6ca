/** The demo theme's constants, shared by the server's markup and the theme's browser script. */

/**
 * The attribute marking the item count of the header's cart link on the
 * cart and checkout pages: the server prints the count; on the cart page
 * the theme's header script (`src/theme/`) writes every change of the cart
 * store into it.
 *
 * @example
 * document.querySelector( `[${ HEADER_CART_COUNT_ATTRIBUTE }]` )?.textContent; // '3'
 */
export const HEADER_CART_COUNT_ATTRIBUTE = 'data-cesta-header-cart-count';
