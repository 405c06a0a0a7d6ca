/** parseStyleAttribute: a style attribute from markup as a React style object. */

/**
 * Splits at `separator` outside parentheses and quotes, so
 * `url(data:image/png;base64,…)` stays whole.
 */
function splitOutside( text: string, separator: string ): string[] {
	const parts: string[] = [];
	let depth = 0;
	let quote: string | null = null;
	let start = 0;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( quote ) {
			if ( char === '\\' ) {
				i++;
			} else if ( char === quote ) {
				quote = null;
			}
		} else if ( char === '"' || char === "'" ) {
			quote = char;
		} else if ( char === '(' ) {
			depth++;
		} else if ( char === ')' ) {
			depth = Math.max( 0, depth - 1 );
		} else if ( char === separator && depth === 0 ) {
			parts.push( text.slice( start, i ) );
			start = i + 1;
		}
	}
	parts.push( text.slice( start ) );
	return parts;
}

const toStyleKey = ( property: string ): string => {
	if ( property.startsWith( '--' ) ) {
		return property;
	}
	const lower = property.toLowerCase();
	// React spells vendor prefixes `Webkit…`/`Moz…` but `ms…`.
	const unprefixed = lower.startsWith( '-ms-' ) ? lower.slice( 1 ) : lower;
	return unprefixed.replace( /-([a-z])/g, ( _match, letter: string ) => letter.toUpperCase() );
};

/**
 * A `style` attribute as the object React takes. `!important` is dropped
 * (React cannot set it) and the declaration kept; malformed declarations are
 * skipped.
 *
 * @example
 * parseStyleAttribute( 'background-color: #fff; --gap: 8px; -webkit-line-clamp: 2' );
 * // { backgroundColor: '#fff', '--gap': '8px', WebkitLineClamp: '2' }
 */
export function parseStyleAttribute( css: string ): Record< string, string > {
	const style: Record< string, string > = {};
	for ( const declaration of splitOutside( css, ';' ) ) {
		const colon = declaration.indexOf( ':' );
		if ( colon <= 0 ) {
			continue;
		}
		const property = declaration.slice( 0, colon ).trim();
		const value = declaration
			.slice( colon + 1 )
			.replace( /!\s*important\s*$/i, '' )
			.trim();
		if ( /^-{0,2}[a-zA-Z][-a-zA-Z0-9_]*$/.test( property ) && value !== '' ) {
			style[ toStyleKey( property ) ] = value;
		}
	}
	return style;
}
