/** Block-tree nodes back to escaped HTML, and the list of void elements. */

import type { MarkupNode } from './types';

/**
 * Elements that never have content or a closing tag.
 *
 * @example
 * VOID_ELEMENTS.has( 'img' ); // true
 */
export const VOID_ELEMENTS: ReadonlySet< string > = new Set( [
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
] );

const escapeText = ( text: string ): string =>
	text.replace( /&/g, '&amp;' ).replace( /</g, '&lt;' ).replace( />/g, '&gt;' );

const escapeAttribute = ( value: string ): string =>
	value.replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );

const openingTag = ( tagName: string, attributes: Record< string, string > ): string =>
	`<${ tagName }${ Object.entries( attributes )
		.map( ( [ name, value ] ) => ` ${ name }="${ escapeAttribute( value ) }"` )
		.join( '' ) }>`;

/**
 * Block-tree nodes back to HTML, escaped, e.g. the cleaned markup of a nested
 * top-level block, which is kept inert until it is mounted.
 *
 * @example
 * serializeMarkupNodes( [ { type: 'text', text: 'a < b' } ] ); // 'a &lt; b'
 */
export function serializeMarkupNodes( nodes: readonly MarkupNode[] ): string {
	return nodes
		.map( ( node ) => {
			switch ( node.type ) {
				case 'text':
					return escapeText( node.text );
				case 'island':
					return `${ openingTag( node.tagName, node.attributes ) }${ node.html }</${ node.tagName }>`;
				default:
					return VOID_ELEMENTS.has( node.tagName )
						? openingTag( node.tagName, node.attributes )
						: `${ openingTag( node.tagName, node.attributes ) }${ serializeMarkupNodes(
								node.children
							) }</${ node.tagName }>`;
			}
		} )
		.join( '' );
}
