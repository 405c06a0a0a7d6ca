/** The built-in address locales (overrides and state lists): the chunk loadAddressLocales fetches. */

import type { CountryLocale } from '../types';
import { builtInLocaleRules } from './rules';
import { CANADA_PROVINCES } from './states/ca';
import { GERMANY_STATES } from './states/de';
import { SPAIN_PROVINCES } from './states/es';
import { ITALY_PROVINCES } from './states/it';
import { JAPAN_PREFECTURES } from './states/jp';
import { UNITED_STATES_STATES } from './states/us';

/**
 * What the built-in address locales hold: each country's field overrides
 * (a function, so labels are translated when read) and state lists.
 *
 * @example
 * const { rules, states }: AddressLocalesFallback = await import( './fallback' ).then( ( m ) => m.ADDRESS_LOCALES_FALLBACK );
 */
export interface AddressLocalesFallback {
	rules: () => Readonly< Record< string, CountryLocale > >;
	/** State code → name by country; a country missing here has no list. */
	states: Readonly< Record< string, Readonly< Record< string, string > > > >;
}

/**
 * The built-in address locales of ES, US, CA, DE, FR, IT, PT, GB, NL and JP.
 * Only ever imported dynamically (see `loadAddressLocales`), so pages whose
 * host prints `countryData` never download it.
 *
 * @example
 * ADDRESS_LOCALES_FALLBACK.states.ES?.M; // 'Madrid'
 */
export const ADDRESS_LOCALES_FALLBACK: AddressLocalesFallback = Object.freeze( {
	rules: builtInLocaleRules,
	states: Object.freeze( {
		ES: SPAIN_PROVINCES,
		US: UNITED_STATES_STATES,
		CA: CANADA_PROVINCES,
		DE: GERMANY_STATES,
		IT: ITALY_PROVINCES,
		JP: JAPAN_PREFECTURES,
	} ),
} );
