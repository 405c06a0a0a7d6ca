/** The schema store's resolvers: discover a namespace's routes from its index (`GET /<namespace>`). */

import type { ThunkArgs } from '@wordpress/data';
import { getRoutes as fetchRoutes } from '@cesta/api';

import type { schemaStore } from './index';

type Thunk = ThunkArgs< typeof schemaStore >;

/**
 * Discovers a namespace's routes (`GET /<namespace>`, through `@cesta/api`).
 *
 * @example
 * await resolveSelect( schemaStore ).getRoutes( 'wc/store/v1' );
 */
export const getRoutes =
	( namespace: string ) =>
	async ( { dispatch }: Thunk ): Promise< void > => {
		try {
			dispatch.receiveRoutes( await fetchRoutes( namespace ), namespace );
		} catch {
			dispatch.receiveRoutesError( namespace );
		}
	};

/**
 * Resolves a route by discovering its namespace.
 *
 * @example
 * await resolveSelect( schemaStore ).getRoute( 'wc/store/v1', 'products' );
 */
export const getRoute =
	( namespace: string ) =>
	async ( { resolveSelect }: Thunk ): Promise< void > => {
		await resolveSelect.getRoutes( namespace );
	};
