/** The contact and order fields extensions register: sanitising, validating and answering `additional_fields` as WooCommerce does. */

import type { EngineContext } from '../core/context';
import { StoreApiError } from '../core/errors';
import type { StoreApiErrorDetail } from '../core/errors';
import type { AdditionalFieldSetting } from '../core/field-settings';

/** Values of additional fields by field id: text and select as strings, checkboxes as booleans. */
export type AdditionalFieldValues = Record< string, string | boolean >;

/**
 * An error of a WP_Error before it is turned into a response: its code,
 * message and the data added to it, oldest first.
 */
interface WpErrorEntry {
	code: string;
	message: string;
	data: Array< Record< string, unknown > >;
}

/**
 * What `rest_convert_error_to_response` makes of a WP_Error's entries: one
 * detail per message, grouped by code in order of appearance; every message
 * of a code carries the code's latest data, earlier data under
 * `additional_data`.
 */
const convertWpErrors = ( entries: WpErrorEntry[] ): StoreApiErrorDetail[] => {
	const codes = [ ...new Set( entries.map( ( entry ) => entry.code ) ) ];
	return codes.flatMap( ( code ) => {
		const ofCode = entries.filter( ( entry ) => entry.code === code );
		const allData = ofCode.flatMap( ( entry ) => entry.data );
		const last = allData.at( -1 ) ?? null;
		const earlier = allData.slice( 0, -1 );
		return ofCode.map( ( entry ) => ( {
			code,
			message: entry.message,
			data: last,
			...( earlier.length ? { additional_data: earlier } : {} ),
		} ) );
	} );
};

/**
 * The shop's additional fields, all or those of one location.
 *
 * @example
 * additionalFieldsOf( context, 'order' ).map( ( field ) => field.id ); // [ 'cesta-demo/gift-note' ]
 */
export function additionalFieldsOf(
	context: EngineContext,
	location?: AdditionalFieldSetting[ 'location' ]
): AdditionalFieldSetting[] {
	return context.settings.additionalFields.filter(
		( field ) => ! location || field.location === location
	);
}

/**
 * Whether POST `/checkout` must carry `additional_fields`: some field is required.
 *
 * @example
 * hasRequiredAdditionalField( context ); // false in the sample shop
 */
export function hasRequiredAdditionalField( context: EngineContext ): boolean {
	return additionalFieldsOf( context ).some( ( field ) => field.required );
}

/** `rest_sanitize_value_from_schema` for one field's schema type. */
const sanitizeValue = ( field: AdditionalFieldSetting, value: unknown ): string | boolean => {
	if ( field.type === 'checkbox' ) {
		return typeof value === 'string'
			? ! [ 'false', '0', '' ].includes( value.toLowerCase() )
			: Boolean( value );
	}
	if ( typeof value === 'boolean' ) {
		return value ? '1' : '';
	}
	if ( value !== null && typeof value === 'object' ) {
		return 'Array';
	}
	return String( value ?? '' )
		.replace( /<[^>]*>/g, '' )
		.trim();
};

/**
 * The posted `additional_fields` as the schema keeps them: fields the shop
 * does not have dropped, text and selects as strings, checkboxes as
 * booleans (`'false'` and `'0'` are false).
 *
 * @example
 * sanitizeAdditionalFields( context, { 'cesta-demo/newsletter': 'true', 'otro/campo': 1 } );
 * // { 'cesta-demo/newsletter': true }
 */
export function sanitizeAdditionalFields(
	context: EngineContext,
	posted: Record< string, unknown >
): AdditionalFieldValues {
	const values: AdditionalFieldValues = {};
	for ( const field of additionalFieldsOf( context ) ) {
		if ( posted[ field.id ] !== undefined ) {
			values[ field.id ] = sanitizeValue( field, posted[ field.id ] );
		}
	}
	return values;
}

/** `wp_sprintf`'s `%l`: "a", "a and b", "a, b, and c". */
const wpList = ( context: EngineContext, items: string[] ): string => {
	if ( items.length < 2 ) {
		return items.join( '' );
	}
	if ( items.length === 2 ) {
		return context.t( 'listOfTwo', items[ 0 ], items[ 1 ] );
	}
	return context.t( 'listLastTwo', items.slice( 0, -1 ).join( ', ' ), items[ items.length - 1 ] );
};

/** The values a field's schema allows, when it has an enum (`generate_additional_fields_schema`). */
const enumOf = ( field: AdditionalFieldSetting ): Array< string | boolean > | null => {
	if ( field.type === 'select' ) {
		const values = ( field.options ?? [] ).map( ( option ) => option.value );
		return field.required ? values : [ ...values, '' ];
	}
	return field.type === 'checkbox' && field.required ? [ true ] : null;
};

