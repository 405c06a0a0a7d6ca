/** The names WooCommerce's store notice and coming-soon banner markup use, and the timings of spec 1 §9. */

/**
 * Store notice focus delay, in milliseconds (spec 1 §9): how long after the
 * page is ready (or after a classic cart update) the first alert notice
 * receives focus, so screen readers announce it once it is in place.
 *
 * @example
 * setTimeout( () => notice.focus(), STORE_NOTICE_FOCUS_DELAY_MS );
 */
export const STORE_NOTICE_FOCUS_DELAY_MS = 500;

/**
 * The notices that receive focus after {@link STORE_NOTICE_FOCUS_DELAY_MS}:
 * WooCommerce's classic and block notice banners that are alerts.
 *
 * @example
 * document.querySelector( FOCUSED_NOTICE_SELECTOR );
 */
export const FOCUSED_NOTICE_SELECTOR = [
	'woocommerce-message',
	'woocommerce-error',
	'wc-block-components-notice-banner',
]
	.map( ( className ) => `.${ className }[role="alert"]` )
	.join( ', ' );

/**
 * The page events after which WooCommerce focuses the first alert notice
 * again: a classic cart's item removed, the classic cart's markup replaced.
 *
 * @example
 * document.body.addEventListener( NOTICE_REFOCUS_EVENTS[ 0 ], focusFirstAlertNotice );
 */
export const NOTICE_REFOCUS_EVENTS: readonly string[] = Object.freeze( [
	'item_removed_from_classic_cart',
	'updated_wc_div',
] );

/**
 * The store notice WooCommerce prints (`p.woocommerce-store-notice.demo_store`).
 *
 * @example
 * document.querySelectorAll( STORE_NOTICE_SELECTOR );
 */
export const STORE_NOTICE_SELECTOR = '.woocommerce-store-notice';

/**
 * The store notice's dismiss link.
 *
 * @example
 * notice.querySelector( STORE_NOTICE_DISMISS_SELECTOR );
 */
export const STORE_NOTICE_DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link';

/**
 * The start of the cookie that records a dismissed store notice: the
 * notice's `data-notice-id` follows it (`store_notice{id}`).
 *
 * @example
 * document.cookie = `${ STORE_NOTICE_COOKIE_PREFIX }${ noticeId }=hidden; path=/`;
 */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';

/**
 * The value of a dismissed store notice's cookie.
 *
 * @example
 * cookieValue === STORE_NOTICE_HIDDEN_VALUE;
 */
export const STORE_NOTICE_HIDDEN_VALUE = 'hidden';

/**
 * The tags a store notice's message keeps: inline formatting and links (it
 * is printed inside a paragraph).
 *
 * @example
 * sanitizeHTML( message, { tags: STORE_NOTICE_ALLOWED_TAGS, attr: STORE_NOTICE_ALLOWED_ATTR } );
 */
export const STORE_NOTICE_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'a',
	'strong',
	'b',
	'em',
	'i',
	'span',
	'br',
] );

/**
 * The attributes a store notice's message keeps.
 *
 * @example
 * STORE_NOTICE_ALLOWED_ATTR.includes( 'href' ); // true
 */
export const STORE_NOTICE_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	'href',
	'class',
	'target',
	'rel',
] );

/**
 * The `id` of WooCommerce's coming-soon footer banner.
 *
 * @example
 * document.getElementById( COMING_SOON_BANNER_ID );
 */
export const COMING_SOON_BANNER_ID = 'coming-soon-footer-banner';

/**
 * The coming-soon banner's dismiss control, which carries the REST URL
 * (`data-rest-url`) and nonce (`data-rest-nonce`) of the dismissal.
 *
 * @example
 * banner.querySelector( COMING_SOON_DISMISS_SELECTOR );
 */
export const COMING_SOON_DISMISS_SELECTOR = '.coming-soon-footer-banner-dismiss';

/**
 * The user meta the dismissal sets to `yes` (spec 1 §7:
 * `woocommerce_meta[coming_soon_banner_dismissed]`).
 *
 * @example
 * body.set( `woocommerce_meta[${ COMING_SOON_BANNER_DISMISSED_META }]`, 'yes' );
 */
export const COMING_SOON_BANNER_DISMISSED_META = 'coming_soon_banner_dismissed';

/**
 * The header WordPress's REST API reads the nonce from.
 *
 * @example
 * headers[ WP_NONCE_HEADER ] = nonce;
 */
export const WP_NONCE_HEADER = 'X-WP-Nonce';
