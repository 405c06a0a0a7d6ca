/** The Mini-Cart's names and the limits it works within. */

/**
 * The block's name, as WooCommerce's page markup carries it in
 * `data-block-name`.
 *
 * @example
 * document.querySelectorAll( `[data-block-name="${ MINI_CART_BLOCK_NAME }"]` );
 */
export const MINI_CART_BLOCK_NAME = 'woocommerce/mini-cart';

/**
 * The class of the block's wrapper (WooCommerce's).
 *
 * @example
 * element.classList.contains( MINI_CART_CLASS_NAME );
 */
export const MINI_CART_CLASS_NAME = 'wc-block-mini-cart';

/**
 * The class of the header button.
 *
 * @example
 * element.querySelector( `.${ MINI_CART_BUTTON_CLASS_NAME }` );
 */
export const MINI_CART_BUTTON_CLASS_NAME = 'wc-block-mini-cart__button';

/**
 * The class of the item count badge.
 *
 * @example
 * element.querySelector( `.${ MINI_CART_BADGE_CLASS_NAME }` )?.textContent; // '2'
 */
export const MINI_CART_BADGE_CLASS_NAME = 'wc-block-mini-cart__badge';

/**
 * The class of the cart total beside the icon.
 *
 * @example
 * element.querySelector( `.${ MINI_CART_AMOUNT_CLASS_NAME }` )?.textContent; // '€79.98'
 */
export const MINI_CART_AMOUNT_CLASS_NAME = 'wc-block-mini-cart__amount';

/**
 * The class of the error shown when the drawer could not be loaded.
 *
 * @example
 * element.querySelector( `.${ MINI_CART_ERROR_CLASS_NAME }` );
 */
export const MINI_CART_ERROR_CLASS_NAME = 'wc-block-mini-cart__error';

/**
 * The class of the element holding the drawer's contents template in the
 * page: a `<template>` (inert: parsed, never rendered) as Cesta prints it, or
 * WooCommerce's hidden `div` inside its drawer markup.
 *
 * @example
 * wrapper.querySelector( `.${ MINI_CART_TEMPLATE_PART_CLASS_NAME }` );
 */
export const MINI_CART_TEMPLATE_PART_CLASS_NAME = 'wc-block-mini-cart__template-part';

/**
 * How long the "could not open the cart" message shows before the browser
 * follows the cart link (long enough to be announced).
 *
 * @example
 * setTimeout( () => navigate( cartUrl ), DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS );
 */
export const DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS = 1500;
