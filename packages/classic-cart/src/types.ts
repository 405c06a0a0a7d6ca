/** Types of the classic cart: its settings, its options and what the wc-ajax endpoints answer. */

import type { Fragments } from '@cesta/cart-fragments';

import type { LiveRegion } from './live-region';
import type { RequestQueue } from '@cesta/cart-events';

/**
 * What the page tells the classic cart, in WooCommerce's terms
 * (`wc_add_to_cart_params` and `wc_cart_fragments_params`, see
 * {@link readClassicCartParams}).
 *
 * @example
 * const params: ClassicCartParams = {
 * 	ajaxUrl: '/?wc-ajax=%%endpoint%%',
 * 	cartUrl: '/carrito/',
 * 	isCart: false,
 * 	redirectToCartAfterAdd: false,
 * 	viewCartText: 'Ver carrito',
 * 	cartHashKey: 'wc_cart_hash_0f…',
 * 	fragmentName: 'wc_fragments_0f…',
 * };
 */
export interface ClassicCartParams {
	/** The wc-ajax URL with `%%endpoint%%` where the endpoint name goes (`wc_ajax_url`). */
	ajaxUrl: string;
	/** The cart page (`cart_url`). */
	cartUrl: string;
	/** Whether this page is the cart page: no 'View cart' link then (`is_cart`). */
	isCart: boolean;
	/** Go to the cart page after an add (`cart_redirect_after_add === 'yes'`). */
	redirectToCartAfterAdd: boolean;
	/** Text of the 'View cart' link (`i18n_view_cart`). @default __( 'View cart' ) */
	viewCartText?: string;
	/** Storage key of the cart hash (`wc_cart_fragments_params.cart_hash_key`); nothing is stored without it. */
	cartHashKey?: string;
	/** Session-storage key of the fragments (`wc_cart_fragments_params.fragment_name`). */
	fragmentName?: string;
}

/**
 * Sends the browser to another page. Tests and hosts can pass their own.
 *
 * @example
 * const navigate: Navigate = ( url ) => window.location.assign( url );
 */
export type Navigate = ( url: string ) => void;

/**
 * Options of {@link enhanceClassicCart} besides its parameters.
 *
 * @example
 * enhanceClassicCart( document, params, { navigate: ( url ) => visited.push( url ) } );
 */
export interface ClassicCartOptions {
	/** How to leave the page. @default ( url ) => window.location.assign( url ) */
	navigate?: Navigate;
}

/**
 * What `?wc-ajax=add_to_cart` and `remove_from_cart` answer (spec 1 §3):
 * fragments and the cart hash, or an error with the product's page.
 *
 * @example
 * const answer: WcAjaxCartResponse = { error: true, product_url: '/producto/camiseta/' };
 */
export interface WcAjaxCartResponse {
	error?: boolean;
	product_url?: string;
	fragments?: Fragments;
	cart_hash?: string;
}

/**
 * The `detail` of the `added_to_cart` and `removed_from_cart` events: what
 * WooCommerce passes its jQuery handlers as `( fragments, cart_hash, $button )`.
 *
 * @example
 * document.body.addEventListener( 'added_to_cart', ( event ) => {
 * 	const { fragments, cartHash, button } = ( event as CustomEvent< CartChangedDetail > ).detail;
 * } );
 */
export interface CartChangedDetail {
	/** The fragments as applied, i.e. sanitised. */
	fragments: Fragments;
	cartHash: string;
	/** The add-to-cart button or the remove link that was clicked. */
	button: HTMLElement;
}

/**
 * The `detail` of the `adding_to_cart` event: the button and the fields
 * about to be posted (WooCommerce's `( $button, data )`).
 *
 * @example
 * document.body.addEventListener( 'adding_to_cart', ( event ) => {
 * 	const { data } = ( event as CustomEvent< AddingToCartDetail > ).detail;
 * } );
 */
export interface AddingToCartDetail {
	button: HTMLElement;
	data: Record< string, string >;
}

/**
 * What the add and remove handlers share on one enhanced page.
 *
 * @example
 * const context: ClassicCartContext = { params, navigate, queue: createRequestQueue(), liveRegion: attachLiveRegion() };
 */
export interface ClassicCartContext {
	params: ClassicCartParams;
	navigate: Navigate;
	queue: RequestQueue;
	liveRegion: LiveRegion;
}
