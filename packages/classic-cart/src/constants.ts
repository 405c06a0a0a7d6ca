/** Names the classic storefront markup and WooCommerce's scripts agree on, and the few timings they use. */

import { CART_FRAGMENTS_EVENT } from '@cesta/cart-fragments';

/**
 * The classic add-to-cart buttons this package sends through wc-ajax:
 * WooCommerce's `add_to_cart_button ajax_add_to_cart`, except the ones its
 * blocks already drive (`wc-interactive`). A button without a
 * `data-product_id` stays an ordinary link.
 *
 * @example
 * target.closest( AJAX_ADD_TO_CART_SELECTOR );
 */
export const AJAX_ADD_TO_CART_SELECTOR =
	'.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';

/**
 * The classic mini cart's remove links (`data-cart_item_key`, `href` to
 * `?remove_item=…&_wpnonce=…`).
 *
 * @example
 * target.closest( REMOVE_FROM_CART_SELECTOR );
 */
export const REMOVE_FROM_CART_SELECTOR = '.remove_from_cart_button';

/**
 * The mini-cart row a remove link belongs to; it is marked busy while its
 * removal is under way.
 *
 * @example
 * link.closest( MINI_CART_ITEM_SELECTOR );
 */
export const MINI_CART_ITEM_SELECTOR = '.woocommerce-mini-cart-item';

/**
 * The classes of the button's states (spec 1 §4: idle, loading, added).
 *
 * @example
 * button.classList.add( BUTTON_CLASS.loading );
 */
export const BUTTON_CLASS = { loading: 'loading', added: 'added' } as const;

/**
 * The classes of the 'View cart' link placed after an added button, as
 * WooCommerce writes it (themes style them).
 *
 * @example
 * link.className = VIEW_CART_LINK_CLASS;
 */
export const VIEW_CART_LINK_CLASS = 'added_to_cart wc-forward';

/**
 * The wc-ajax endpoints this package calls (spec 1 §7).
 *
 * @example
 * endpointUrl( params, WC_AJAX_ENDPOINT.addToCart );
 */
export const WC_AJAX_ENDPOINT = {
	addToCart: 'add_to_cart',
	removeFromCart: 'remove_from_cart',
} as const;

/**
 * The events WooCommerce's `add-to-cart.js` triggers on `document.body`
 * with jQuery; here they are DOM `CustomEvent`s of the same names whose
 * `detail` carries what jQuery passed as extra arguments.
 *
 * @example
 * document.body.addEventListener( CLASSIC_EVENT.addedToCart, ( event ) => {} );
 */
export const CLASSIC_EVENT = {
	addingToCart: 'adding_to_cart',
	addedToCart: CART_FRAGMENTS_EVENT.addedToCart,
	removedFromCart: CART_FRAGMENTS_EVENT.removedFromCart,
	fragmentsLoaded: CART_FRAGMENTS_EVENT.loaded,
	buttonUpdated: 'wc_cart_button_updated',
} as const;

/**
 * The class of the polite live region WooCommerce's add-to-cart script
 * announces a button's `data-success_message` in.
 *
 * @example
 * document.querySelector( `.${ LIVE_REGION_CLASS }` );
 */
export const LIVE_REGION_CLASS = 'widget_shopping_cart_live_region';

/**
 * How long after a cart change the success message is announced, in
 * milliseconds, so a screen reader notices the change even when the answer
 * was fast (WooCommerce's value).
 *
 * @example
 * setTimeout( announce, LIVE_REGION_DELAY_MS );
 */
export const LIVE_REGION_DELAY_MS = 1000;

/**
 * WooCommerce Blocks' event before an add; its Mini-Cart starts loading its
 * drawer on the first one. (`@cesta/cart-events` names the added and removed
 * events.)
 *
 * @example
 * document.body.addEventListener( WC_ADDING_TO_CART_EVENT, prefetchDrawer, { once: true } );
 */
export const WC_ADDING_TO_CART_EVENT = 'wc-blocks_adding_to_cart';

/**
 * The classes of the blocking overlay and its message, jQuery BlockUI's,
 * which WooCommerce's and themes' stylesheets style (the overlay's spinner).
 *
 * @example
 * element.querySelector( '.blockOverlay' );
 */
export const BLOCK_OVERLAY_CLASS = {
	overlay: 'blockUI blockOverlay',
	message: 'blockUI blockMsg blockElement',
} as const;

/**
 * How opaque the blocking overlay's white is, from 0 to 1 (WooCommerce's
 * `overlayCSS: { opacity: 0.6 }`): what is under it stays readable.
 *
 * @example
 * overlay.style.opacity = String( BLOCK_OVERLAY_OPACITY );
 */
export const BLOCK_OVERLAY_OPACITY = 0.6;
