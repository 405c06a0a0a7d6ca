/** How the address form names its fields: ids, classes, autofill tokens, labels and the attributes it lets through. */

import { optionalLabel } from '@cesta/validation';

import type { AddressFormFieldDefinition } from './types';

const SECTIONED_TYPES = [ 'billing', 'shipping' ];

const SAFE_ATTRIBUTES = [ 'pattern', 'title', 'maxLength', 'minLength', 'inputMode' ];

/**
 * A field's id, as WooCommerce writes it: `${ type }-${ key }`, with the
 * slashes of an additional field's key as hyphens (ids cannot hold them
 * safely in selectors).
 *
 * @example
 * getAddressFieldId( 'shipping', 'postcode' ); // 'shipping-postcode'
 * getAddressFieldId( 'billing', 'mi-tienda/nif' ); // 'billing-mi-tienda-nif'
 */
export function getAddressFieldId( type: string, key: string ): string {
	return `${ type }-${ key }`.replaceAll( '/', '-' );
}

/**
 * A field's `autocomplete` value: for billing and shipping addresses the
 * token is put in the address's own section with its address type
 * (`section-shipping shipping postal-code`), so browsers fill the two
 * addresses separately; `on`, `off` and tokens of other forms pass as they
 * are; nothing without a token.
 *
 * @example
 * getAutocompleteValue( 'address-line1', 'shipping' ); // 'section-shipping shipping address-line1'
 * getAutocompleteValue( 'email', 'contact' ); // 'email'
 * getAutocompleteValue( 'off', 'billing' ); // 'off'
 */
export function getAutocompleteValue(
	autocomplete: string | undefined,
	type: string
): string | undefined {
	const token = typeof autocomplete === 'string' ? autocomplete.trim() : '';
	if ( ! token ) {
		return undefined;
	}
	if ( [ 'on', 'off' ].includes( token.toLowerCase() ) || ! SECTIONED_TYPES.includes( type ) ) {
		return token;
	}
	return `section-${ type } ${ type } ${ token }`;
}

/**
 * The label a field shows: its label when required, else its optional label
 * ("%s (optional)").
 *
 * @example
 * getFieldLabel( { key: 'company', label: 'Company', required: false, hidden: false } ); // 'Company (optional)'
 */
export function getFieldLabel( field: AddressFormFieldDefinition ): string {
	return field.required ? field.label : ( field.optionalLabel ?? optionalLabel( field.label ) );
}

/**
 * The class WooCommerce gives a field's wrapper: `wc-block-components-address-form__${ key }`.
 *
 * @example
 * getFieldClassName( 'mi-tienda/nif' ); // 'wc-block-components-address-form__mi-tienda-nif'
 */
export function getFieldClassName( key: string ): string {
	return `wc-block-components-address-form__${ key }`.replaceAll( '/', '-' );
}

/**
 * The extra attributes of a field that may reach its input: a few
 * constraints and hints and `data-*`; anything else (event handlers,
 * `style`, `id`, `aria-*`, which would break the label and error links) is
 * dropped.
 *
 * @example
 * getSafeAttributes( { pattern: '[0-9]{8}[A-Z]', onclick: 'steal()' } ); // { pattern: '[0-9]{8}[A-Z]' }
 * getSafeAttributes( { maxLength: 9 } ); // { maxLength: 9 }, as the field model gives it
 */
export function getSafeAttributes(
	attributes: Readonly< Record< string, string | number | boolean > > | undefined
): Record< string, string | number | boolean > {
	return Object.fromEntries(
		Object.entries( attributes ?? {} ).filter(
			( [ name, value ] ) =>
				[ 'string', 'number', 'boolean' ].includes( typeof value ) &&
				( SAFE_ATTRIBUTES.includes( name ) || /^data-[a-z0-9-]+$/.test( name ) )
		)
	);
}
