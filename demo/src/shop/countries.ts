/** The country settings a host prints (names in Spanish, allowed countries, states, countryData). */

import { COUNTRY_STATES } from '@cesta/mocks/server';

/**
 * What a host prints per country in `countryData`, as WooCommerce does.
 *
 * @example
 * const spain: CountryData = { allowBilling: true, allowShipping: true, states: { M: 'Madrid' }, locale: {} };
 */
export interface CountryData {
	allowBilling: boolean;
	allowShipping: boolean;
	/** State code → name; empty when the country has no state list. */
	states: Record< string, string >;
	/** Address-field overrides for the country (none in the sample shop). */
	locale: Record< string, unknown >;
}

/**
 * The country settings of a host page: names in the shop's language, the
 * billing and shipping lists, their states and `countryData`.
 *
 * @example
 * const countries: CountrySettings = countrySettings( [ 'ES' ], [ 'ES' ] );
 */
export interface CountrySettings {
	countries: Record< string, string >;
	allowedCountries: Record< string, string >;
	shippingCountries: Record< string, string >;
	allowedStates: Record< string, Record< string, string > >;
	shippingStates: Record< string, Record< string, string > >;
	countryData: Record< string, CountryData >;
}

const pick = < T >( codes: string[], value: ( code: string ) => T ): Record< string, T > =>
	Object.fromEntries( codes.map( ( code ) => [ code, value( code ) ] ) );

/**
 * Builds the country settings from the shop's billing and shipping country
 * lists. Names come from the runtime's CLDR data in Spanish (`España`,
 * `Países Bajos`, …); states are the ones the Store API simulation validates,
 * so the page offers exactly what the server accepts.
 *
 * @example
 * countrySettings( [ 'ES', 'US' ], [ 'ES' ] ).shippingStates.ES.M; // 'Madrid'
 */
export function countrySettings(
	allowed: string[],
	shipping: string[],
	language = 'es'
): CountrySettings {
	const names = new Intl.DisplayNames( [ language ], { type: 'region' } );
	const all = [ ...new Set( [ ...allowed, ...shipping ] ) ].sort( ( a, b ) =>
		( names.of( a ) ?? a ).localeCompare( names.of( b ) ?? b, language )
	);
	const statesOf = ( code: string ) => COUNTRY_STATES[ code ] ?? {};
	const withStates = ( codes: string[] ) => codes.filter( ( code ) => code in COUNTRY_STATES );
	return {
		countries: pick( all, ( code ) => names.of( code ) ?? code ),
		allowedCountries: pick(
			all.filter( ( code ) => allowed.includes( code ) ),
			( code ) => names.of( code ) ?? code
		),
		shippingCountries: pick(
			all.filter( ( code ) => shipping.includes( code ) ),
			( code ) => names.of( code ) ?? code
		),
		allowedStates: pick( withStates( allowed ), statesOf ),
		shippingStates: pick( withStates( shipping ), statesOf ),
		countryData: pick( all, ( code ) => ( {
			allowBilling: allowed.includes( code ),
			allowShipping: shipping.includes( code ),
			states: statesOf( code ),
			locale: {},
		} ) ),
	};
}
