/**
 * Route discovery: the namespace index (`GET /wc/store/v1`) lists every
 * route; resources are looked up by name and number of ids.
 */
import type { ApiErrorResponse } from '@cesta/types';

import { apiFetchWithHeaders } from '../api-fetch-with-headers';
import { CLIENT_ERROR_CODES, NO_RESPONSE_STATUS, NO_ROUTE_STATUS } from '../constants';
import { createApiError } from '../errors';
import {
	invalidOptionMessage,
	noRouteForIdsMessage,
	noRouteForNamespaceMessage,
	noRouteForResourceMessage,
} from '../messages';
import type { NamespaceRoutes } from '../types';
import {
	fillRouteTemplate,
	idFitsPlaceholder,
	resourceNameOf,
	splitRouteTemplate,
} from './route-template';

const routesByNamespace = new Map< string, Promise< NamespaceRoutes > >();

const trimSlashes = ( value: string ): string => value.trim().replace( /^\/+|\/+$/g, '' );

/**
 * Groups the routes of a namespace index by resource name. Routes of other
 * namespaces and the namespace root are left out.
 *
 * @example
 * parseNamespaceRoutes( 'wc/store/v1', { routes: { '/wc/store/v1/cart': {} } } );
 * // { cart: [ { route: '/wc/store/v1/cart', placeholders: [] } ] }
 */
export function parseNamespaceRoutes( namespace: string, index: unknown ): NamespaceRoutes {
	const routes: NamespaceRoutes = {};
	const listed = ( index as { routes?: unknown } | null )?.routes;
	if ( typeof listed !== 'object' || listed === null ) {
		return routes;
	}
	for ( const route of Object.keys( listed ) ) {
		const parts = splitRouteTemplate( route );
		const resourceName = parts && resourceNameOf( parts, namespace );
		if ( parts && resourceName ) {
			const placeholders = parts.filter( ( part ) => typeof part !== 'string' );
			( routes[ resourceName ] ??= [] ).push( { route, placeholders } );
		}
	}
	return routes;
}

/**
 * The concrete path of a resource, choosing among its routes the ones taking
 * `ids.length` ids, and among those the first whose placeholder patterns the
 * ids fit (`products/5` → by id, `products/camiseta` → by slug). Throws an
 * error value when the resource or the number of ids has no route.
 *
 * @example
 * resolveRoute( routes, 'products', [ 25 ] ); // '/wc/store/v1/products/25'
 */
export function resolveRoute(
	routes: NamespaceRoutes,
	resourceName: string,
	ids: Array< string | number > = []
): string {
	const entries = routes[ trimSlashes( resourceName ) ];
	if ( ! entries ) {
		throw createApiError(
			CLIENT_ERROR_CODES.noRouteForResource,
			noRouteForResourceMessage( resourceName ),
			NO_ROUTE_STATUS
		);
	}
	const candidates = entries.filter( ( entry ) => entry.placeholders.length === ids.length );
	if ( candidates.length === 0 ) {
		throw createApiError(
			CLIENT_ERROR_CODES.noRouteForIds,
			noRouteForIdsMessage( resourceName, ids.length ),
			NO_ROUTE_STATUS,
			{ routes: entries.map( ( entry ) => entry.route ) }
		);
	}
	const fitting = candidates.find( ( entry ) =>
		entry.placeholders.every( ( placeholder, position ) =>
			idFitsPlaceholder( placeholder, String( ids[ position ] ) )
		)
	);
	return fillRouteTemplate( ( fitting ?? candidates[ 0 ]! ).route, ids );
}

async function fetchRoutes( namespace: string ): Promise< NamespaceRoutes > {
	const noRoute = ( status: number ) =>
		createApiError(
			CLIENT_ERROR_CODES.noRouteForNamespace,
			noRouteForNamespaceMessage( namespace ),
			status
		);
	let index: unknown;
	try {
		( { response: index } = await apiFetchWithHeaders( { path: `/${ namespace }` } ) );
	} catch ( error ) {
		throw ( error as ApiErrorResponse ).data?.status === 404 ? noRoute( 404 ) : error;
	}
	const routes = parseNamespaceRoutes( namespace, index );
	if ( Object.keys( routes ).length === 0 ) {
		throw noRoute( NO_ROUTE_STATUS );
	}
	return routes;
}

/**
 * The routes of a namespace by resource name, fetched once from its index
 * and kept. Rejects with "There is no route for the given namespace (%s) in
 * the store" when the namespace is unknown or lists no routes.
 *
 * @example
 * const routes = await getRoutes( 'wc/store/v1' );
 * Object.keys( routes ); // [ 'batch', 'cart', 'cart/add-item', … ]
 */
export function getRoutes( namespace: string ): Promise< NamespaceRoutes > {
	if ( typeof namespace !== 'string' || trimSlashes( namespace ) === '' ) {
		return Promise.reject(
			createApiError(
				CLIENT_ERROR_CODES.invalidRequest,
				invalidOptionMessage( 'namespace', 'a non-empty string', namespace ),
				NO_RESPONSE_STATUS
			)
		);
	}
	const key = trimSlashes( namespace );
	let routes = routesByNamespace.get( key );
	if ( ! routes ) {
		routes = fetchRoutes( key );
		routesByNamespace.set( key, routes );
		// A failed discovery is not kept, so a later call can try again.
		routes.catch( () => {
			if ( routesByNamespace.get( key ) === routes ) {
				routesByNamespace.delete( key );
			}
		} );
	}
	return routes;
}

/**
 * The path of a resource in a namespace, with the ids in its placeholders.
 *
 * @example
 * await getRoute( 'wc/store/v1', 'products/attributes/terms', [ 3 ] );
 * // '/wc/store/v1/products/attributes/3/terms'
 */
export async function getRoute(
	namespace: string,
	resourceName: string,
	ids: Array< string | number > = []
): Promise< string > {
	return resolveRoute( await getRoutes( namespace ), resourceName, ids );
}

/**
 * Forgets every discovered route.
 *
 * @example
 * clearRoutes();
 */
export function clearRoutes(): void {
	routesByNamespace.clear();
}
