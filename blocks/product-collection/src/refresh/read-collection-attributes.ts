/** Reading a printed Product Collection block's attributes back from its wrapper, so the browser can ask for the same query again. */
import { PRODUCT_COLLECTION_BLOCK_NAME } from '../constants';
import type { ProductCollectionAttributes } from '../query/types';

/** Wrapper attributes that are not block attributes. */
const NOT_ATTRIBUTES = new Set( [ 'blockName', 'page' ] );

/** Classes the markup writer adds itself; the rest are the block's `className`. */
const OWN_CLASSES = new Set( [
	`wp-block-${ PRODUCT_COLLECTION_BLOCK_NAME.replace( '/', '-' ) }`,
	'wc-block-product-collection',
] );

const parse = ( text: string ): unknown => {
	try {
		return JSON.parse( text );
	} catch {
		return text;
	}
};

/**
 * The attributes `renderProductCollectionMarkup` printed on a block's
 * wrapper (`data-query`, `data-display-layout`, … — JSON or plain text),
 * with `className` from the wrapper's extra classes and `ariaLabel` from
 * the product list.
 *
 * @example
 * const attributes = readProductCollectionAttributes( document.querySelector( '[data-block-name="woocommerce/product-collection"]' )! );
 * await loadProductCollection( attributes, { urlQuery: location.search } );
 */
export function readProductCollectionAttributes(
	element: HTMLElement
): ProductCollectionAttributes {
	const attributes: Record< string, unknown > = {};
	for ( const [ name, value ] of Object.entries( element.dataset ) ) {
		if ( ! NOT_ATTRIBUTES.has( name ) && value !== undefined ) {
			attributes[ name ] = name === 'ariaLabel' ? value : parse( value );
		}
	}
	const className = [ ...element.classList ]
		.filter( ( name ) => ! OWN_CLASSES.has( name ) )
		.join( ' ' );
	if ( className ) {
		attributes.className = className;
	}
	const label = element
		.querySelector( '.wc-block-product-template' )
		?.getAttribute( 'aria-label' );
	if ( label && attributes.ariaLabel === undefined ) {
		attributes.ariaLabel = label;
	}
	return attributes as ProductCollectionAttributes;
}
