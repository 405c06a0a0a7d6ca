/** The checkout routes: /checkout (GET, PUT/PATCH, POST) and /order/{id}. */

import { validateAddress } from '../engine/addresses/address-validation';
import { IDEMPOTENCY_KEY_HEADER } from '../engine/core/constants';
import {
	additionalFieldsSchemaErrors,
	hasRequiredAdditionalField,
} from '../engine/checkout/additional-fields';
import type { PlaceOrderInput } from '../engine/checkout/checkout-input';
import type { ArgSchema } from './args';
import type { RouteDefinition } from './router';

const billingArg: ArgSchema = {
	type: 'object',
	required: true,
	// Checkout validates the posted address before sanitising it, so a bad
	// email is an error here (unlike update-customer).
	validate: ( value, context ) =>
		validateAddress( context, value as Record< string, unknown >, {
			billing: true,
			checkEmail: true,
		} ).errors,
};

const shippingArg: ArgSchema = {
	type: 'object',
	validate: ( value, context ) =>
		validateAddress( context, value as Record< string, unknown >, {
			billing: false,
			checkEmail: false,
		} ).errors,
};

/** POST: required when a field is; every field checked against its schema. */
const additionalFieldsToPlace: ArgSchema = {
	type: 'object',
	required: hasRequiredAdditionalField,
	validate: ( value, context ) =>
		additionalFieldsSchemaErrors( context, value as Record< string, unknown >, {
			partial: false,
		} ),
};

/** PUT/PATCH: only the fields sent are checked. */
const additionalFieldsToStore: ArgSchema = {
	type: 'object',
	validate: ( value, context ) =>
		additionalFieldsSchemaErrors( context, value as Record< string, unknown >, {
			partial: true,
		} ),
};

const routes: RouteDefinition[] = [
	{
		pattern: '/checkout',
		kind: 'checkout',
		allowBatch: true,
		endpoints: {
			GET: {
				args: { __experimental_calc_totals: { type: 'boolean', default: false } },
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.getCheckout( sessionId, {
						calcTotals: args.__experimental_calc_totals as boolean,
					} ),
				} ),
			},
			PUT: {
				args: {
					__experimental_calc_totals: { type: 'boolean', default: false },
					order_notes: { type: 'string' },
					payment_method: { type: 'string' },
					additional_fields: additionalFieldsToStore,
				},
				handle: ( { engine, sessionId, args } ) => ( {
					status: 200,
					body: engine.updateCheckout(
						sessionId,
						{
							order_notes: args.order_notes as string | undefined,
							payment_method: args.payment_method as string | undefined,
							additional_fields: args.additional_fields as
								Record< string, unknown > | undefined,
						},
						{ calcTotals: args.__experimental_calc_totals as boolean }
					),
				} ),
			},
			POST: {
				args: {
					billing_address: billingArg,
					shipping_address: shippingArg,
					customer_note: { type: 'string' },
					payment_method: { type: 'string' },
					payment_data: {
						type: 'array',
						items: {
							type: 'object',
							properties: {
								key: { type: 'string', required: true },
								value: { type: [ 'string', 'boolean' ], required: true },
							},
						},
					},
					create_account: { type: 'boolean' },
					customer_password: { type: 'string' },
					additional_fields: additionalFieldsToPlace,
					extensions: { type: 'object' },
					expected_total: { type: 'string' },
				},
				handle: ( { engine, sessionId, args, request } ) => {
					const result = engine.placeOrder(
						sessionId,
						args as unknown as PlaceOrderInput,
						{
							idempotencyKey:
								request.headers.get( IDEMPOTENCY_KEY_HEADER ) ?? undefined,
						}
					);
					return { status: result.status, body: result.body };
				},
			},
		},
	},
	{
		pattern: '/order/(?P<id>[\\d]+)',
		kind: 'session',
		allowBatch: false,
		endpoints: {
			GET: {
				args: { key: { type: 'string' }, billing_email: { type: 'string' } },
				handle: ( { engine, sessionId, params, args } ) => ( {
					status: 200,
					body: engine.getOrder(
						Number( params.id ),
						{
							key: args.key as string | undefined,
							billingEmail: args.billing_email as string | undefined,
						},
						sessionId
					),
				} ),
			},
		},
	},
];

// PATCH is PUT's twin on `/checkout` (both are EDITABLE).
routes[ 0 ].endpoints.PATCH = routes[ 0 ].endpoints.PUT;

/**
 * `/checkout` (GET, PUT/PATCH, POST) and `/order/{id}`.
 *
 * @example
 * checkoutRoutes[ 0 ].kind; // 'checkout': every method needs a nonce or Cart-Token
 */
export const checkoutRoutes: RouteDefinition[] = routes;
