/**
 * `postcode-validator` keys its pattern table with a TypeScript string enum
 * (`CountryCode.ES`, whose value is `'ES'`), compiled to an object that the
 * minifier cannot remove: 1 KB gzipped of country codes spelled twice. This
 * plugin writes each member as its string, as TypeScript's `const enum`
 * would, and drops the enum module when nothing else needs it. It fails the
 * build if the library no longer looks as expected, rather than guess.
 */
import { readFileSync } from 'node:fs';

const TABLE = /postcode-validator\/lib\/esm\/postcode-regexes\.js$/;
const ENUM_MODULE = /postcode-validator\/lib\/esm\/postcode-types\.js$/;
const ENUM_IMPORT = "import { CountryCode } from './postcode-types';";
const MEMBER = /\bCountryCode\.(\w+)\b/g;

/**
 * The enum's members as `{ NAME: value }`, read from its compiled module
 * (`CountryCode["ES"] = "ES";`).
 *
 * @param {string} source The compiled enum module.
 * @return {Map<string, string>} Member name → value.
 */
function readMembers( source ) {
	const members = new Map();
	for ( const [ , name, value ] of source.matchAll( /CountryCode\["(\w+)"\] = "([^"]*)";/g ) ) {
		members.set( name, value );
	}
	return members;
}

/** @return {import('rollup').Plugin} */
export function inlinePostcodeCountryCodes() {
	return {
		name: 'cesta-inline-postcode-country-codes',
		transform( code, id ) {
			if ( ENUM_MODULE.test( id ) ) {
				// Its only runtime effect is filling the enum object.
				return { code, moduleSideEffects: false };
			}
			if ( ! TABLE.test( id ) ) {
				return null;
			}
			if ( ! code.includes( ENUM_IMPORT ) ) {
				this.error( `postcode-validator changed: "${ ENUM_IMPORT }" not found in ${ id }` );
			}
			const members = readMembers(
				readFileSync( id.replace( 'postcode-regexes.js', 'postcode-types.js' ), 'utf8' )
			);
			const inlined = code.replace( ENUM_IMPORT, '' ).replace( MEMBER, ( match, name ) => {
				if ( ! members.has( name ) ) {
					this.error(
						`postcode-validator changed: CountryCode.${ name } is not a member`
					);
				}
				return JSON.stringify( members.get( name ) );
			} );
			if ( inlined.includes( 'CountryCode' ) ) {
				this.error( 'postcode-validator changed: CountryCode is used in another way' );
			}
			return { code: inlined, map: null };
		},
	};
}
