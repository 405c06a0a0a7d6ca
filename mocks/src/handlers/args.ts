/** Route argument schemas and their validation and coercion, as the WordPress REST server does it. */

import type { EngineContext } from '../engine/core/context';
import { StoreApiError, invalidParamsError } from '../engine/core/errors';
import type { StoreApiErrorDetail } from '../engine/core/errors';

type ArgType = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object' | 'null';

/**
 * A route argument's schema, the subset of JSON Schema WordPress checks
 * (`rest_validate_value_from_schema`), plus an optional custom check.
 *
 * @example
 * const quantity: ArgSchema = { type: 'integer' };
 */
export interface ArgSchema {
	type: ArgType | ArgType[];
	/** Whether the argument must be sent; a function when the shop's settings decide. */
	required?: boolean | ( ( context: EngineContext ) => boolean );
	enum?: readonly string[];
	minimum?: number;
	maximum?: number;
	maxItems?: number;
	items?: ArgSchema;
	properties?: Record< string, ArgSchema >;
	default?: unknown;
	/** Extra validation returning WP_Error-like details; runs after the type checks. */
	validate?: ( value: unknown, context: EngineContext ) => StoreApiErrorDetail[];
}

/** The arguments of one endpoint, by name. */
export type ArgsSchema = Record< string, ArgSchema >;

const isNumeric = ( value: unknown ) =>
	( typeof value === 'number' && Number.isFinite( value ) ) ||
	( typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test( value ) );

const BOOLEAN_STRINGS: Record< string, boolean > = {
	true: true,
	false: false,
	'1': true,
	'0': false,
};

/** Integers beyond this cannot be represented exactly; the mock refuses them. */
const LARGEST_INTEGER = Number.MAX_SAFE_INTEGER;

const listFrom = ( value: unknown ): unknown[] | null => {
	if ( Array.isArray( value ) ) {
		return value;
	}
	if ( typeof value === 'string' ) {
		return value === '' ? [] : value.split( /[\s,]+/ ).filter( Boolean );
	}
	if (
		value &&
		typeof value === 'object' &&
		Object.keys( value ).every( ( key ) => /^\d+$/.test( key ) )
	) {
		return Object.values( value );
	}
	return null;
};

/**
 * Checks and coerces one value against its schema. Returns the value as the
 * route will use it, or the error WordPress would report.
 *
 * @example
 * checkValue( context, '5', { type: 'integer' }, 'quantity' ); // { value: 5 }
 */
export function checkValue(
	context: EngineContext,
	value: unknown,
	schema: ArgSchema,
	name: string
): { value: unknown } | { error: StoreApiErrorDetail } {
	const { t } = context;
	const types = Array.isArray( schema.type ) ? schema.type : [ schema.type ];
	const fail = ( code: string, message: string ) => ( {
		error: { code, message, data: { param: name } },
	} );
	for ( const type of types ) {
		const coerced = coerce( value, type );
		if ( coerced === undefined ) {
			continue;
		}
		if ( ( type === 'integer' || type === 'number' ) && typeof coerced === 'number' ) {
			if ( Math.abs( coerced ) > LARGEST_INTEGER ) {
				return fail(
					'rest_out_of_bounds',
					t( 'outOfBounds', name, -LARGEST_INTEGER, LARGEST_INTEGER )
				);
			}
			if (
				( schema.minimum !== undefined && coerced < schema.minimum ) ||
				( schema.maximum !== undefined && coerced > schema.maximum )
			) {
				return fail(
					'rest_out_of_bounds',
					t(
						'outOfBounds',
						name,
						schema.minimum ?? -LARGEST_INTEGER,
						schema.maximum ?? LARGEST_INTEGER
					)
				);
			}
		}
		if ( type === 'string' && schema.enum && ! schema.enum.includes( coerced as string ) ) {
			return fail( 'rest_not_in_enum', t( 'notInEnum', name, schema.enum.join( ', ' ) ) );
		}
		if ( type === 'array' && Array.isArray( coerced ) ) {
			if ( schema.maxItems !== undefined && coerced.length > schema.maxItems ) {
				return fail( 'rest_too_many_items', t( 'tooManyItems', name, schema.maxItems ) );
			}
			if ( schema.items ) {
				const items: unknown[] = [];
				for ( const [ index, item ] of coerced.entries() ) {
					const checked = checkValue(
						context,
						item,
						schema.items,
						`${ name }[${ index }]`
					);
					if ( 'error' in checked ) {
						return checked;
					}
					items.push( checked.value );
				}
				return { value: items };
			}
		}
		if ( type === 'object' && schema.properties && coerced && typeof coerced === 'object' ) {
			const result: Record< string, unknown > = {
				...( coerced as Record< string, unknown > ),
			};
			for ( const [ key, propertySchema ] of Object.entries( schema.properties ) ) {
				const property = ( coerced as Record< string, unknown > )[ key ];
				if ( property === undefined ) {
					if ( isRequired( context, propertySchema ) ) {
						return fail(
							'rest_property_required',
							t( 'missingParams', `${ name }[${ key }]` )
						);
					}
					continue;
				}
				const checked = checkValue(
					context,
					property,
					propertySchema,
					`${ name }[${ key }]`
				);
				if ( 'error' in checked ) {
					return checked;
				}
				result[ key ] = checked.value;
			}
			return { value: result };
		}
		return { value: coerced };
	}
	return fail( 'rest_invalid_type', t( 'notOfType', name, types.join( ',' ) ) );
}

