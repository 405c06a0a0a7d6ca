/**
 * Developer errors of the package, thrown for bad input. They stay in English,
 * as WordPress's do; shoppers never see them.
 */

const describe = ( value: unknown ): string => {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	if ( typeof value === 'string' ) {
		return JSON.stringify( value );
	}
	return typeof value === 'object' ? 'an object' : `${ typeof value } ${ String( value ) }`;
};

/**
 * The messages of the errors the package throws.
 *
 * @example
 * throw new TypeError( errors.collectionNameFormat( 'on-sale' ) );
 */
export const errors = Object.freeze( {
	collectionNotObject: ( value: unknown ): string =>
		`registerProductCollection expects a collection object, received ${ describe( value ) }.`,
	collectionNameFormat: ( name: unknown ): string =>
		`registerProductCollection: the collection name must look like "plugin/product-collection/collection-name" (lower-case letters, digits and hyphens), received ${ describe(
			name
		) }.`,
	collectionNameReserved: ( name: string ): string =>
		`registerProductCollection: "${ name }" is one of WooCommerce's own collections; use your plugin's namespace instead of "woocommerce".`,
	collectionNameTaken: ( name: string ): string =>
		`registerProductCollection: a collection named "${ name }" is already registered.`,
	collectionTitle: ( name: string, title: unknown ): string =>
		`registerProductCollection: the collection "${ name }" needs a non-empty title, received ${ describe(
			title
		) }.`,
	collectionAttributes: ( name: string, value: unknown ): string =>
		`registerProductCollection: the attributes of "${ name }" must be an object, received ${ describe(
			value
		) }.`,
	markupOptionsNotObject: ( value: unknown ): string =>
		`renderProductCollectionMarkup expects an options object, received ${ describe( value ) }.`,
	markupProductsNotArray: ( value: unknown ): string =>
		`renderProductCollectionMarkup: "products" must be an array of Store API products, received ${ describe(
			value
		) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderProductCollectionPreview expects an element to render into, received ${ describe(
			value
		) }.`,
} );
