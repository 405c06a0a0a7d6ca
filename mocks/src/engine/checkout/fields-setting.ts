/** The checkout form's field settings a shop prints (`defaultFields`, `addressFieldsLocations`), built from its field options. */

import type { EngineContext } from '../core/context';
import type { FieldVisibility } from '../core/field-settings';
import type { MessageId } from '../core/messages';

/**
 * One field of the checkout form as WooCommerce prints it in `defaultFields`.
 *
 * @example
 * const phone: PrintedField = { label: 'Teléfono', optionalLabel: 'Teléfono (opcional)', required: true, hidden: false, index: 100 };
 */
export interface PrintedField {
	label: string;
	optionalLabel: string;
	required: boolean;
	hidden: boolean;
	autocomplete?: string;
	autocapitalize?: string;
	type?: string;
	index?: number;
}

/**
 * A field an extension registered, as `defaultFields` prints it
 * (`register_checkout_field`'s field data, callbacks left out).
 *
 * @example
 * const note: PrintedAdditionalField = { id: 'cesta-demo/gift-note', label: 'Nota para el regalo', optionalLabel: 'Nota para el regalo (opcional)',
 * 	location: 'order', type: 'text', hidden: false, required: false, attributes: [], show_in_order_confirmation: true, validation: [] };
 */
export interface PrintedAdditionalField {
	id: string;
	label: string;
	optionalLabel: string;
	location: 'contact' | 'order';
	type: 'text' | 'select' | 'checkbox';
	hidden: false;
	required: boolean;
	attributes: [];
	show_in_order_confirmation: true;
	validation: [];
	options?: Array< { value: string; label: string } >;
}

/**
 * What the checkout page prints about its form: every field by key and which
 * area (address, contact, order) each key belongs to.
 *
 * @example
 * const setting: CheckoutFieldsSetting = checkoutFieldsSetting( context );
 * setting.addressFieldsLocations.contact; // [ 'email', 'cesta-demo/newsletter' ]
 */
export interface CheckoutFieldsSetting {
	defaultFields: Record< string, PrintedField | PrintedAdditionalField >;
	addressFieldsLocations: { address: string[]; contact: string[]; order: string[] };
}

/**
 * The checkout form's fields in the shop's language: the blocks' core fields
 * with company, apartment and phone as the shop's options say (key and
 * property order are WooCommerce 9.9.5's), then the fields extensions
 * registered, each listed in its area.
 *
 * @example
 * checkoutFieldsSetting( context ).defaultFields.phone.required; // true in the sample shop
 */
export function checkoutFieldsSetting( context: EngineContext ): CheckoutFieldsSetting {
	const { t, settings } = context;
	const labels = ( id: MessageId ) => ( {
		label: t( id ),
		optionalLabel: t( 'fieldOptional', t( id ) ),
	} );
	const visibility = ( option: FieldVisibility ) => ( {
		required: option === 'required',
		hidden: option === 'hidden',
	} );
	const shown = { required: true, hidden: false };
	const { company, address_2: apartment, phone } = settings.coreFields;
	const defaultFields: Record< string, PrintedField > = {
		email: {
			...labels( 'fieldEmail' ),
			...shown,
			autocomplete: 'email',
			autocapitalize: 'none',
			type: 'email',
			index: 0,
		},
		country: { ...labels( 'fieldCountry' ), ...shown, autocomplete: 'country', index: 1 },
		first_name: {
			...labels( 'fieldFirstName' ),
			...shown,
			autocomplete: 'given-name',
			autocapitalize: 'sentences',
			index: 10,
		},
		last_name: {
			...labels( 'fieldLastName' ),
			...shown,
			autocomplete: 'family-name',
			autocapitalize: 'sentences',
			index: 20,
		},
		company: {
			...labels( 'fieldCompany' ),
			...visibility( company ),
			autocomplete: 'organization',
			autocapitalize: 'sentences',
			index: 30,
		},
		address_1: {
			...labels( 'fieldAddress1' ),
			...shown,
			autocomplete: 'address-line1',
			autocapitalize: 'sentences',
			index: 40,
		},
		address_2: {
			...labels( 'fieldAddress2' ),
			...visibility( apartment ),
			autocomplete: 'address-line2',
			autocapitalize: 'sentences',
			index: 50,
		},
		city: {
			...labels( 'fieldCity' ),
			...shown,
			autocomplete: 'address-level2',
			autocapitalize: 'sentences',
			index: 70,
		},
		state: {
			...labels( 'fieldState' ),
			...shown,
			autocomplete: 'address-level1',
			autocapitalize: 'sentences',
			index: 80,
		},
		postcode: {
			...labels( 'fieldPostcode' ),
			...shown,
			autocomplete: 'postal-code',
			autocapitalize: 'characters',
			index: 90,
		},
		phone: {
			...labels( 'fieldPhone' ),
			...visibility( phone ),
			type: 'tel',
			autocomplete: 'tel',
			autocapitalize: 'characters',
			index: 100,
		},
	};
	const additional = settings.additionalFields.map( ( field ): PrintedAdditionalField => ( {
		id: field.id,
		label: field.label[ context.locale ],
		optionalLabel: t( 'fieldOptional', field.label[ context.locale ] ),
		location: field.location,
		type: field.type,
		hidden: false,
		required: field.required,
		attributes: [],
		show_in_order_confirmation: true,
		validation: [],
		...( field.options
			? {
					options: field.options.map( ( option ) => ( {
						value: option.value,
						label: option.label[ context.locale ],
					} ) ),
				}
			: {} ),
	} ) );
	const idsIn = ( location: PrintedAdditionalField[ 'location' ] ) =>
		additional.filter( ( field ) => field.location === location ).map( ( field ) => field.id );
	return {
		defaultFields: {
			...defaultFields,
			...Object.fromEntries( additional.map( ( field ) => [ field.id, field ] ) ),
		},
		addressFieldsLocations: {
			address: Object.keys( defaultFields ).filter( ( key ) => key !== 'email' ),
			contact: [ 'email', ...idsIn( 'contact' ) ],
			order: idsIn( 'order' ),
		},
	};
}
