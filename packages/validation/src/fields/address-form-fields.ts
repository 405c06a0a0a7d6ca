/** The ordered fields of one address form for a country: settings or built-in defaults, with the country's overrides. */

import {
	getAddressFieldsLocations,
	getAllowedCountries,
	getAllowedStates,
	getCountryLocaleSetting,
	getDefaultFieldsSetting,
	getShippingCountries,
	getShippingStates,
	hasCountryDataSetting,
} from '@cesta/settings';
import type { FieldLocation, RawFieldSettings } from '@cesta/settings';

import { getDefaultAddressFields } from '../address/default-fields';
import type { AddressFieldOption, AddressType } from '../address/types';
import { ADDITIONAL_FIELD_INDEX_START } from '../constants';
import { selectPlaceholder } from '../messages';
import { applyLocaleOverride, readCountryLocale } from './locale-override';
import { getBuiltInCountryLocale, getBuiltInStates } from './locales/load';
import { normaliseField } from './normalise-field';
import type { AddressFormField, AddressFormFieldsOptions, CountryLocale } from './types';

const toOptions = ( list: Readonly< Record< string, string > > ): AddressFieldOption[] =>
	Object.entries( list ).map( ( [ value, label ] ) => ( { value, label } ) );

/** The country's overrides: printed in `countryData`, else built in (when loaded). */
function countryLocaleFor( country: string ): CountryLocale {
	if ( ! country ) {
		return {};
	}
	if ( hasCountryDataSetting() ) {
		return readCountryLocale( getCountryLocaleSetting( country ) ?? {} );
	}
	return getBuiltInCountryLocale( country ) ?? {};
}

/**
 * The country's states for this kind of address: a list, `{}` when the
 * country has no state field, `undefined` when its states are typed.
 */
function statesFor(
	country: string,
	type: AddressType
): Readonly< Record< string, string > > | undefined {
	if ( ! country ) {
		return undefined;
	}
	const printed = type === 'billing' ? getAllowedStates() : getShippingStates();
	if ( Object.hasOwn( printed, country ) ) {
		return printed[ country ];
	}
	return hasCountryDataSetting() ? undefined : getBuiltInStates( country );
}

/** The state field as the country shows it: a select of its states, free text, or none. */
function withStates(
	field: AddressFormField,
	states: Readonly< Record< string, string > > | undefined
): AddressFormField {
	if ( states === undefined ) {
		return { ...field, type: 'text' };
	}
	const options = toOptions( states );
	if ( options.length === 0 ) {
		return { ...field, type: 'text', hidden: true, required: false };
	}
	return { ...field, type: 'select', options };
}

/** The fields a form of this type shows, by key, each with its section. */
function keysFor( type: AddressType ): Array< [ string, FieldLocation ] > {
	const locations = getAddressFieldsLocations();
	const address = locations.address.map( ( key ): [ string, FieldLocation ] => [
		key,
		'address',
	] );
	return type === 'billing' ? [ [ 'email', 'contact' ], ...address ] : address;
}

/**
 * The ordered fields of one address form (spec 2 §3 "Address field
 * definition"): for each key the host's `addressFieldsLocations` puts in
 * the address section (core and additional fields) — plus, for billing, the
 * contact email — the definition the host printed in `defaultFields` over
 * the built-in default ({@link getDefaultAddressFields}), with the country's
 * overrides applied: those the host printed in `countryData`, else the
 * built-in ones once {@link loadAddressLocales} has loaded them. Then:
 * - the country is a select of the countries the shop sells to (billing) or
 *   ships to (shipping);
 * - the state is a select of the country's states, free text when they are
 *   not listed, and hidden when the country has none;
 * - a hidden field is never required; optional labels read "%s (optional)";
 * - selects without a placeholder get "Select a %s";
 * - fields sort by index; an additional field without one follows the core
 *   fields in the order the host listed it.
 *
 * Each call reads the settings afresh (under a millisecond on WooCommerce's
 * checkout page, whose `countryData` lists 249 countries): build the fields
 * when the country changes (`useMemo` on country and type), not on every
 * keystroke.
 *
 * @param country  The address's country code; `''` for no country yet.
 * @param options  `type`: `billing` or `shipping`.
 *
 * @example
 * // WooCommerce 9.9.5's checkout page, Spain:
 * getAddressFormFields( 'ES', { type: 'shipping' } ).map( ( field ) => field.key );
 * // [ 'country', 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city', 'state', 'phone' ]
 * getAddressFormFields( 'ES', { type: 'billing' } )[ 0 ]; // the email, location 'contact'
 */
export function getAddressFormFields(
	country: string,
	{ type }: AddressFormFieldsOptions
): AddressFormField[] {
	const printed = getDefaultFieldsSetting() ?? {};
	const defaults: Record< string, AddressFormField | undefined > = Object.fromEntries(
		Object.values( getDefaultAddressFields() ).map( ( field ) => [
			field.key,
			{ ...field, type: field.type ?? 'text', location: 'address' as FieldLocation },
		] )
	);
	const locale = countryLocaleFor( country );
	const countries = type === 'billing' ? getAllowedCountries() : getShippingCountries();
	const fields: AddressFormField[] = [];
	let additional = 0;
	for ( const [ key, location ] of keysFor( type ) ) {
		const raw: RawFieldSettings | undefined = printed[ key ];
		const builtIn = defaults[ key ];
		if ( ! raw && ! builtIn ) {
			continue;
		}
		let field = normaliseField( raw ?? {}, {
			key,
			location,
			index: ADDITIONAL_FIELD_INDEX_START + ( builtIn ? 0 : additional++ ),
			defaults: builtIn && { ...builtIn, location },
		} );
		if ( location === 'address' ) {
			field = applyLocaleOverride( field, locale[ key ] );
		}
		if ( key === 'country' ) {
			field = { ...field, type: 'select', options: toOptions( countries ) };
		} else if ( key === 'state' ) {
			field = withStates( field, statesFor( country, type ) );
		}
		if ( field.type === 'select' && field.placeholder === undefined ) {
			field.placeholder = selectPlaceholder( field.label );
		}
		fields.push( field );
	}
	return fields
		.map( ( field, position ) => ( { field, position } ) )
		.sort( ( a, b ) => a.field.index - b.field.index || a.position - b.position )
		.map( ( { field } ) => field );
}

/**
 * Form fields by key, the shape the address rules (`isAddressComplete`,
 * `emptyHiddenAddressFields`) read.
 *
 * @example
 * isAddressComplete( address, keyFormFields( getAddressFormFields( 'PT', { type: 'shipping' } ) ) );
 */
export function keyFormFields(
	fields: readonly AddressFormField[]
): Record< string, AddressFormField > {
	return Object.fromEntries( fields.map( ( field ) => [ field.key, field ] ) );
}
