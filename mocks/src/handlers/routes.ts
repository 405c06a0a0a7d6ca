/** The router of every Store API route, in WordPress's registration order. */

import type { Engine } from '../engine/engine';
import { batchRoute } from './routes-batch';
import { cartRoutes } from './routes-cart';
import { cartCollectionRoutes } from './routes-cart-collections';
import { checkoutRoutes } from './routes-checkout';
import { productBySlugRoute, productRoutes } from './routes-products';
import { termRoutes } from './routes-terms';
import { createRouter, describeRoute, STORE_API_NAMESPACE } from './router';
import type { RouteDefinition, Router } from './router';
import type { FaultController } from './faults';

/**
 * The router of every Store API route, in WordPress's registration order
 * (`/products/{slug}` last, so it does not shadow the other product routes).
 *
 * @example
 * createStoreApiRouter( engine ).dispatch( request );
 */
export function createStoreApiRouter( engine: Engine, faults?: FaultController ): Router {
	// The index and batch routes need the router they belong to.
	const holder: { router?: Router } = {};
	const current = () => holder.router!;
	const index: RouteDefinition = {
		pattern: '/?',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				handle: () => ( {
					status: 200,
					body: {
						namespace: STORE_API_NAMESPACE,
						routes: Object.fromEntries(
							current().routes.map( ( route ) => [
								`/${ STORE_API_NAMESPACE }${ route.pattern === '/?' ? '' : route.pattern }`,
								describeRoute( route, engine.context ),
							] )
						),
					},
				} ),
			},
		},
	};
	holder.router = createRouter( engine, [
		index,
		...cartRoutes,
		...cartCollectionRoutes,
		...checkoutRoutes,
		batchRoute( current, faults ),
		...productRoutes,
		...termRoutes,
		productBySlugRoute,
	] );
	return holder.router;
}
