/** The kinds of characters a password uses and its length, which both character scorers read. */

const LOWER_CASE = /\p{Ll}/u;
const UPPER_CASE = /\p{Lu}|\p{Lt}/u;
const DIGIT = /\p{Nd}/u;

/**
 * The password facts both character scorers read: how many of the four kinds
 * (lower case, upper case, digit, symbol) it uses and its length in
 * characters (code points, so "ñ" or an emoji counts once). Anything that is
 * not a cased letter or a digit counts as a symbol, spaces included.
 *
 * @example
 * describePassword( 'Cesta2025!' ); // { kinds: 4, lengthChars: 10 }
 */
export function describePassword( password: string ): { kinds: number; lengthChars: number } {
	const characters = Array.from( typeof password === 'string' ? password : '' );
	let lower = false;
	let upper = false;
	let digit = false;
	let symbol = false;
	for ( const character of characters ) {
		if ( LOWER_CASE.test( character ) ) {
			lower = true;
		} else if ( UPPER_CASE.test( character ) ) {
			upper = true;
		} else if ( DIGIT.test( character ) ) {
			digit = true;
		} else {
			symbol = true;
		}
	}
	return {
		kinds: [ lower, upper, digit, symbol ].filter( Boolean ).length,
		lengthChars: characters.length,
	};
}