function coerce( value: unknown, type: ArgType ): unknown {
	switch ( type ) {
		case 'null':
			return value === null ? null : undefined;
		case 'integer':
			return isNumeric( value ) && Number.isInteger( Number( value ) )
				? Number( value )
				: undefined;
		case 'number':
			return isNumeric( value ) ? Number( value ) : undefined;
		case 'boolean':
			if ( typeof value === 'boolean' ) {
				return value;
			}
			if ( value === 0 || value === 1 ) {
				return value === 1;
			}
			return typeof value === 'string' && value.toLowerCase() in BOOLEAN_STRINGS
				? BOOLEAN_STRINGS[ value.toLowerCase() ]
				: undefined;
		case 'string':
			return typeof value === 'string' ? value : undefined;
		case 'array':
			return listFrom( value ) ?? undefined;
		case 'object':
			return value && typeof value === 'object' && ! Array.isArray( value )
				? value
				: Array.isArray( value ) && value.length === 0
					? {}
					: undefined;
	}
}

/**
 * Whether an argument must be sent, for this shop.
 *
 * @example
 * isRequired( context, { type: 'object', required: true } ); // true
 */
export function isRequired( context: EngineContext, arg: ArgSchema ): boolean {
	return typeof arg.required === 'function' ? arg.required( context ) : Boolean( arg.required );
}

/**
 * Validates an endpoint's arguments the way the WordPress REST server does
 * before calling a route: missing required ones give `rest_missing_callback_param`,
 * invalid ones `rest_invalid_param` with `params` and `details`; unknown
 * arguments are ignored. Values come from the body first, then the query,
 * then the route's own path parameters.
 *
 * @example
 * validateArgs( context, { id: { type: 'integer', required: true } }, { id: '17' } ); // { id: 17 }
 */
export function validateArgs(
	context: EngineContext,
	schema: ArgsSchema,
	supplied: Record< string, unknown >
): Record< string, unknown > {
	const missing = Object.entries( schema )
		.filter( ( [ name, arg ] ) => isRequired( context, arg ) && supplied[ name ] === undefined )
		.map( ( [ name ] ) => name );
	if ( missing.length ) {
		throw new StoreApiError(
			'rest_missing_callback_param',
			400,
			context.t( 'missingParams', missing.join( ', ' ) ),
			{ params: missing }
		);
	}
	const args: Record< string, unknown > = {};
	const failures: Record< string, StoreApiErrorDetail[] > = {};
	for ( const [ name, arg ] of Object.entries( schema ) ) {
		if ( supplied[ name ] === undefined ) {
			if ( arg.default !== undefined ) {
				args[ name ] = arg.default;
			}
			continue;
		}
		const checked = checkValue( context, supplied[ name ], arg, name );
		if ( 'error' in checked ) {
			failures[ name ] = [ checked.error ];
			continue;
		}
		const extra = arg.validate?.( checked.value, context ) ?? [];
		if ( extra.length ) {
			failures[ name ] = extra;
			continue;
		}
		args[ name ] = checked.value;
	}
	if ( Object.keys( failures ).length ) {
		throw invalidParamsError( ( names ) => context.t( 'invalidParams', names ), failures );
	}
	return args;
}
