/**
 * The checkout-field settings WooCommerce prints on its cart and checkout
 * pages: `defaultFields` (every field's definition, core and additional),
 * `addressFieldsLocations` (which keys go in the contact, address and order
 * sections) and, per country in `countryData`, the `locale` overrides.
 */
import { getSetting } from './get-setting';
import { isRecord } from './is-record';
import type { AddressFieldsLocations, FieldLocation, RawFieldSettings } from './types';

/**
 * Where each core field goes when the host prints no `addressFieldsLocations`:
 * the ten address keys in both address forms, the email in contact
 * information, nothing in the order section (WooCommerce 9.9.5's defaults).
 *
 * @example
 * DEFAULT_ADDRESS_FIELDS_LOCATIONS.contact; // [ 'email' ]
 */
export const DEFAULT_ADDRESS_FIELDS_LOCATIONS: Readonly< AddressFieldsLocations > = Object.freeze( {
	address: Object.freeze( [
		'country',
		'first_name',
		'last_name',
		'company',
		'address_1',
		'address_2',
		'city',
		'state',
		'postcode',
		'phone',
	] ),
	contact: Object.freeze( [ 'email' ] ),
	order: Object.freeze( [] as string[] ),
} );

const stringList = ( value: unknown ): string[] | undefined =>
	Array.isArray( value )
		? value.filter( ( key ): key is string => typeof key === 'string' )
		: undefined;

/**
 * Which field keys each checkout section shows, from the host's
 * `addressFieldsLocations` setting: core keys plus the additional fields
 * extensions registered there (`my-plugin/gift-note`). WooCommerce before 8.9
 * called the order section `additional`; that name is read too. A section the
 * host leaves out gets its default.
 *
 * @example
 * getAddressFieldsLocations().address; // [ 'country', 'first_name', …, 'phone' ]
 * getAddressFieldsLocations().order; // [ 'my-plugin/how-did-you-hear' ]
 */
export function getAddressFieldsLocations(): AddressFieldsLocations {
	const printed = getSetting< unknown >( 'addressFieldsLocations', null );
	const locations = isRecord( printed ) ? printed : {};
	const read = ( location: FieldLocation, ...names: string[] ): readonly string[] => {
		for ( const name of names ) {
			const list = stringList( locations[ name ] );
			if ( list ) {
				return list;
			}
		}
		return DEFAULT_ADDRESS_FIELDS_LOCATIONS[ location ];
	};
	return {
		address: read( 'address', 'address' ),
		contact: read( 'contact', 'contact' ),
		order: read( 'order', 'order', 'additional' ),
	};
}

/**
 * The field definitions the host printed as `defaultFields`, by key (core
 * fields and additional ones), each an object as printed; `null` when the host
 * printed none, so the caller uses its built-in defaults.
 *
 * @example
 * getDefaultFieldsSetting()?.phone?.required; // true on the sample shop
 */
export function getDefaultFieldsSetting(): Record< string, RawFieldSettings > | null {
	const printed = getSetting< unknown >( 'defaultFields', null );
	if ( ! isRecord( printed ) ) {
		return null;
	}
	return Object.fromEntries(
		Object.entries( printed ).filter( ( entry ): entry is [ string, RawFieldSettings ] =>
			isRecord( entry[ 1 ] )
		)
	);
}

const printedCountryData = (): Record< string, unknown > | null => {
	const countryData = getSetting< unknown >( 'countryData', null );
	return isRecord( countryData ) && Object.keys( countryData ).length > 0 ? countryData : null;
};

/**
 * Whether the host printed `countryData` (WooCommerce does on its cart and
 * checkout pages). Without it, address forms need built-in locale rules and
 * state lists.
 *
 * @example
 * if ( ! hasCountryDataSetting() ) { await loadAddressLocales(); }
 */
export function hasCountryDataSetting(): boolean {
	return printedCountryData() !== null;
}

/**
 * A country's address-field overrides as the host printed them in
 * `countryData[ country ].locale` (`{ state: { label: 'Province' } }`).
 * `undefined` when the host printed no `countryData`, or nothing for this
 * country; `{}` when the country has no overrides (PHP prints them as `[]`).
 *
 * @example
 * getCountryLocaleSetting( 'ES' ); // { postcode: { index: 65 }, state: { label: 'Province' } }
 * getCountryLocaleSetting( 'AQ' ); // {} when printed without overrides
 */
export function getCountryLocaleSetting(
	country: string
): Record< string, RawFieldSettings > | undefined {
	const entry = printedCountryData()?.[ country ];
	if ( ! isRecord( entry ) ) {
		return undefined;
	}
	const { locale } = entry;
	if ( ! isRecord( locale ) ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( locale ).filter( ( item ): item is [ string, RawFieldSettings ] =>
			isRecord( item[ 1 ] )
		)
	);
}
