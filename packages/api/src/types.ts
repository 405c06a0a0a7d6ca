/** Types of the Store API client: requests, results, preloaded responses, settings, collections, routes. */

/**
 * HTTP methods the Store API uses.
 *
 * @example
 * const method: StoreApiMethod = 'POST';
 */
export type StoreApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One request to the Store API (or any route under the REST root).
 *
 * @example
 * const options: StoreApiRequestOptions = {
 * 	path: '/wc/store/v1/cart/add-item',
 * 	method: 'POST',
 * 	data: { id: 17, quantity: 1 },
 * };
 */
export interface StoreApiRequestOptions {
	/** Relative to the REST root, e.g. `/wc/store/v1/cart?context=view`. */
	path: string;
	/** @default 'GET' */
	method?: StoreApiMethod;
	/** JSON body. */
	data?: unknown;
	/** Extra request headers; sent with the sub-request when batched. */
	headers?: Record< string, string >;
	/** Aborting rejects with `abort_error`, also while waiting in a batch. */
	signal?: AbortSignal;
	/** The fetch cache mode, e.g. `'no-store'` for the cart. */
	cache?: RequestCache;
}

/**
 * What a caller gets back: the parsed body, the headers (a real `Headers`, so
 * names are case-insensitive, also for batched calls) and the HTTP status.
 *
 * @example
 * const { response, headers, status } = await apiFetchWithHeaders< CartResponse >( { path: '/wc/store/v1/cart' } );
 * headers.get( 'cart-hash' );
 */
export interface ApiResult< T = unknown > {
	response: T;
	headers: Headers;
	status: number;
}

/**
 * Header values as they come from a plain response (strings) or from a batch
 * item (JSON-decoded PHP values: numbers and string lists too).
 *
 * @example
 * const headers: HeaderValues = { Nonce: 'abc', 'Nonce-Timestamp': 1795644290, 'User-ID': 0 };
 */
export type HeaderValues = Record<
	string,
	string | number | boolean | string[] | null | undefined
>;

/**
 * A response the host page preloaded, in the shape of WordPress's
 * `createPreloadingMiddleware` data.
 *
 * @example
 * const cart: PreloadedResponse = { body: cartResponse, headers: { 'Cart-Hash': '6c92…' } };
 */
export interface PreloadedResponse {
	body: unknown;
	headers?: HeaderValues;
	/** @default 200 */
	status?: number;
}

/**
 * Client settings; every field is optional and only given fields change.
 *
 * @example
 * configureStoreApi( { root: 'https://shop.example/wp-json/', cartToken: tokenFromStorage } );
 */
export interface StoreApiConfig {
	/** The REST root URL, e.g. `https://shop.example/wp-json/` or `/?rest_route=/`. */
	root?: string;
	/**
	 * A `Cart-Token` for headless sessions; sent on every Store API request and
	 * kept up to date from responses. `null` turns token mode off.
	 */
	cartToken?: string | null;
}

/**
 * What `getCollection` asks for.
 *
 * @example
 * const request: CollectionRequest = {
 * 	namespace: 'wc/store/v1',
 * 	resourceName: 'products/collection-data',
 * 	query: { calculate_price_range: true },
 * };
 */
export interface CollectionRequest {
	/** E.g. `wc/store/v1`. */
	namespace: string;
	/** The route without placeholders, e.g. `products`, `products/attributes/terms`. */
	resourceName: string;
	/** Query arguments; nested objects and arrays are encoded as PHP expects. */
	query?: Record< string, unknown > | null;
	/** Values for the route's placeholders, in order. */
	ids?: Array< string | number >;
}

/**
 * A collection answer: the body and the response headers (`X-WP-Total`, …).
 *
 * @example
 * const { items, headers } = await getCollection< ProductResponse[] >( request );
 * Number( headers.get( 'x-wp-total' ) );
 */
export interface CollectionResult< T = unknown > {
	items: T;
	headers: Headers;
}

/**
 * One placeholder of a route, e.g. `(?P<id>[\d]+)` gives `{ name: 'id', pattern: '[\d]+' }`.
 *
 * @example
 * const placeholder: RoutePlaceholder = { name: 'key', pattern: '[\\w-]{32}' };
 */
export interface RoutePlaceholder {
	name: string;
	pattern: string;
}

/**
 * A route of a resource and its placeholders.
 *
 * @example
 * const entry: RouteEntry = {
 * 	route: '/wc/store/v1/products/(?P<id>[\\d]+)',
 * 	placeholders: [ { name: 'id', pattern: '[\\d]+' } ],
 * };
 */
export interface RouteEntry {
	route: string;
	placeholders: RoutePlaceholder[];
}

/**
 * The routes of one namespace by resource name (the route with its
 * placeholders removed).
 *
 * @example
 * routes[ 'products' ]; // [ { route: '/wc/store/v1/products', … }, { route: '…/(?P<id>[\\d]+)', … } ]
 */
export type NamespaceRoutes = Record< string, RouteEntry[] >;

/**
 * Options of the typed route helpers.
 *
 * @example
 * fetchCart( { signal: controller.signal } );
 */
export interface RouteCallOptions {
	signal?: AbortSignal;
}

/**
 * Options of `placeOrder`: with an `idempotencyKey` the request names its
 * attempt (`Idempotency-Key`), so a repeat of it cannot place a second order
 * on a server that honours the header.
 *
 * @example
 * placeOrder( body, { idempotencyKey: newIdempotencyKey() } );
 */
export interface PlaceOrderOptions extends RouteCallOptions {
	idempotencyKey?: string;
}

/**
 * What `window.wcBlocksMiddlewareConfig` may hold: WooCommerce's PHP prints
 * `wcStoreApiNonceTimestamp`, its JS reads `storeApiNonceTimestamp`; both work.
 *
 * @example
 * window.wcBlocksMiddlewareConfig = { storeApiNonce: 'f3a1…', wcStoreApiNonceTimestamp: '1795644289' };
 */
export interface MiddlewareConfig {
	storeApiNonce?: string;
	storeApiNonceTimestamp?: string | number;
	wcStoreApiNonceTimestamp?: string | number;
}

declare global {
	interface Window {
		/** Printed by the host before our scripts: the first Store API nonce. */
		wcBlocksMiddlewareConfig?: MiddlewareConfig;
		/** WordPress's REST settings; `root` is the REST root URL. */
		wpApiSettings?: { root?: string; nonce?: string };
	}
}
