/** An order's address as the lines WooCommerce prints it (`WC_Countries::get_formatted_address`), in Spanish. */

import { COUNTRY_STATES } from '@cesta/mocks/server';
import type { ShippingAddress } from '@cesta/types';

/**
 * WooCommerce's address formats for the countries the sample shop sells to,
 * as WooCommerce 9.9.5 prints them in `countryData[…].format`; any other
 * country uses `default`.
 *
 * @example
 * ADDRESS_FORMATS.ES; // '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}'
 */
export const ADDRESS_FORMATS: Readonly< Record< string, string > > = {
	default: '{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}',
	AT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	BE: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	CH: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	DE: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	ES: '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}',
	FR: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city_upper}\n{country}',
	IT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode}\n{city}\n{state_upper}\n{country}',
	NL: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	PT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
	US: '{name}\n{company}\n{address_1}\n{address_2}\n{city}, {state_code} {postcode}\n{country}',
};

/**
 * The address fields an order holds (billing or shipping).
 *
 * @example
 * const address: OrderAddressFields = { first_name: 'Lucía', last_name: 'García', address_1: 'Calle de Alcalá 50', postcode: '28014', city: 'Madrid', state: 'M', country: 'ES' };
 */
export type OrderAddressFields = Readonly<
	Partial<
		Pick<
			ShippingAddress,
			| 'first_name'
			| 'last_name'
			| 'company'
			| 'address_1'
			| 'address_2'
			| 'city'
			| 'state'
			| 'postcode'
			| 'country'
		>
	>
>;

const countryNames = new Intl.DisplayNames( [ 'es' ], { type: 'region' } );

const countryName = ( code: string ) => {
	try {
		return countryNames.of( code ) ?? code;
	} catch {
		// Not a region code Intl knows: print what the order holds.
		return code;
	}
};

/**
 * The lines of an order's address, laid out by its country's format with the
 * state's and the country's Spanish names. As WooCommerce does, the country
 * is left out when it is the shop's own (`baseCountry`), and empty fields
 * leave no empty line nor a stray separator.
 *
 * @example
 * orderAddressLines( lucia, 'ES' );
 * // [ 'Lucía García', 'Calle de Alcalá 50', '2º izquierda', '28014 Madrid', 'Madrid' ]
 */
export function orderAddressLines( address: OrderAddressFields, baseCountry: string ): string[] {
	const field = ( key: keyof OrderAddressFields ) => ( address[ key ] ?? '' ).trim();
	const country = field( 'country' );
	const state = field( 'state' );
	const values: Record< string, string > = {
		name: [ field( 'first_name' ), field( 'last_name' ) ].filter( Boolean ).join( ' ' ),
		first_name: field( 'first_name' ),
		last_name: field( 'last_name' ),
		company: field( 'company' ),
		address_1: field( 'address_1' ),
		address_2: field( 'address_2' ),
		city: field( 'city' ),
		state: state && ( COUNTRY_STATES[ country ]?.[ state ] ?? state ),
		state_code: state,
		postcode: field( 'postcode' ),
		country: country && country !== baseCountry ? countryName( country ) : '',
	};
	const format = ADDRESS_FORMATS[ country ] ?? ADDRESS_FORMATS.default!;
	return format
		.split( '\n' )
		.map( ( line ) =>
			line
				.replace(
					/\{([a-z0-9_]+?)(_upper)?\}/g,
					( _placeholder, key: string, upper?: string ) => {
						const value = values[ key ] ?? '';
						return upper ? value.toLocaleUpperCase( 'es' ) : value;
					}
				)
				// What an empty field leaves: a separator at either end, doubled spaces.
				.replace( /^[\s,]+|[\s,]+$/g, '' )
				.replace( /\s{2,}/g, ' ' )
		)
		.filter( Boolean );
}
