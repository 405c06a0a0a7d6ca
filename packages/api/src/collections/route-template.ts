/**
 * Route templates as the REST index lists them, e.g.
 * `/wc/store/v1/products/attributes/(?P<attribute_id>[\d]+)/terms`: literal
 * text with named PCRE groups for the ids.
 */
import type { RoutePlaceholder } from '../types';

/** A template split into literal text and placeholders. */
type TemplatePart = string | RoutePlaceholder;

// The index of the `)` closing the group opened at `start`, skipping escapes
// and character classes (a `)` inside `[…]` closes nothing).
function closingParenthesis( text: string, start: number ): number {
	let depth = 0;
	let inClass = false;
	for ( let index = start; index < text.length; index++ ) {
		const char = text[ index ];
		if ( char === '\\' ) {
			index++;
		} else if ( inClass ) {
			inClass = char !== ']';
		} else if ( char === '[' ) {
			inClass = true;
		} else if ( char === '(' ) {
			depth++;
		} else if ( char === ')' && --depth === 0 ) {
			return index;
		}
	}
	return -1;
}

/**
 * Splits a route template into literal parts and placeholders, or `null` if
 * a group is never closed.
 *
 * @example
 * splitRouteTemplate( '/wc/store/v1/products/(?P<id>[\\d]+)' );
 * // [ '/wc/store/v1/products/', { name: 'id', pattern: '[\\d]+' } ]
 */
export function splitRouteTemplate( route: string ): TemplatePart[] | null {
	const parts: TemplatePart[] = [];
	let literal = '';
	let index = 0;
	while ( index < route.length ) {
		if ( route.startsWith( '(?P<', index ) ) {
			const end = closingParenthesis( route, index );
			const inner = route.slice( index + 4, end );
			const nameEnd = inner.indexOf( '>' );
			if ( end === -1 || nameEnd === -1 ) {
				return null;
			}
			if ( literal ) {
				parts.push( literal );
				literal = '';
			}
			parts.push( { name: inner.slice( 0, nameEnd ), pattern: inner.slice( nameEnd + 1 ) } );
			index = end + 1;
		} else {
			literal += route[ index ];
			index++;
		}
	}
	if ( literal ) {
		parts.push( literal );
	}
	return parts;
}

/**
 * The resource name of a route inside a namespace: its path segments after
 * the namespace, without the placeholder segments. `null` for routes of other
 * namespaces and for the namespace root.
 *
 * @example
 * resourceNameOf( '/wc/store/v1/products/attributes/(?P<attribute_id>[\\d]+)/terms', 'wc/store/v1' );
 * // 'products/attributes/terms'
 */
export function resourceNameOf( parts: TemplatePart[], namespace: string ): string | null {
	const marker = '\u0000';
	const flat = parts.map( ( part ) => ( typeof part === 'string' ? part : marker ) ).join( '' );
	const prefix = `/${ namespace }/`;
	if ( ! flat.startsWith( prefix ) ) {
		return null;
	}
	const name = flat
		.slice( prefix.length )
		.split( '/' )
		.filter( ( segment ) => segment !== '' && ! segment.includes( marker ) )
		.join( '/' );
	return name === '' ? null : name;
}

/**
 * Whether an id fits a placeholder's pattern. Patterns JavaScript cannot
 * read count as fitting: the server will judge.
 *
 * @example
 * idFitsPlaceholder( { name: 'id', pattern: '[\\d]+' }, 'camiseta' ); // false
 */
export function idFitsPlaceholder( placeholder: RoutePlaceholder, id: string ): boolean {
	try {
		return new RegExp( `^(?:${ placeholder.pattern })$` ).test( id );
	} catch {
		return true;
	}
}

/**
 * A route template with its placeholders replaced by the ids, in order.
 *
 * @example
 * fillRouteTemplate( '/wc/store/v1/cart/items/(?P<key>[\\w-]{32})', [ '70efdf2ec9b086079795c442636b55fb' ] );
 * // '/wc/store/v1/cart/items/70efdf2ec9b086079795c442636b55fb'
 */
export function fillRouteTemplate( route: string, ids: Array< string | number > ): string {
	let next = 0;
	return ( splitRouteTemplate( route ) ?? [ route ] )
		.map( ( part ) =>
			typeof part === 'string' ? part : encodeURIComponent( String( ids[ next++ ] ?? '' ) )
		)
		.join( '' );
}
