/** The Store API's JSON and error responses with the headers every answer carries. */

import { errorBody } from '../engine/core/errors';
import type { StoreApiError } from '../engine/core/errors';
import type { ApiResponse } from './types';

/**
 * Headers every Store API response carries on the captured shop.
 *
 * @example
 * BASE_HEADERS[ 'X-Robots-Tag' ]; // 'noindex'
 */
export const BASE_HEADERS: Readonly< Record< string, string > > = {
	'Content-Type': 'application/json; charset=UTF-8',
	'X-Robots-Tag': 'noindex',
	'X-Content-Type-Options': 'nosniff',
	'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token',
	'Access-Control-Allow-Headers':
		'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, Cart-Token, Nonce, X-WC-Store-API-Nonce',
	'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
	'Access-Control-Allow-Credentials': 'true',
	Vary: 'Origin',
};

/**
 * A JSON response with the base headers.
 *
 * @example
 * jsonResponse( 200, { ok: true } );
 */
export function jsonResponse(
	status: number,
	body: unknown,
	headers: Record< string, string > = {}
): ApiResponse {
	return { status, headers: { ...BASE_HEADERS, ...headers }, cookies: [], body };
}

/**
 * An error response in the Store API's shape.
 *
 * @example
 * errorResponse( new StoreApiError( 'rest_no_route', 404, 'No route…' ) ).status; // 404
 */
export function errorResponse(
	error: StoreApiError,
	extraData: Record< string, unknown > = {},
	headers: Record< string, string > = {}
): ApiResponse {
	return jsonResponse( error.status, errorBody( error, extraData ), headers );
}
