/** The names and timings WooCommerce's cart-fragments script and its hosts agree on (spec 1 §4, §7, §9). */

/**
 * Cart fragments refresh and expiry, in milliseconds (spec 1 §9: 24 hours,
 * 864e5 ms): stored fragments older than this are not used, and a page left
 * open asks for fresh ones this long after the last refresh.
 *
 * @example
 * setTimeout( refresh, CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS );
 */
export const CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS = 864e5;

/**
 * How long a `get_refreshed_fragments` request may take, in milliseconds,
 * when the page configures no `request_timeout` (WooCommerce's default).
 *
 * @example
 * readCartFragmentsParams( { wc_cart_fragments_params: { wc_ajax_url } } )?.requestTimeoutMs; // 5000
 */
export const FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS = 5000;

/**
 * The cookie WooCommerce sets to the hash of the shopper's cart; it exists
 * only while there is a cart session, and stored fragments are used only
 * when their hash is the cookie's.
 *
 * @example
 * readCookie( CART_HASH_COOKIE );
 */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/**
 * The fragment of the classic mini cart widget: stored fragments without it
 * are not worth applying (WooCommerce asks the server then).
 *
 * @example
 * stored.fragments[ MINI_CART_FRAGMENT_SELECTOR ];
 */
export const MINI_CART_FRAGMENT_SELECTOR = 'div.widget_shopping_cart_content';

/**
 * The classic mini cart widget's content, emptied when the browser shows
 * the page again from its back-forward cache (its cart may be old).
 *
 * @example
 * document.querySelectorAll( MINI_CART_CONTENT_SELECTOR );
 */
export const MINI_CART_CONTENT_SELECTOR = '.widget_shopping_cart_content';

/**
 * The wc-ajax endpoint that answers the cart's fragments and hash (spec 1 §7).
 *
 * @example
 * wcAjaxEndpointUrl( '/?wc-ajax=%%endpoint%%', GET_REFRESHED_FRAGMENTS_ENDPOINT );
 */
export const GET_REFRESHED_FRAGMENTS_ENDPOINT = 'get_refreshed_fragments';

/**
 * The placeholder WooCommerce's `wc_ajax_url` carries for the endpoint name.
 *
 * @example
 * '/?wc-ajax=%%endpoint%%'.replace( WC_AJAX_ENDPOINT_PLACEHOLDER, 'add_to_cart' );
 */
export const WC_AJAX_ENDPOINT_PLACEHOLDER = '%%endpoint%%';

/**
 * The page events of cart fragments, WooCommerce's jQuery events as DOM
 * `CustomEvent`s of the same names on `document.body`: `refreshed` after
 * fragments came from the server, `loaded` after stored or just-changed
 * fragments were applied, `ajaxError` when a refresh failed (spec 1 §8);
 * `refresh` and `updatedWcDiv` ask for a refresh; `addedToCart` and
 * `removedFromCart` (`detail: { fragments, cartHash }`) bring a changed
 * cart's fragments to store.
 *
 * @example
 * document.body.addEventListener( CART_FRAGMENTS_EVENT.ajaxError, showOfflineHint );
 * document.body.dispatchEvent( new CustomEvent( CART_FRAGMENTS_EVENT.refresh ) );
 */
export const CART_FRAGMENTS_EVENT = {
	refreshed: 'wc_fragments_refreshed',
	loaded: 'wc_fragments_loaded',
	ajaxError: 'wc_fragments_ajax_error',
	refresh: 'wc_fragment_refresh',
	updatedWcDiv: 'updated_wc_div',
	addedToCart: 'added_to_cart',
	removedFromCart: 'removed_from_cart',
} as const;

/**
 * The session-storage key WooCommerce's cart-fragments script keeps the
 * cart's creation time under (the fragments expire a day after it).
 *
 * @example
 * sessionStorage.getItem( CART_CREATED_STORAGE_KEY );
 */
export const CART_CREATED_STORAGE_KEY = 'wc_cart_created';

/**
 * Tags a cart fragment keeps: what the classic mini cart, cart counters and
 * totals are made of. `@cesta/sanitize` removes forms and their controls
 * whatever a list says, so a fragment cannot bring any.
 *
 * @example
 * sanitizeHTMLOrText( html, { tags: FRAGMENT_ALLOWED_TAGS, attr: FRAGMENT_ALLOWED_ATTR } );
 */
export const FRAGMENT_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'div',
	'span',
	'p',
	'ul',
	'ol',
	'li',
	'dl',
	'dt',
	'dd',
	'a',
	'img',
	'strong',
	'b',
	'em',
	'i',
	'small',
	'bdi',
	'del',
	'ins',
	'abbr',
	'br',
] );

/**
 * Attributes a cart fragment keeps: links and images, classes for the
 * theme's styles, the labels screen readers need, and the data attributes
 * the remove links and buttons are driven by.
 *
 * @example
 * FRAGMENT_ALLOWED_ATTR.includes( 'data-cart_item_key' ); // true
 */
export const FRAGMENT_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	'class',
	'href',
	'target',
	'rel',
	'title',
	'role',
	'aria-label',
	'aria-hidden',
	'aria-live',
	'src',
	'srcset',
	'sizes',
	'alt',
	'width',
	'height',
	'loading',
	'decoding',
	'data-product_id',
	'data-product_sku',
	'data-cart_item_key',
	'data-quantity',
] );
