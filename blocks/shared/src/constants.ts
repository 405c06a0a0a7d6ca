/*
 * The names this package agrees on with server markup, host pages and other
 * scripts. The specification gives no timing or limit for mounting; the
 * container width breakpoints (spec §9) live in `@cesta/components`.
 */

/**
 * The attribute WooCommerce's server adds to the first `<div` of every saved
 * block: the block's name (wc-blocks-api §7).
 *
 * @example
 * document.querySelectorAll( `[${ BLOCK_NAME_ATTRIBUTE }]` );
 */
export const BLOCK_NAME_ATTRIBUTE = 'data-block-name';

/**
 * The DOM event that makes blocks inside the cart block's wrapper render:
 * they wait for it because the cart replaces its own markup first. The
 * empty-cart block fires it on the wrapper.
 *
 * @example
 * wrapper.dispatchEvent( new CustomEvent( RENDER_BLOCKS_FRONTEND_EVENT ) );
 */
export const RENDER_BLOCKS_FRONTEND_EVENT = 'wc-blocks_render_blocks_frontend';

/**
 * The wrapper whose blocks wait for `RENDER_BLOCKS_FRONTEND_EVENT`.
 *
 * @example
 * element.closest( CART_BLOCK_WRAPPER_SELECTOR );
 */
export const CART_BLOCK_WRAPPER_SELECTOR = '.wp-block-woocommerce-cart';

/**
 * A host that server-renders a block with this package's own renderer marks
 * the container with this attribute set to `'true'`; only then is the
 * container hydrated instead of rendered afresh.
 *
 * @example
 * <div data-block-name="woocommerce/cart" data-cesta-hydrate="true">…</div>
 */
export const HYDRATE_ATTRIBUTE = 'data-cesta-hydrate';

/**
 * Marks the `<template>` that carries a hydrated block's saved markup, from
 * which the client rebuilds the same block tree the server rendered.
 *
 * @example
 * container.querySelector( `:scope > template[${ SAVED_MARKUP_ATTRIBUTE }]` );
 */
export const SAVED_MARKUP_ATTRIBUTE = 'data-cesta-block-markup';

/**
 * Marks the element holding a hydrated block's server-rendered HTML: React
 * hydrates this element, not the container.
 *
 * @example
 * container.querySelector( `:scope > [${ HYDRATION_ROOT_ATTRIBUTE }]` );
 */
export const HYDRATION_ROOT_ATTRIBUTE = 'data-cesta-block-root';

/**
 * The class a server puts on a block container until its script has run.
 *
 * @example
 * container.classList.remove( LOADING_CLASS_NAME );
 */
export const LOADING_CLASS_NAME = 'is-loading';

/**
 * The class of the element shown while a lazy block loads.
 *
 * @example
 * <Suspense fallback={ <div className={ PLACEHOLDER_CLASS_NAME } /> }>
 */
export const PLACEHOLDER_CLASS_NAME = 'wc-block-placeholder';