/**
 * The schema check of `additional_fields` (`CheckoutSchema::validate_additional_fields`):
 * on POST every field (a required one missing is `rest_invalid_type`), on
 * PUT only those sent; a value outside a select's options, or a required
 * checkbox left unticked, is `rest_not_in_enum`. Each error names the field's
 * `location` and `key`.
 *
 * @example
 * additionalFieldsSchemaErrors( context, {}, { partial: false } )[ 0 ]?.code; // 'rest_invalid_type' when a field is required
 */
export function additionalFieldsSchemaErrors(
	context: EngineContext,
	posted: Record< string, unknown >,
	options: { partial: boolean }
): StoreApiErrorDetail[] {
	const values = sanitizeAdditionalFields( context, posted );
	const entries: WpErrorEntry[] = [];
	for ( const field of additionalFieldsOf( context ) ) {
		const value = values[ field.id ];
		if ( value === undefined && ( options.partial || ! field.required ) ) {
			continue;
		}
		const where = { location: field.location, key: field.id };
		if ( value === undefined ) {
			const type = field.type === 'checkbox' ? 'boolean' : 'string';
			entries.push( {
				code: 'rest_invalid_type',
				message: context.t( 'notOfType', field.id, type ),
				data: [ { param: field.id }, where ],
			} );
			continue;
		}
		const allowed = enumOf( field );
		if ( allowed && ! allowed.includes( value ) ) {
			const shown = allowed.map( ( item ) => ( item === true ? '1' : String( item ) ) );
			entries.push( {
				code: 'rest_not_in_enum',
				message:
					shown.length === 1
						? context.t( 'notEnumValue', field.id, shown[ 0 ] )
						: context.t( 'notInEnum', field.id, wpList( context, shown ) ),
				data: [ where ],
			} );
		}
	}
	return convertWpErrors( entries );
}

/**
 * The checkout route's own check of required fields (`Checkout::validate_callback`),
 * after the arguments passed: a required field sent empty (or, on POST, not
 * sent) is "%s is required" (`woocommerce_required_checkout_field`, data
 * `{ key }`). Contact and order errors both belong to `additional_fields`;
 * when both locations fail, the order location's errors are the ones kept.
 *
 * @example
 * assertRequiredAdditionalFields( context, { 'cesta-demo/gift-note': ' ' }, { partial: true } ); // throws when the note is required
 */
export function assertRequiredAdditionalFields(
	context: EngineContext,
	posted: Record< string, unknown >,
	options: { partial: boolean }
): void {
	let failure: StoreApiErrorDetail[] = [];
	for ( const location of [ 'contact', 'order' ] as const ) {
		const entries: WpErrorEntry[] = [];
		for ( const field of additionalFieldsOf( context, location ) ) {
			if ( posted[ field.id ] === undefined && ( options.partial || ! field.required ) ) {
				continue;
			}
			const value = sanitizeValue( field, posted[ field.id ] ?? '' );
			if ( field.required && ( value === false || value === '' ) ) {
				entries.push( {
					code: 'woocommerce_required_checkout_field',
					message: context.t( 'requiredField', field.label[ context.locale ] ),
					data: [ { key: field.id } ],
				} );
			}
		}
		if ( entries.length ) {
			failure = convertWpErrors( entries );
		}
	}
	if ( failure.length ) {
		const [ first, ...rest ] = failure;
		throw new StoreApiError(
			'rest_invalid_param',
			400,
			context.t( 'invalidParams', 'additional_fields' ),
			{
				params: { additional_fields: first.message },
				details: {
					additional_fields: {
						...first,
						...( rest.length ? { additional_errors: rest } : {} ),
					},
				},
			}
		);
	}
}

/**
 * `additional_fields` in a checkout answer (`get_additional_fields_response`):
 * the order's values over the customer's saved contact fields, fields the
 * shop no longer has left out, checkboxes as booleans.
 *
 * @example
 * additionalFieldsResponse( context, { 'cesta-demo/gift-note': 'Para Ana' }, {} ); // { 'cesta-demo/gift-note': 'Para Ana' }
 */
export function additionalFieldsResponse(
	context: EngineContext,
	orderValues: AdditionalFieldValues,
	customerValues: AdditionalFieldValues
): AdditionalFieldValues {
	return sanitizeAdditionalFields( context, { ...customerValues, ...orderValues } );
}
