/** The schema store's selectors: a namespace's routes, and a resource's path with its ids filled in. */

import { resolveRoute } from '@cesta/api';
import type { NamespaceRoutes } from '@cesta/api';

import { notices } from '../messages';
import { EMPTY_OBJECT } from '../utils/empty';
import type { SchemaState } from './types';

/**
 * The routes of a namespace by resource name (empty until discovered).
 *
 * @example
 * Object.keys( select( schemaStore ).getRoutes( 'wc/store/v1' ) );
 */
export const getRoutes = ( state: SchemaState, namespace: string ): NamespaceRoutes =>
	state.routes[ namespace ] ?? ( EMPTY_OBJECT as NamespaceRoutes );

/**
 * The path of a resource with `ids` in its placeholders; `''` until the
 * namespace is discovered. Throws an `Error` with the spec's wording when the
 * namespace, the resource or the number of ids has no route (spec 2 §8).
 *
 * @example
 * select( schemaStore ).getRoute( 'wc/store/v1', 'products', [ 25 ] ); // '/wc/store/v1/products/25'
 */
export const getRoute = (
	state: SchemaState,
	namespace: string,
	resourceName: string,
	ids: Array< string | number > = []
): string => {
	if ( state.failedNamespaces.includes( namespace ) ) {
		throw new Error( notices.noRouteForNamespace( namespace ) );
	}
	const routes = state.routes[ namespace ];
	if ( ! routes ) {
		return '';
	}
	if ( ! routes[ resourceName ] ) {
		throw new Error( notices.noRouteForResource( resourceName ) );
	}
	try {
		return resolveRoute( routes, resourceName, ids );
	} catch {
		throw new Error( notices.noRouteForIdCount( ids.length ) );
	}
};
