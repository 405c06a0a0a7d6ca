/** The schema store's actions: a namespace's discovered routes, or its failed discovery. */

import { parseNamespaceRoutes } from '@cesta/api';
import type { NamespaceRoutes } from '@cesta/api';

import { API_BLOCK_NAMESPACE } from '../constants';

const isIndex = ( value: unknown ): value is { routes: unknown } =>
	typeof value === 'object' && value !== null && 'routes' in value;

/**
 * Stores the routes of a namespace: either already grouped by resource, or
 * the namespace index (`GET /<namespace>`) itself.
 *
 * @example
 * dispatch( schemaStore ).receiveRoutes( index, 'wc/store/v1' );
 */
export const receiveRoutes = (
	routes: NamespaceRoutes | { routes: unknown },
	namespace: string = API_BLOCK_NAMESPACE
) =>
	( {
		type: 'RECEIVE_ROUTES',
		namespace,
		routes: isIndex( routes ) ? parseNamespaceRoutes( namespace, routes ) : routes,
	} ) as const;

/**
 * Records that a namespace could not be discovered.
 *
 * @example
 * dispatch( schemaStore ).receiveRoutesError( 'my/v9' );
 */
export const receiveRoutesError = ( namespace: string ) =>
	( { type: 'RECEIVE_ROUTES_ERROR', namespace } ) as const;

/** Every action the schema reducer handles. */
export type SchemaAction = ReturnType< typeof receiveRoutes | typeof receiveRoutesError >;
