/** The company, apartment and phone fields as the Checkout block's attributes set them (WooCommerce's `show…Field` / `require…Field`). */

import type { AddressFormField } from '@cesta/validation';

/**
 * The address fields the Checkout block's attributes may show, hide or
 * require, each with its pair of attributes (WooCommerce's names).
 *
 * @example
 * ADDRESS_FIELD_VISIBILITY_ATTRIBUTES.phone; // { show: 'showPhoneField', require: 'requirePhoneField' }
 */
export const ADDRESS_FIELD_VISIBILITY_ATTRIBUTES = Object.freeze( {
	company: { show: 'showCompanyField', require: 'requireCompanyField' },
	address_2: { show: 'showApartmentField', require: 'requireApartmentField' },
	phone: { show: 'showPhoneField', require: 'requirePhoneField' },
} as const );

/**
 * A field the Checkout block's attributes may change.
 *
 * @example
 * const key: VisibilityFieldKey = 'company';
 */
export type VisibilityFieldKey = keyof typeof ADDRESS_FIELD_VISIBILITY_ATTRIBUTES;

/**
 * What the Checkout block's attributes say of each of those fields: hidden
 * or not, required or not. A field or member left out keeps the shop's
 * setting (`defaultFields`, then the country's rules).
 *
 * @example
 * const visibility: AddressFieldVisibility = { company: { hidden: false, required: true }, phone: { hidden: true } };
 */
export type AddressFieldVisibility = Partial<
	Record< VisibilityFieldKey, { hidden?: boolean; required?: boolean } >
>;

/**
 * The field visibility the Checkout block's attributes set: `show…Field`
 * hides the field when false, `require…Field` makes it required or
 * optional; an attribute the block does not carry (its block.json gives
 * them no default) leaves the shop's setting.
 *
 * @example
 * addressFieldVisibilityOf( { showPhoneField: false, showCompanyField: true, requireCompanyField: true } );
 * // { company: { hidden: false, required: true }, phone: { hidden: true } }
 */
export function addressFieldVisibilityOf(
	attributes: Readonly< Record< string, unknown > >
): AddressFieldVisibility {
	const visibility: AddressFieldVisibility = {};
	for ( const [ key, names ] of Object.entries( ADDRESS_FIELD_VISIBILITY_ATTRIBUTES ) ) {
		const show = attributes[ names.show ];
		const require = attributes[ names.require ];
		const field = {
			...( typeof show === 'boolean' ? { hidden: ! show } : {} ),
			...( typeof require === 'boolean' ? { required: require } : {} ),
		};
		if ( Object.keys( field ).length > 0 ) {
			visibility[ key as VisibilityFieldKey ] = field;
		}
	}
	return visibility;
}

/**
 * The fields of a form with the block's visibility applied over the shop's
 * (and the country's) settings; a hidden field is never required.
 *
 * @example
 * withFieldVisibility( fields, { phone: { hidden: true } } ).find( ( field ) => field.key === 'phone' )?.hidden; // true
 */
export function withFieldVisibility(
	fields: AddressFormField[],
	visibility: AddressFieldVisibility
): AddressFormField[] {
	if ( Object.keys( visibility ).length === 0 ) {
		return fields;
	}
	return fields.map( ( field ) => {
		const change = visibility[ field.key as VisibilityFieldKey ];
		if ( ! change ) {
			return field;
		}
		const hidden = change.hidden ?? field.hidden ?? false;
		return {
			...field,
			hidden,
			required: hidden ? false : ( change.required ?? field.required ),
		};
	} );
}
