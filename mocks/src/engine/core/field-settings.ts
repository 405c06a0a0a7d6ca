/** The shop's checkout field settings: the three core field options and the fields extensions register. */

import type { SiteLocale } from './messages';

/**
 * How a core field shows at checkout: WooCommerce's Customize → Checkout
 * options (`woocommerce_checkout_{company,address_2,phone}_field`).
 *
 * @example
 * const phone: FieldVisibility = 'required';
 */
export type FieldVisibility = 'hidden' | 'optional' | 'required';

/**
 * The three core fields a shop may hide, make optional or require.
 *
 * @example
 * const fields: CoreFieldSettings = { company: 'hidden', address_2: 'optional', phone: 'required' };
 */
export interface CoreFieldSettings {
	company: FieldVisibility;
	address_2: FieldVisibility;
	phone: FieldVisibility;
}

/**
 * A text in both languages the simulated shop speaks.
 *
 * @example
 * const label: LocalisedText = { en_US: 'Gift note', es_ES: 'Nota para el regalo' };
 */
export type LocalisedText = Record< SiteLocale, string >;

/**
 * A field an extension registers with `woocommerce_register_additional_checkout_field`,
 * in the contact or order area (address-area fields are not simulated).
 *
 * @example
 * const note: AdditionalFieldSetting = {
 * 	id: 'cesta-demo/gift-note', location: 'order', type: 'text', required: true,
 * 	label: { en_US: 'Gift note', es_ES: 'Nota para el regalo' },
 * };
 */
export interface AdditionalFieldSetting {
	/** `namespace/name`, the key of `additional_fields`. */
	id: string;
	location: 'contact' | 'order';
	type: 'text' | 'select' | 'checkbox';
	label: LocalisedText;
	required: boolean;
	/** The choices of a `select` field. */
	options?: Array< { value: string; label: LocalisedText } >;
}

/**
 * The sample shop's core field options, as the captured WooCommerce 9.9.5
 * shop prints them in `defaultFields`: company hidden, apartment optional,
 * phone required.
 *
 * @example
 * SAMPLE_CORE_FIELDS.phone; // 'required'
 */
export const SAMPLE_CORE_FIELDS: CoreFieldSettings = {
	company: 'hidden',
	address_2: 'optional',
	phone: 'required',
};

/**
 * The gift note the sample shop's demo extension registers: order-level text.
 * Optional in the sample shop (the captured checkouts send no
 * `additional_fields`); tests that need a required field spread it with
 * `required: true`.
 *
 * @example
 * const required = { ...GIFT_NOTE_FIELD, required: true };
 */
export const GIFT_NOTE_FIELD: AdditionalFieldSetting = {
	id: 'cesta-demo/gift-note',
	location: 'order',
	type: 'text',
	label: { en_US: 'Gift note', es_ES: 'Nota para el regalo' },
	required: false,
};

/**
 * The contact-area checkbox the demo extension registers: offers by email.
 *
 * @example
 * NEWSLETTER_FIELD.type; // 'checkbox'
 */
export const NEWSLETTER_FIELD: AdditionalFieldSetting = {
	id: 'cesta-demo/newsletter',
	location: 'contact',
	type: 'checkbox',
	label: {
		en_US: 'Email me offers and news',
		es_ES: 'Quiero recibir ofertas y novedades por correo electrónico',
	},
	required: false,
};

/**
 * The additional fields of the sample shop.
 *
 * @example
 * SAMPLE_ADDITIONAL_FIELDS.map( ( field ) => field.id ); // [ 'cesta-demo/newsletter', 'cesta-demo/gift-note' ]
 */
export const SAMPLE_ADDITIONAL_FIELDS: AdditionalFieldSetting[] = [
	NEWSLETTER_FIELD,
	GIFT_NOTE_FIELD,
];
