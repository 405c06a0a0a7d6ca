/** The Store API router: route definitions, pattern matching, dispatch and route descriptions. */

import type { EngineContext } from '../engine/core/context';
import { StoreApiError, isStoreApiError } from '../engine/core/errors';
import type { Engine } from '../engine/engine';
import { isRequired, validateArgs } from './args';
import type { ArgsSchema } from './args';
import { parsePhpQuery } from './php-query';
import { errorResponse, jsonResponse } from './responses';
import { identify, requireNonce, sessionHeaders } from './session';
import type { SessionIdentity } from './session';
import type { ApiRequest, ApiResponse, EndpointResult, RouteContext } from './types';

/** The namespace every route lives in. */
export const STORE_API_NAMESPACE = 'wc/store/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One method of a route: its arguments and what it does.
 *
 * @example
 * const getCart: Endpoint = { handle: ( { engine, sessionId } ) => ( { status: 200, body: engine.getCart( sessionId ) } ) };
 */
export interface Endpoint {
	args?: ArgsSchema;
	handle( context: RouteContext ): EndpointResult;
}

/**
 * A route: its path pattern in WordPress's regex syntax, how sessions and
 * nonces apply to it, and its endpoints by method.
 *
 * @example
 * const route: RouteDefinition = { pattern: '/cart', kind: 'cart', allowBatch: true, endpoints: { GET: getCart } };
 */
export interface RouteDefinition {
	pattern: string;
	/** `cart`: session, nonce on writes; `checkout`: nonce on every method; `session`: session headers only; `open`: no session. */
	kind: 'cart' | 'checkout' | 'session' | 'open';
	allowBatch: boolean;
	endpoints: Partial< Record< Method, Endpoint > >;
}

interface CompiledRoute extends RouteDefinition {
	regex: RegExp;
}

/**
 * Compiles route patterns; `(?P<name>…)` becomes a JavaScript named group.
 *
 * @example
 * const router = createRouter( engine, routes );
 * router.dispatch( request ).status;
 */
export function createRouter( engine: Engine, routes: RouteDefinition[] ) {
	const compiled: CompiledRoute[] = routes.map( ( route ) => ( {
		...route,
		regex: new RegExp( `^${ route.pattern.replace( /\(\?P</g, '(?<' ) }$` ),
	} ) );

	const match = ( path: string ) => {
		for ( const route of compiled ) {
			const found = route.regex.exec( path );
			if ( found ) {
				return { route, params: { ...( found.groups ?? {} ) } };
			}
		}
		return null;
	};

	const dispatch = ( request: ApiRequest ): ApiResponse => {
		const { t } = engine.context;
		const found = match( request.path );
		const method = ( request.method === 'HEAD' ? 'GET' : request.method ) as Method;
		if ( ! found ) {
			return errorResponse( new StoreApiError( 'rest_no_route', 404, t( 'noRoute' ) ) );
		}
		const { route, params } = found;
		const allow = Object.keys( route.endpoints ).join( ', ' );
		if ( request.method === 'OPTIONS' ) {
			return jsonResponse( 200, describeRoute( route, engine.context ), { Allow: allow } );
		}
		const endpoint = route.endpoints[ method ];
		if ( ! endpoint ) {
			return errorResponse( new StoreApiError( 'rest_no_route', 404, t( 'noRoute' ) ) );
		}
		const identity: SessionIdentity | null =
			route.kind === 'open' ? null : identify( engine, request );
		let response: ApiResponse;
		try {
			if (
				identity &&
				( route.kind === 'checkout' || ( route.kind === 'cart' && method !== 'GET' ) )
			) {
				requireNonce( engine, request, identity );
			}
			const body =
				request.body && typeof request.body === 'object' && ! Array.isArray( request.body )
					? request.body
					: {};
			const supplied = {
				...params,
				...parsePhpQuery( request.query ),
				...( body as Record< string, unknown > ),
			};
			const args = validateArgs( engine.context, endpoint.args ?? {}, supplied );
			const result = endpoint.handle( {
				engine,
				request,
				params,
				args,
				sessionId: identity?.sessionId ?? '',
			} );
			response = jsonResponse( result.status, result.body, {
				Allow: allow,
				...result.headers,
			} );
			response.cookies.push( ...( result.cookies ?? [] ) );
		} catch ( error ) {
			const failure = isStoreApiError( error )
				? error
				: new StoreApiError(
						'woocommerce_rest_unknown_server_error',
						500,
						error instanceof Error ? error.message : String( error )
					);
			const withCart =
				identity && failure.status === 409 && route.kind !== 'session'
					? { cart: engine.getCart( identity.sessionId ) }
					: {};
			response = errorResponse( failure, withCart, { Allow: allow } );
		}
		if ( identity ) {
			const session = sessionHeaders( engine, request, identity );
			response.headers = { ...response.headers, ...session.headers };
			response.cookies.push( ...session.cookies );
		}
		return response;
	};

	return { dispatch, match, routes: compiled };
}

/**
 * What OPTIONS and the namespace index say about a route.
 *
 * @example
 * describeRoute( cartRoute, engine.context ).methods; // [ 'GET' ]
 */
export function describeRoute( route: RouteDefinition, context: EngineContext ) {
	const methods = Object.keys( route.endpoints );
	return {
		namespace: STORE_API_NAMESPACE,
		methods,
		endpoints: Object.entries( route.endpoints ).map( ( [ method, endpoint ] ) => ( {
			methods: [ method ],
			args: Object.fromEntries(
				Object.entries( endpoint?.args ?? {} ).map( ( [ name, arg ] ) => [
					name,
					{
						type: arg.type,
						required: isRequired( context, arg ),
						...( arg.enum ? { enum: arg.enum } : {} ),
						...( arg.default !== undefined ? { default: arg.default } : {} ),
					},
				] )
			),
			...( route.allowBatch ? { allow_batch: { v1: true } } : {} ),
		} ) ),
	};
}

export type Router = ReturnType< typeof createRouter >;
