/** Between the wire and the routes: body parsing and limits, route paths, method override, serialising. */

import { MAX_REQUEST_BODY_BYTES } from '../engine/core/constants';
import { StoreApiError } from '../engine/core/errors';
import type { Engine } from '../engine/engine';
import { parsePhpQuery } from './php-query';
import { errorResponse } from './responses';
import type { ApiRequest, ApiResponse } from './types';

/**
 * A body read from the wire: parsed, or the error response to send instead.
 *
 * @example
 * const parsed = parseBody( engine, 'application/json', '{"id":17}' ); // { body: { id: 17 } }
 */
export type ParsedBody = { body: unknown } | { error: ApiResponse };

/**
 * The 413 answer for bodies over the limit: nginx's `client_max_body_size`
 * stops such requests before WordPress, the mock answers in the Store API's
 * error shape so clients can handle it like any other error.
 *
 * @example
 * tooLarge( engine ).status; // 413
 */
export function tooLarge( engine: Engine ): ApiResponse {
	return errorResponse(
		new StoreApiError( 'rest_request_too_large', 413, engine.context.t( 'requestTooLarge' ) )
	);
}

/**
 * Parses a request body as WordPress does: JSON when the content type says so
 * (invalid JSON is `rest_invalid_json`), form fields PHP-style otherwise.
 *
 * @example
 * parseBody( engine, 'application/json', '{oops' ); // { error: 400 rest_invalid_json }
 */
export function parseBody( engine: Engine, contentType: string, text: string ): ParsedBody {
	if ( text.length > MAX_REQUEST_BODY_BYTES ) {
		return { error: tooLarge( engine ) };
	}
	if ( text.trim() === '' ) {
		return { body: undefined };
	}
	if (
		contentType.includes( 'json' ) ||
		( ! contentType.includes( 'form' ) && /^\s*[[{]/.test( text ) )
	) {
		try {
			return { body: JSON.parse( text ) };
		} catch ( error ) {
			return {
				error: errorResponse(
					new StoreApiError(
						'rest_invalid_json',
						400,
						engine.context.t( 'invalidJson' ),
						{
							json_error_code: 4,
							json_error_message:
								error instanceof Error ? error.message : 'Syntax error',
						}
					)
				),
			};
		}
	}
	return { body: parsePhpQuery( new URLSearchParams( text ) ) };
}

/**
 * The route path below the namespace root in a URL path, or null when the URL
 * is not under it.
 *
 * @example
 * routePathOf( '/wp-json/wc/store/v1/cart/', '/wc/store/v1' ); // '/cart'
 */
export function routePathOf( pathname: string, root: string ): string | null {
	const index = pathname.indexOf( root );
	if ( index === -1 ) {
		return null;
	}
	const rest = pathname.slice( index + root.length );
	if ( rest !== '' && ! rest.startsWith( '/' ) ) {
		return null;
	}
	return rest.replace( /\/+$/, '' );
}

/**
 * The method WordPress serves: the `_method` query argument, else the
 * `X-HTTP-Method-Override` header, else the HTTP method. `@wordpress/api-fetch`
 * sends PUT and DELETE as POST with that header, so the override must win.
 *
 * @example
 * effectiveMethod( 'POST', new URLSearchParams(), new Headers( { 'X-HTTP-Method-Override': 'PUT' } ) ); // 'PUT'
 */
export function effectiveMethod(
	method: string,
	query: URLSearchParams,
	headers: Headers
): string {
	const override = query.get( '_method' ) ?? headers.get( 'x-http-method-override' );
	return ( override?.trim() || method ).toUpperCase();
}

/**
 * Builds the route-level request from a Fetch API request and its parsed parts.
 *
 * @example
 * toApiRequest( request, '/cart', cookies, body, 'http://localhost/wp-json/wc/store/v1' );
 */
export function toApiRequest(
	request: Request,
	path: string,
	cookies: Record< string, string >,
	body: unknown,
	restBase: string
): ApiRequest {
	const url = new URL( request.url );
	return {
		method: effectiveMethod( request.method, url.searchParams, request.headers ),
		path,
		query: url.searchParams,
		headers: request.headers,
		cookies,
		body,
		restBase,
	};
}

/**
 * Serialises a route response for the wire: JSON text (none for 204/HEAD),
 * headers, one `Set-Cookie` per cookie.
 *
 * @example
 * const { text, headers } = serialise( response, 'GET' );
 */
export function serialise(
	response: ApiResponse,
	method: string
): { text: string | null; headers: Headers } {
	const headers = new Headers();
	for ( const [ name, value ] of Object.entries( response.headers ) ) {
		headers.set( name, value );
	}
	for ( const cookie of response.cookies ) {
		headers.append( 'Set-Cookie', cookie );
	}
	const empty =
		response.status === 204 ||
		method === 'HEAD' ||
		( response.status === 302 && response.body === null );
	return { text: empty ? null : JSON.stringify( response.body ), headers };
}
