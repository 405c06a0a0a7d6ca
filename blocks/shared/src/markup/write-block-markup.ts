/** What a server needs to print block markup as WordPress saves it: escaping, data attributes, defaults, wrapper classes. React-free. */

/**
 * Escapes text for HTML content and double- or single-quoted attributes, as
 * WordPress's `esc_html` does.
 *
 * @example
 * escapeHtml( 'Ana & "Luis"' ); // 'Ana &amp; &quot;Luis&quot;'
 */
export const escapeHtml = ( text: string ): string =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );

const kebab = ( name: string ): string =>
	name.replace( /[A-Z]/g, ( c ) => `-${ c.toLowerCase() }` );

/**
 * A block's attributes as WordPress writes them on its wrapper: every one
 * but `className` and `align` (which become classes), as `data-kebab-name`,
 * booleans as 'true'/'false', objects and arrays JSON-encoded. With
 * `omitEmpty`, `''` and `undefined` are left out (for blocks where an empty
 * text means "the block's own, translated text").
 *
 * @example
 * blockDataAttributes( { showIcon: true, lock: { remove: true } } );
 * // ' data-show-icon="true" data-lock="{&quot;remove&quot;:true}"'
 */
export function blockDataAttributes(
	attributes: Record< string, unknown >,
	{ omitEmpty = false }: { omitEmpty?: boolean } = {}
): string {
	return Object.entries( attributes )
		.filter(
			( [ name, value ] ) =>
				name !== 'className' &&
				name !== 'align' &&
				! ( omitEmpty && ( value === '' || value === undefined ) )
		)
		.map( ( [ name, value ] ) => {
			const text =
				typeof value === 'object' && value !== null
					? JSON.stringify( value )
					: String( value );
			return ` data-${ kebab( name ) }="${ escapeHtml( text ) }"`;
		} )
		.join( '' );
}

/**
 * The default value of each attribute of a block.json-like definition.
 *
 * @example
 * attributeDefaults( { checkbox: { type: 'boolean', default: false } } ); // { checkbox: false }
 */
export const attributeDefaults = (
	definitions: Record< string, { default?: unknown } >
): Record< string, unknown > =>
	Object.fromEntries(
		Object.entries( definitions ).map( ( [ name, definition ] ) => [
			name,
			definition.default,
		] )
	);

/**
 * The class WordPress gives a block's wrapper.
 *
 * @example
 * blockWrapperClass( 'woocommerce/cart' ); // 'wp-block-woocommerce-cart'
 */
export const blockWrapperClass = ( name: string ): string =>
	`wp-block-${ name.replace( '/', '-' ) }`;
