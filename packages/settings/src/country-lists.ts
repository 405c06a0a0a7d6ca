/**
 * The countries and states an address form offers, wherever the host printed
 * them: WooCommerce's cart and checkout pages print only `countryData` (per
 * country: `allowBilling`, `allowShipping`, `states`, `locale`) and the names
 * in `countries`; other hosts may print the lists themselves
 * (`shippingCountries`, `shippingStates`, `allowedCountries`,
 * `allowedStates`, `states`), which then win.
 */
import { getSetting } from './get-setting';
import { isRecord } from './is-record';
import type { CountryData, StatesByCountry } from './types';

/** Which address a list is for: billing ("allowed") or shipping. */
type AddressKind = 'billing' | 'shipping';

const LIST_SETTINGS: Record< AddressKind, { countries: string; states: string } > = {
	billing: { countries: 'allowedCountries', states: 'allowedStates' },
	shipping: { countries: 'shippingCountries', states: 'shippingStates' },
};

const ALLOWED_FLAG: Record< AddressKind, 'allowBilling' | 'allowShipping' > = {
	billing: 'allowBilling',
	shipping: 'allowShipping',
};

/** Every country's states, printed by some hosts for both kinds of address. */
const ALL_STATES_SETTING = 'states';

const asStringMap = ( value: unknown ): Record< string, string > =>
	isRecord( value )
		? Object.fromEntries(
				Object.entries( value ).filter(
					( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string'
				)
			)
		: {};

// PHP prints an empty country → states map as `[]`: that is "no states", not "unknown".
const asStatesByCountry = ( value: Record< string, unknown > ): StatesByCountry =>
	Object.fromEntries(
		Object.entries( value ).map( ( [ country, states ] ) => [ country, asStringMap( states ) ] )
	);

const countryNames = (): Record< string, string > =>
	asStringMap( getSetting< unknown >( 'countries', {} ) );

/** The printed `countryData` entries of the countries allowed for `kind`, or null if none was printed. */
function allowedCountryData( kind: AddressKind ): Array< [ string, CountryData ] > | null {
	const countryData = getSetting< unknown >( 'countryData', null );
	if ( ! isRecord( countryData ) || Object.keys( countryData ).length === 0 ) {
		return null;
	}
	return Object.entries( countryData ).filter(
		( entry ): entry is [ string, CountryData ] =>
			isRecord( entry[ 1 ] ) && entry[ 1 ][ ALLOWED_FLAG[ kind ] ] === true
	);
}

/**
 * Whether a country without a list of states hides the state field:
 * WooCommerce's locale says so (`state: { hidden: true }`, e.g. Portugal);
 * otherwise (e.g. the United Kingdom's "County") the state is free text.
 */
const hidesState = ( { locale }: CountryData ): boolean =>
	isRecord( locale ) && isRecord( locale.state ) && locale.state.hidden === true;

function readCountries( kind: AddressKind ): Record< string, string > {
	const names = countryNames();
	const printed = getSetting< unknown >( LIST_SETTINGS[ kind ].countries, null );
	if ( Array.isArray( printed ) ) {
		return Object.fromEntries(
			printed
				.filter( ( code ): code is string => typeof code === 'string' )
				.map( ( code ) => [ code, names[ code ] ?? code ] )
		);
	}
	if ( isRecord( printed ) ) {
		return asStringMap( printed );
	}
	const fromCountryData = allowedCountryData( kind );
	if ( fromCountryData ) {
		return Object.fromEntries(
			fromCountryData.map( ( [ code ] ) => [ code, names[ code ] ?? code ] )
		);
	}
	return names;
}

function readStates( kind: AddressKind ): StatesByCountry {
	for ( const name of [ LIST_SETTINGS[ kind ].states, ALL_STATES_SETTING ] ) {
		const printed = getSetting< unknown >( name, null );
		if ( isRecord( printed ) ) {
			return asStatesByCountry( printed );
		}
	}
	const states: StatesByCountry = {};
	for ( const [ code, data ] of allowedCountryData( kind ) ?? [] ) {
		const list = asStringMap( data.states );
		if ( Object.keys( list ).length > 0 || hidesState( data ) ) {
			states[ code ] = list;
		}
	}
	return states;
}

/**
 * The countries the shop ships to, code → name: the `shippingCountries`
 * setting (a map, or a list of codes named from `countries`); else the
 * countries `countryData` allows shipping to, named from `countries`; else
 * every country of `countries`.
 *
 * @example
 * // WooCommerce 9.9's cart page: countryData + countries only
 * getShippingCountries().ES; // 'Spain'
 */
export function getShippingCountries(): Record< string, string > {
	return readCountries( 'shipping' );
}

/**
 * The states of the shipping countries: the `shippingStates` setting, else
 * `states`, else derived from `countryData` — a country with states gets its
 * list, a country whose locale hides the state field gets an empty map (no
 * state field), any other country is left out (its state is free text).
 *
 * @example
 * getShippingStates().ES?.M; // 'Madrid'
 * getShippingStates().PT; // {} — WooCommerce hides Portugal's state field
 * getShippingStates().GB; // undefined — "County" is typed
 */
export function getShippingStates(): StatesByCountry {
	return readStates( 'shipping' );
}

/**
 * The countries the shop sells to (billing addresses), code → name: the
 * `allowedCountries` setting, else the countries `countryData` allows billing
 * in, else every country of `countries`.
 *
 * @example
 * getAllowedCountries().PT; // 'Portugal'
 */
export function getAllowedCountries(): Record< string, string > {
	return readCountries( 'billing' );
}

/**
 * The states of the billing countries: the `allowedStates` setting, else
 * `states`, else derived from `countryData` as `getShippingStates` does.
 *
 * @example
 * getAllowedStates().ES?.B; // 'Barcelona'
 */
export function getAllowedStates(): StatesByCountry {
	return readStates( 'billing' );
}
