/** Types of the handler layer: the request and response the routes see, their context and results. */

import type { Engine } from '../engine/engine';

/**
 * A request as the routes see it, whatever carried it (MSW, the Node server or
 * a batch item).
 *
 * @example
 * const request: ApiRequest = { method: 'GET', path: '/cart', query: new URLSearchParams(), headers: new Headers(), cookies: {}, body: undefined, restBase: 'http://localhost/wp-json/wc/store/v1' };
 */
export interface ApiRequest {
	method: string;
	/** Route path below the namespace root, e.g. `/cart/add-item` ('' for the root). */
	path: string;
	query: URLSearchParams;
	headers: Headers;
	cookies: Record< string, string >;
	/** Parsed JSON or form body; undefined when there was none. */
	body: unknown;
	/** Absolute URL of the namespace root, for `Link` headers. */
	restBase: string;
}

/**
 * A response before it becomes an HTTP or batch response.
 *
 * @example
 * const response: ApiResponse = { status: 200, headers: {}, cookies: [], body: { items: [] } };
 */
export interface ApiResponse {
	status: number;
	headers: Record< string, string >;
	/** `Set-Cookie` values. */
	cookies: string[];
	/** JSON body; null for 204. */
	body: unknown;
}

/**
 * Everything a route endpoint gets.
 *
 * @example
 * handler: ( { engine, args } ) => ( { status: 200, body: engine.listProducts( args ) } )
 */
export interface RouteContext {
	engine: Engine;
	request: ApiRequest;
	/** Named groups of the route pattern. */
	params: Record< string, string >;
	/** Validated and coerced arguments. */
	args: Record< string, unknown >;
	/** The shopper's session id (cart, checkout and order routes). */
	sessionId: string;
}

/**
 * What an endpoint returns.
 *
 * @example
 * const result: EndpointResult = { status: 201, body: cart };
 */
export interface EndpointResult {
	status: number;
	body: unknown;
	headers?: Record< string, string >;
	/** `Set-Cookie` values to send. */
	cookies?: string[];
}
