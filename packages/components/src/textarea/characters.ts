/** Counting and cutting text by characters as people see them, not by UTF-16 code units. */

/**
 * How many characters `text` has, counting each Unicode code point once: an
 * emoji or a letter outside the Basic Multilingual Plane is one character,
 * where `text.length` would count two.
 *
 * @example
 * countCharacters( 'Entregar en 3º' ); // 14
 * countCharacters( '🎁 regalo' ); // 8 ('🎁 regalo'.length is 9)
 */
export function countCharacters( text: string ): number {
	return Array.from( text ).length;
}

/**
 * `text` cut to at most `limit` characters (code points), never in the middle
 * of a surrogate pair.
 *
 * @example
 * limitCharacters( 'Dejar en conserjería', 8 ); // 'Dejar en'
 * limitCharacters( '🎁🎁🎁', 2 ); // '🎁🎁'
 */
export function limitCharacters( text: string, limit: number ): string {
	const characters = Array.from( text );
	return characters.length <= limit
		? text
		: characters.slice( 0, Math.max( 0, limit ) ).join( '' );
}
