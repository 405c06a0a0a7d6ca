/** The address fields an order requires, as WooCommerce checks them before payment: the shop's field options and the country's locale. */

import type { EngineContext } from '../core/context';
import type { MessageId } from '../core/messages';
import { COUNTRY_LOCALE } from './country-locale';
import type { LocaleFieldKey } from './country-locale';

/**
 * One address field as the order-time check sees it.
 *
 * @example
 * const city: OrderAddressField = { key: 'city', label: 'addressCity', required: true, hidden: false };
 */
export interface OrderAddressField {
	key: LocaleFieldKey;
	label: MessageId;
	required: boolean;
	hidden: boolean;
}

/**
 * The default address fields of the shop (`get_default_address_fields`):
 * company and apartment follow the shop's options (left out when hidden).
 * The phone is not among them: WooCommerce only adds it to the classic
 * billing form, so the Store API never requires it, whatever the setting.
 *
 * @example
 * defaultAddressFields( context ).map( ( field ) => field.key ); // no 'company' in the sample shop
 */
export function defaultAddressFields( context: EngineContext ): OrderAddressField[] {
	const { company, address_2: apartment } = context.settings.coreFields;
	const field = ( key: LocaleFieldKey, label: MessageId, required = true ) => ( {
		key,
		label,
		required,
		hidden: false,
	} );
	return [
		field( 'first_name', 'addressFirstName' ),
		field( 'last_name', 'addressLastName' ),
		...( company === 'hidden'
			? []
			: [ field( 'company', 'addressCompany', company === 'required' ) ] ),
		field( 'country', 'addressCountry' ),
		field( 'address_1', 'addressStreet' ),
		...( apartment === 'hidden'
			? []
			: [ field( 'address_2', 'addressApartment', apartment === 'required' ) ] ),
		field( 'city', 'addressCity' ),
		field( 'state', 'addressState' ),
		field( 'postcode', 'addressPostcode' ),
	];
}

/**
 * The address fields of a country at order time: the default fields with the
 * country's locale laid over them (label, required, hidden).
 *
 * @example
 * orderAddressFields( context, 'PT' ).find( ( field ) => field.key === 'state' )?.hidden; // true
 */
export function orderAddressFields( context: EngineContext, country: string ): OrderAddressField[] {
	const locale = COUNTRY_LOCALE[ country ] ?? {};
	return defaultAddressFields( context ).map( ( field ) => ( {
		...field,
		...locale[ field.key ],
	} ) );
}

/**
 * The "%s is required" messages of an address at order time
 * (`OrderController::validate_address_fields`): every required, visible field
 * left empty, in field order. Email and phone are not address fields here.
 *
 * @example
 * missingAddressFields( context, { ...madrid, city: '' } ); // [ 'Town / City is required' ]
 */
export function missingAddressFields(
	context: EngineContext,
	address: Partial< Record< LocaleFieldKey, string > >
): string[] {
	return orderAddressFields( context, address.country ?? '' )
		.filter(
			( field ) =>
				field.required && ! field.hidden && ( address[ field.key ] ?? '' ).trim() === ''
		)
		.map( ( field ) => context.t( 'requiredField', context.t( field.label ) ) );
}
