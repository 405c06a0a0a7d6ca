/** An address as lines of text, laid out by a WooCommerce address format ("{name}\n{company}\n…"). */

import { DEFAULT_ADDRESS_FORMAT } from '../constants';

/**
 * What an address needs to be laid out: its fields (missing ones are empty)
 * and the names of its country and state.
 *
 * @example
 * const input: AddressFormatInput = { address: MADRID_SHIPPING, countryName: 'España', stateName: 'Madrid' };
 */
export interface AddressFormatInput {
	/** The address fields (`first_name`, `address_1`, `state`, `country`…). */
	address: Readonly< Partial< Record< string, unknown > > >;
	/** The country's name; the code when missing. */
	countryName?: string;
	/** The state's name; the code when missing. */
	stateName?: string;
	/** Fields not to show (hidden by the shop's field settings). */
	hiddenFields?: readonly string[];
}

const text = ( value: unknown ): string => ( typeof value === 'string' ? value.trim() : '' );

/**
 * The address as lines, following a WooCommerce address format (the
 * `format` of a country in the `countryData` setting, or
 * `defaultAddressFormat`): `{first_name}`, `{last_name}`, `{name}`,
 * `{company}`, `{address_1}`, `{address_2}`, `{city}`, `{state}` (its name),
 * `{state_code}`, `{postcode}`, `{country}` (its name), each also as
 * `{…_upper}` in capitals. Hidden and empty fields leave no trace: lines left
 * empty are dropped, and separators they leave at a line's ends or doubled
 * ("{state}, {city}" without a state) are removed.
 *
 * @example
 * formatAddressLines(
 * 	{ address: MADRID_SHIPPING, countryName: 'España', stateName: 'Madrid' },
 * 	'{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}'
 * );
 * // [ 'Lucía García', 'Calle de Alcalá 50', '28014 Madrid', 'Madrid', 'España' ]
 */
export function formatAddressLines(
	{ address, countryName, stateName, hiddenFields = [] }: AddressFormatInput,
	format: string = DEFAULT_ADDRESS_FORMAT
): string[] {
	const field = ( key: string ) => ( hiddenFields.includes( key ) ? '' : text( address[ key ] ) );
	const state = field( 'state' );
	const country = field( 'country' );
	const values: Record< string, string > = {
		first_name: field( 'first_name' ),
		last_name: field( 'last_name' ),
		name: [ field( 'first_name' ), field( 'last_name' ) ].filter( Boolean ).join( ' ' ),
		company: field( 'company' ),
		address_1: field( 'address_1' ),
		address_2: field( 'address_2' ),
		city: field( 'city' ),
		state: state && ( stateName || state ),
		state_code: state,
		postcode: field( 'postcode' ),
		country: country && ( countryName || country ),
	};
	return format
		.replace( /\\n/g, '\n' )
		.split( '\n' )
		.map( ( line ) =>
			line
				.replace(
					/\{([a-z0-9_]+?)(_upper)?\}/g,
					( _placeholder, key: string, upper?: string ) => {
						if ( ! ( key in values ) ) {
							return '';
						}
						return upper ? values[ key ]!.toLocaleUpperCase() : values[ key ]!;
					}
				)
				// What an empty field leaves: doubled separators, separators at the ends.
				.replace( /\s*,(\s*,)+/g, ',' )
				.replace( /^[\s,]+|[\s,]+$/g, '' )
				.replace( /\s{2,}/g, ' ' )
		)
		.filter( Boolean );
}
