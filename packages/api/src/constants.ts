/**
 * The constants of the Store API client: the specification's batching limits,
 * the storage keys and cookies WooCommerce uses (so a cart cached by a
 * WooCommerce page is read here, and the reverse), header names and routes.
 */

/** How long non-GET calls wait to be sent together as one `POST /batch` (spec 2 §7, §9). */
export const BATCH_DELAY_MS = 300;

/** At most this many requests go in one `POST /batch` (spec 2 §9; the server's `maxItems`). */
export const MAX_BATCH_SIZE = 25;

/** The Store API namespace every cart and checkout route lives under. */
export const STORE_API_NAMESPACE = 'wc/store/v1';

/** The server accepts a batch only when every sub-request path contains this. */
export const STORE_API_PATH_MARKER = 'wc/store';

/** The batch route, relative to the REST root. */
export const BATCH_ROUTE = '/wc/store/v1/batch';

/** REST root used when neither `configureStoreApi` nor `window.wpApiSettings.root` gives one. */
export const DEFAULT_API_ROOT = '/wp-json/';

/** localStorage key of the nonce and its timestamp: `{ nonce, timestamp }`. */
export const NONCE_STORAGE_KEY = 'storeApiNonce';

/** localStorage key of the last `Cart-Hash` response header. */
export const CART_HASH_STORAGE_KEY = 'storeApiCartHash';

/** localStorage key of the cached cart (a `CartResponse` as JSON). */
export const CART_DATA_STORAGE_KEY = 'storeApiCartData';

/**
 * localStorage key of the time (ms since the epoch, this browser's clock) of
 * the last cart write the server answered: the cached cart is not trusted
 * once the session may have expired since (`CART_SESSION_LIFETIME_MS`).
 */
export const CART_WRITTEN_AT_STORAGE_KEY = 'cestaCartWrittenAt';

/**
 * How long the server keeps a shopper's cart session after its last write:
 * WooCommerce's `wc_session_expiration` default, 48 h. A cached cart older
 * than that may be a cart the server no longer has.
 */
export const CART_SESSION_LIFETIME_MS = 172_800_000;

/** Cookie the server sets while the cart has items. */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';

/** Cookie holding the server's hash of the current cart. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** Request and response header carrying the Store API nonce. */
export const NONCE_HEADER = 'Nonce';

/** Response header: unix time (seconds) at which the nonce was issued. */
export const NONCE_TIMESTAMP_HEADER = 'Nonce-Timestamp';

/** Response header: the server's hash of the cart. */
export const CART_HASH_HEADER = 'Cart-Hash';

/** Request and response header for headless sessions; replaces the nonce and the cookie. */
export const CART_TOKEN_HEADER = 'Cart-Token';

/**
 * Request header naming one attempt at placing an order: the simulation
 * (and any server that honours it) answers a repeat with the first answer,
 * never a second order. WooCommerce ignores it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Response header: the current user's id, 0 for guests. */
export const USER_ID_HEADER = 'User-ID';

/** Response header of collections; a unix timestamp string on the real server. */
export const LAST_MODIFIED_HEADER = 'Last-Modified';

/** Query argument asking WordPress to answer in the site's locale, added to writes. */
export const LOCALE_QUERY_ARG = '_locale';

/** Value of `LOCALE_QUERY_ARG` for Store API writes. */
export const SITE_LOCALE_VALUE = 'site';

/** Query argument of the draft-order sync `PUT /checkout`. */
export const CALC_TOTALS_QUERY_ARG = '__experimental_calc_totals';

/**
 * Routes that are never batched (spec 2 §7): selecting a rate must answer at
 * once and can be aborted; every `/checkout` call (POST, and the
 * `PUT ?__experimental_calc_totals=true` draft sync) needs its own response.
 */
export const UNBATCHED_ROUTES: readonly RegExp[] = Object.freeze( [
	/\/cart\/select-shipping-rate(?:[/?#]|$)/,
	/\/checkout(?:[/?#]|$)/,
] );

/** Routes that need a nonce even for GET (the server checks every `/checkout` method). */
export const NONCE_ON_EVERY_METHOD_ROUTES: readonly RegExp[] = Object.freeze( [
	/\/wc\/store(?:\/v\d+)?\/checkout(?:[/?#]|$)/,
] );

/** Query arguments that only page or order a listing (spec 1 §7). */
export const PAGING_AND_ORDERING_QUERY_ARGS: readonly string[] = Object.freeze( [
	'page',
	'per_page',
	'offset',
	'orderby',
	'order',
] );

/**
 * Collections whose answer aggregates the whole result set, so paging and
 * ordering cannot change it: those arguments are dropped from the request
 * and from the cache key. Item listings (`products`) keep them.
 */
export const AGGREGATE_COLLECTION_RESOURCES: readonly string[] = Object.freeze( [
	'products/collection-data',
] );

/** The `wcSettings` key where a host prints preloaded responses. */
export const PRELOADED_REQUESTS_SETTING = 'preloadedApiRequests';

/** Server code: the request carried no nonce (HTTP 401). */
export const MISSING_NONCE_CODE = 'woocommerce_rest_missing_nonce';

/** Server code: the nonce was wrong or stale (HTTP 403). */
export const INVALID_NONCE_CODE = 'woocommerce_rest_invalid_nonce';

/**
 * Codes of the errors this client makes itself. Server codes pass through
 * unchanged.
 */
export const CLIENT_ERROR_CODES = Object.freeze( {
	/** The body was not JSON. */
	invalidJson: 'invalid_json',
	/** The request never got an answer. */
	fetch: 'fetch_error',
	/** The browser reports being offline. */
	offline: 'offline_error',
	/** The caller aborted the request. */
	abort: 'abort_error',
	/** A batch answer, or one of its items, did not have the expected shape. */
	responseNotValid: 'response_not_valid',
	/** An HTTP error whose body was JSON but not an error object. */
	http: 'http_error',
	/** `GET /cart` gave nothing or something that is not a cart (spec 2 §8). */
	cartApi: 'cart_api_error',
	/** The request options were wrong; nothing was sent. */
	invalidRequest: 'invalid_request',
	/** Route discovery: unknown namespace. */
	noRouteForNamespace: 'no_route_for_namespace',
	/** Route discovery: unknown resource name. */
	noRouteForResource: 'no_route_for_resource',
	/** Route discovery: no route takes that many ids. */
	noRouteForIds: 'no_route_for_ids',
} as const );

/** HTTP status used for errors that never reached the server. */
export const NO_RESPONSE_STATUS = 0;

/** HTTP status of `cart_api_error` (spec 2 §8). */
export const CART_API_ERROR_STATUS = 500;

/** HTTP status given to route-discovery errors. */
export const NO_ROUTE_STATUS = 404;
