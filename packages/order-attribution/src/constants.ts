/** The spec's order-attribution constants (spec 1 §3, §9) and the names WooCommerce and sourcebuster.js use for the same data. */

/**
 * How long the tracking cookies live, in months (spec 1 §9: default 6 months).
 *
 * @example
 * const days = TRACKING_COOKIE_LIFETIME_MONTHS * TRACKING_COOKIE_DAYS_PER_MONTH; // 180
 */
export const TRACKING_COOKIE_LIFETIME_MONTHS = 6;

/**
 * Days in one month of the tracking cookie lifetime (spec 1 §9: 30 days each).
 *
 * @example
 * const ms = months * TRACKING_COOKIE_DAYS_PER_MONTH * 24 * 60 * 60 * 1000;
 */
export const TRACKING_COOKIE_DAYS_PER_MONTH = 30;

/**
 * How long a tracking session lasts after the last page view, in minutes
 * (spec 1 §9: default 30 minutes).
 *
 * @example
 * const ms = TRACKING_SESSION_LENGTH_MINUTES * 60 * 1000;
 */
export const TRACKING_SESSION_LENGTH_MINUTES = 30;

/**
 * The delimiter between the fields of one tracking cookie value (spec 1 §3:
 * the triple bar), as in `typ=utm|||src=google`.
 *
 * @example
 * 'typ=typein|||src=(direct)'.split( TRACKING_FIELD_DELIMITER );
 */
export const TRACKING_FIELD_DELIMITER = '|||';

/**
 * The prefix of the hidden inputs of classic forms (WooCommerce's
 * `wc_order_attribution_`): `wc_order_attribution_source_type`, …
 *
 * @example
 * form.elements.namedItem( `${ ORDER_ATTRIBUTION_FIELD_PREFIX }source_type` );
 */
export const ORDER_ATTRIBUTION_FIELD_PREFIX = 'wc_order_attribution_';

/**
 * The namespace of the block checkout's `extensions` the data is sent under.
 *
 * @example
 * body.extensions[ ORDER_ATTRIBUTION_EXTENSION_NAMESPACE ].source_type; // 'utm'
 */
export const ORDER_ATTRIBUTION_EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

/**
 * The global WooCommerce prints the parameters in (`wc_order_attribution.params`).
 *
 * @example
 * const params = ( window as any )[ ORDER_ATTRIBUTION_PARAMS_GLOBAL ]?.params;
 */
export const ORDER_ATTRIBUTION_PARAMS_GLOBAL = 'wc_order_attribution';

/**
 * The checkout store's key, named as a string so this package needs no store.
 *
 * @example
 * registry.dispatch( CHECKOUT_STORE_KEY );
 */
export const CHECKOUT_STORE_KEY = 'wc/store/checkout';

/**
 * The tracking cookies, by what they hold (sourcebuster.js's names, so a
 * shop switching between WooCommerce's script and ours keeps its visitors).
 *
 * @example
 * jar.get( TRACKING_COOKIES.current ); // 'typ=organic|||src=google|||…'
 */
export const TRACKING_COOKIES = {
	/** Marks the cookie format as current (sourcebuster's migration record). */
	migrations: 'sbjs_migrations',
	/** Source of the current visit: type, source, medium, campaign, … */
	current: 'sbjs_current',
	/** When and where the current visit began: first-visit time, entrance point, referrer. */
	currentAdd: 'sbjs_current_add',
	/** Source of the first visit. */
	first: 'sbjs_first',
	/** When and where the first visit began. */
	firstAdd: 'sbjs_first_add',
	/** The visitor: number of visits, IP placeholder, user agent. */
	udata: 'sbjs_udata',
	/** The session: pages seen and the current page; it expires after the session length. */
	session: 'sbjs_session',
	/** Promo code cookie of sourcebuster; never written here, only cleared. */
	promo: 'sbjs_promo',
} as const;

/**
 * The value of the migrations cookie: sourcebuster's one migration, applied.
 *
 * @example
 * jar.set( TRACKING_COOKIES.migrations, TRACKING_MIGRATIONS_VALUE, expires );
 */
export const TRACKING_MIGRATIONS_VALUE = '1418474375998=1';

/**
 * The value of a field with nothing to say (sourcebuster's `(none)`).
 *
 * @example
 * source.cmp === NONE; // no campaign
 */
export const NONE = '(none)';

/**
 * The source of a direct visit (typed in or bookmarked).
 *
 * @example
 * source.src === DIRECT_SOURCE;
 */
export const DIRECT_SOURCE = '(direct)';
