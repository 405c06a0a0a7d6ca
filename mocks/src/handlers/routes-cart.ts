/** The cart routes: /cart and its add, update, remove, coupon, customer, rate and extensions actions. */

import type { ArgSchema } from './args';
import type { RouteDefinition } from './router';

/** `variation: [ { attribute, value } ]` of add-item. */
const VARIATION_ARG: ArgSchema = {
	type: 'array',
	items: {
		type: 'object',
		properties: {
			attribute: { type: 'string', required: true },
			value: { type: 'string', required: true },
		},
	},
};

/** Arguments of add-item and POST `/cart/items`. */
export const ADD_ITEM_ARGS = {
	id: { type: 'integer', required: true, minimum: 0 },
	quantity: { type: 'integer' },
	variation: VARIATION_ARG,
} satisfies Record< string, ArgSchema >;

const ADDRESS_ARG: ArgSchema = { type: 'object' };

/**
 * The cart and its action routes (`/cart`, `/cart/add-item`, …).
 *
 * @example
 * cartRoutes.map( ( route ) => route.pattern );
 */
export const cartRoutes: RouteDefinition[] = [
	{
		pattern: '/cart',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			GET: {
				handle: ( { engine, sessionId } ) => ( {
					status: 200,
					body: engine.getCart( sessionId ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/add-item',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: ADD_ITEM_ARGS,
				handle: ( { engine, sessionId, args } ) => ( {
					status: 201,
					body: engine.addItem( sessionId, {
						id: args.id as number,
						quantity: ( args.quantity as number | undefined ) ?? null,
						variation:
							( args.variation as
								Array< { attribute: string; value: string } > | undefined ) ?? [],
					} ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/remove-item',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: { key: { type: 'string', required: true } },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.removeItem( sessionId, args.key as string ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/update-item',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: {
					key: { type: 'string', required: true },
					quantity: { type: 'integer', required: true },
				},
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.updateItem(
						sessionId,
						args.key as string,
						args.quantity as number
					),
				} ),
			},
		},
	},
	{
		pattern: '/cart/apply-coupon',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: { code: { type: 'string', required: true } },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.applyCoupon( sessionId, ( args.code as string ).trim() ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/remove-coupon',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: { code: { type: 'string', required: true } },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.removeCoupon( sessionId, ( args.code as string ).trim() ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/select-shipping-rate',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: {
					rate_id: { type: 'string', required: true },
					package_id: { type: [ 'integer', 'string', 'null' ] },
				},
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.selectShippingRate(
						sessionId,
						( args.package_id as string | number | null | undefined ) ?? null,
						args.rate_id as string
					),
				} ),
			},
		},
	},
	{
		pattern: '/cart/update-customer',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: { billing_address: ADDRESS_ARG, shipping_address: ADDRESS_ARG },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.updateCustomer( sessionId, {
						billing_address: args.billing_address as
							Record< string, unknown > | undefined,
						shipping_address: args.shipping_address as
							Record< string, unknown > | undefined,
					} ),
				} ),
			},
		},
	},
	{
		pattern: '/cart/extensions',
		kind: 'cart',
		allowBatch: true,
		endpoints: {
			POST: {
				args: {
					namespace: { type: 'string', required: true },
					data: { type: 'object', default: {} },
				},
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.updateExtensions(
						sessionId,
						args.namespace as string,
						args.data as Record< string, unknown >
					),
				} ),
			},
		},
	},
];
