/** The cart's REST collections: /cart/items and /cart/coupons. */

import { ADD_ITEM_ARGS } from './routes-cart';
import type { RouteDefinition } from './router';

/**
 * The cart's REST collections: `/cart/items(/{key})` and `/cart/coupons(/{code})`.
 *
 * @example
 * cartCollectionRoutes[ 0 ].pattern; // '/cart/items'
 */
export const cartCollectionRoutes: RouteDefinition[] = [
	{
		pattern: '/cart/items',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			GET: {
				handle: ( { engine, sessionId } ) => ( {
					status: 200,
					body: engine.getCartItems( sessionId ),
				} ),
			},
			POST: {
				args: ADD_ITEM_ARGS,
				handle: ( { engine, sessionId, args } ) => ( {
					status: 201,
					body: engine.addCartItem( sessionId, {
						id: args.id as number,
						quantity: ( args.quantity as number | undefined ) ?? null,
						variation:
							( args.variation as
								Array< { attribute: string; value: string } > | undefined ) ?? [],
					} ),
				} ),
			},
			DELETE: {
				handle: ( { engine, sessionId } ) => ( {
					status: 200,
					body: engine.deleteCartItems( sessionId ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/items/(?P<key>[\\w-]{32})',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			GET: {
				handle: ( { engine, sessionId, params } ) => ( {
					status: 200,
					body: engine.getCartItem( sessionId, params.key ),
				} ),
			},
			PUT: {
				args: { quantity: { type: 'integer', required: true } },
				handle: ( { engine, sessionId, params, args } ) => ( {
					status: 200,
					body: engine.updateCartItem( sessionId, params.key, args.quantity as number ),
				} ),
			},
			PATCH: {
				args: { quantity: { type: 'integer', required: true } },
				handle: ( { engine, sessionId, params, args } ) => ( {
					status: 200,
					body: engine.updateCartItem( sessionId, params.key, args.quantity as number ),
				} ),
			},
			DELETE: {
				handle: ( { engine, sessionId, params } ) => {
					engine.deleteCartItem( sessionId, params.key );
					return { status: 204, body: null };
				},
			},
		},
	},
	{
		pattern: '/cart/coupons',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			GET: {
				handle: ( { engine, sessionId } ) => ( {
					status: 200,
					body: engine.getCartCoupons( sessionId ),
				} ),
			},
			POST: {
				args: { code: { type: 'string', required: true } },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 201,
					body: engine.addCartCoupon( sessionId, ( args.code as string ).trim() ),
				} ),
			},
			DELETE: {
				handle: ( { engine, sessionId } ) => ( {
					status: 200,
					body: engine.deleteCartCoupons( sessionId ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/coupons/(?P<code>[\\w-]+)',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			GET: {
				handle: ( { engine, sessionId, params } ) => ( {
					status: 200,
					body: engine.getCartCoupon( sessionId, params.code ),
				} ),
			},
			DELETE: {
				handle: ( { engine, sessionId, params } ) => {
					engine.deleteCartCoupon( sessionId, params.code );
					return { status: 204, body: null };
				},
			},
		},
	},
];
