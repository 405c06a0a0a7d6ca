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
 * A block's attributes as WordPress writes them on its wrapper, unescaped:
 * every one but `className` and `align` (which become classes), as
 * `[ 'data-kebab-name', text ]`, booleans as 'true'/'false', objects and
 * arrays JSON-encoded. With `omitEmpty`, `''` and `undefined` are left out.
 * The markup writers and the editor's `save` both build on it, so the two
 * print the same attributes.
 *
 * @example
 * blockDataAttributeEntries( { showIcon: true, lock: { remove: true } } );
 * // [ [ 'data-show-icon', 'true' ], [ 'data-lock', '{"remove":true}' ] ]
 */
export function blockDataAttributeEntries(
	attributes: Record< string, unknown >,
	{ omitEmpty = false }: { omitEmpty?: boolean } = {}
): Array< [ string, string ] > {
	return Object.entries( attributes )
		.filter(
			( [ name, value ] ) =>
				name !== 'className' &&
				name !== 'align' &&
				! ( omitEmpty && ( value === '' || value === undefined ) )
		)
		.map( ( [ name, value ] ) => [
			`data-${ kebab( name ) }`,
			typeof value === 'object' && value !== null ? JSON.stringify( value ) : String( value ),
		] );
}

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
	options: { omitEmpty?: boolean } = {}
): string {
	return blockDataAttributeEntries( attributes, options )
		.map( ( [ name, text ] ) => ` ${ name }="${ escapeHtml( text ) }"` )
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

/**
 * The classes of a block's wrapper as WordPress saves them: the block's own
 * class, `align{value}` for an `align` attribute, the `className` attribute,
 * then `extra` (e.g. the Cart's `is-loading`), joined by spaces.
 *
 * @example
 * blockWrapperClassNames( 'woocommerce/cart', { align: 'wide' }, [ 'is-loading' ] );
 * // 'wp-block-woocommerce-cart alignwide is-loading'
 */
export const blockWrapperClassNames = (
	name: string,
	attributes: Record< string, unknown > = {},
	extra: readonly string[] = []
): string =>
	[
		blockWrapperClass( name ),
		typeof attributes.align === 'string' && attributes.align
			? `align${ attributes.align }`
			: '',
		typeof attributes.className === 'string' ? attributes.className : '',
		...extra,
	]
		.filter( Boolean )
		.join( ' ' );
