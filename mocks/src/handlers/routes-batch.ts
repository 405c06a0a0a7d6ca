/** The POST /batch route: up to 25 writes answered in order under HTTP 207. */

import { MAX_BATCH_REQUESTS } from '../engine/core/constants';
import { StoreApiError } from '../engine/core/errors';
import { faultAnswer } from './faults';
import type { FaultController } from './faults';
import type { RouteDefinition, Router } from './router';
import type { ApiRequest, ApiResponse } from './types';

interface BatchItem {
	path: string;
	method?: string;
	body?: Record< string, unknown >;
	headers?: Record< string, string | string[] >;
}

const parseCookieHeader = ( cookies: Record< string, string >, setCookie: string ) => {
	const [ pair, ...attributes ] = setCookie.split( ';' );
	const [ name, ...value ] = pair.split( '=' );
	const expired = attributes.some( ( attribute ) => /^\s*max-age=0\s*$/i.test( attribute ) );
	if ( expired ) {
		delete cookies[ name.trim() ];
	} else {
		cookies[ name.trim() ] = decodeURIComponent( value.join( '=' ) );
	}
};

/**
 * POST `/batch`: up to 25 write requests, each answered as its own route would
 * answer it (status, headers, body), in order, under HTTP 207. Items carry
 * their own `Nonce` or `Cart-Token` headers; cookies are shared, and cookies a
 * sub-request sets are seen by the next one.
 *
 * @example
 * const route = batchRoute( () => router );
 */
export function batchRoute( router: () => Router, faults?: FaultController ): RouteDefinition {
	return {
		pattern: '/batch',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			POST: {
				args: {
					validation: {
						type: 'string',
						enum: [ 'normal', 'require-all-validate' ],
						default: 'normal',
					},
					requests: {
						type: 'array',
						required: true,
						maxItems: MAX_BATCH_REQUESTS,
						items: {
							type: 'object',
							properties: {
								path: { type: 'string', required: true },
								method: {
									type: 'string',
									enum: [ 'POST', 'PUT', 'PATCH', 'DELETE' ],
								},
								body: { type: 'object' },
								headers: { type: 'object' },
							},
						},
					},
				},
				handle: ( { engine, request, args } ) => {
					const items = args.requests as BatchItem[];
					if ( items.some( ( item ) => ! item.path.includes( 'wc/store' ) ) ) {
						throw new StoreApiError(
							'woocommerce_rest_invalid_path',
							400,
							engine.context.t( 'invalidPath' )
						);
					}
					const cookies = { ...request.cookies };
					const setCookies: string[] = [];
					const responses = items.map( ( item ) => {
						const url = new URL( item.path, 'http://batch.invalid' );
						const path = url.pathname.replace( new RegExp( `^.*?wc/store(/v1)?` ), '' );
						const headers = new Headers();
						for ( const [ name, value ] of Object.entries( item.headers ?? {} ) ) {
							headers.set(
								name,
								Array.isArray( value ) ? value.join( ', ' ) : String( value )
							);
						}
						const subRequest: ApiRequest = {
							method: item.method ?? 'POST',
							path,
							query: url.searchParams,
							headers,
							cookies: { ...cookies },
							body: item.body ?? {},
							restBase: request.restBase,
						};
						const found = router().match( path );
						const fault = faults?.take( subRequest.method, path, { inBatch: true } );
						if ( fault?.expireNonce ) {
							engine.expireNonces();
						}
						const readCart = () =>
							router().dispatch( {
								...subRequest,
								method: 'GET',
								path: '/cart',
								body: {},
							} ).body;
						const answer = fault ? faultAnswer( engine, fault, readCart ) : null;
						const response: ApiResponse = answer
							? { ...answer, cookies: [] }
							: found && ! found.route.allowBatch
								? {
										status: 400,
										headers: {},
										cookies: [],
										body: {
											code: 'rest_batch_not_allowed',
											message: engine.context.t( 'batchNotAllowed' ),
											data: { status: 400 },
										},
									}
								: router().dispatch( subRequest );
						for ( const cookie of response.cookies ) {
							parseCookieHeader( cookies, cookie );
							setCookies.push( cookie );
						}
						const {
							Nonce,
							'Nonce-Timestamp': timestamp,
							'User-ID': userId,
							'Cart-Token': cartToken,
							'Cart-Hash': cartHash,
							Allow,
							'RateLimit-Limit': rateLimit,
							'RateLimit-Remaining': rateLimitRemaining,
							'RateLimit-Reset': rateLimitReset,
							'RateLimit-Retry-After': retryAfter,
						} = response.headers;
						const headersOut: Record< string, string | number > = {};
						Object.entries( {
							Nonce,
							'Nonce-Timestamp': timestamp,
							'User-ID': userId,
							'Cart-Token': cartToken,
							'Cart-Hash': cartHash,
							Allow,
							'RateLimit-Limit': rateLimit,
							'RateLimit-Remaining': rateLimitRemaining,
							'RateLimit-Reset': rateLimitReset,
							'RateLimit-Retry-After': retryAfter,
						} ).forEach( ( [ name, value ] ) => {
							if ( value !== undefined ) {
								headersOut[ name ] =
									name === 'Nonce-Timestamp' || name === 'User-ID'
										? Number( value )
										: value;
							}
						} );
						return {
							body: response.body,
							status: response.status,
							headers: headersOut,
						};
					} );
					// The batch itself answers with the session's latest nonce, as WP core copies it.
					const last = responses[ responses.length - 1 ]?.headers ?? {};
					const headers: Record< string, string > = {};
					if ( last.Nonce !== undefined ) {
						headers.Nonce = String( last.Nonce );
						headers[ 'X-WC-Store-API-Nonce' ] = String( last.Nonce );
						headers[ 'Nonce-Timestamp' ] = String( last[ 'Nonce-Timestamp' ] );
						headers[ 'User-ID' ] = String( last[ 'User-ID' ] );
					}
					return { status: 207, body: { responses }, headers, cookies: setCookies };
				},
			},
		},
	};
}
