/**
 * Every message of `@cesta/block-add-to-cart-form` in one place.
 * Shopper-visible texts are functions, so each is translated when shown (the
 * Spanish locale data may load after this module); developer errors stay in
 * English, as WordPress's do, so they can be searched for.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees.
 *
 * @example
 * labels.addToCart(); // 'Add to cart' (or 'Añadir al carrito')
 */
export const labels = Object.freeze( {
	/** The add button. */
	addToCart: (): string => __( 'Add to cart', 'cesta' ),
	/** The add button while the request runs. */
	adding: (): string => __( 'Adding to cart…', 'cesta' ),
	/** The quantity box's accessible name. */
	quantityOf: ( productName: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( '%s quantity', 'cesta' ), productName ),
	/** The empty option of an attribute select. */
	chooseAnOption: (): string => __( 'Choose an option', 'cesta' ),
	/** The button that clears every choice (WooCommerce's reset link). */
	clear: (): string => __( 'Clear', 'cesta' ),
	/** How a chosen swatch is cleared, read with each swatch group. */
	swatchClearHint: (): string =>
		__( 'Press Space or Enter on the chosen option to clear it.', 'cesta' ),
	/** A swatch whose variations are all out of stock. */
	outOfStockOption: ( optionName: string ): string =>
		/* translators: %s: attribute option, e.g. Negro. */
		sprintf( __( '%s (out of stock)', 'cesta' ), optionName ),
	/** Spec 1 §4: the 'selection needed' text beside the disabled button. */
	selectionNeeded: (): string => __( 'Select the product options first.', 'cesta' ),
	/** Spec 1 §5 and §8: the make-a-selection alert. */
	makeASelection: (): string =>
		__(
			'Please select some product options before adding this product to your cart.',
			'cesta'
		),
	/** Spec 1 §4, §5 and §8: the 'unavailable' text and alert. */
	unavailable: (): string =>
		__( 'Sorry, this product is unavailable. Please choose a different combination.', 'cesta' ),
	/** A simple product that cannot be bought (WooCommerce's text for it). */
	productUnavailable: (): string =>
		__( 'This product is currently out of stock and unavailable.', 'cesta' ),
	/** Spec 1 §4 and §8: the no-matching-variations notice. */
	noMatchingVariations: (): string =>
		__(
			'Sorry, no products matched your selection. Please choose a different combination.',
			'cesta'
		),
	/** While `get_variation` answers. */
	checkingAvailability: (): string => __( 'Checking availability…', 'cesta' ),
	/** The success notice after adding. */
	addedToCart: ( productName: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( '“%s” has been added to your cart.', 'cesta' ), productName ),
	/** The success notice's link. */
	viewCart: (): string => __( 'View cart', 'cesta' ),
	/** Labels of the variation details. */
	sku: (): string => __( 'SKU:', 'cesta' ),
	weight: (): string => __( 'Weight:', 'cesta' ),
	dimensions: (): string => __( 'Dimensions:', 'cesta' ),
	/** The server markup's text until the form mounts. */
	loadingOptions: (): string => __( 'Loading product options…', 'cesta' ),
} );

/**
 * Developer errors (English, not translated).
 *
 * @example
 * throw new TypeError( errors.markupProductMissing( undefined ) );
 */
export const errors = Object.freeze( {
	markupProductMissing: ( value: unknown ): string =>
		`renderAddToCartFormMarkup: "product" must be a Store API product object with a numeric id, got ${ describe(
			value
		) }.`,
	markupVariationsNotArray: ( value: unknown ): string =>
		`renderAddToCartFormMarkup: "variations" must be an array of available variations or undefined, got ${ describe(
			value
		) }.`,
	markupOptionNotString: ( name: string, value: unknown ): string =>
		`renderAddToCartFormMarkup: "${ name }" must be a string, got ${ describe( value ) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderAddToCartFormPreview: the container must be an element, got ${ describe( value ) }.`,
	quickAddFailed: ( productId: number, variationId: number ): string =>
		`Swatch quick add of product ${ productId }, variation ${ variationId } failed.`,
	classicRequestFailed: ( url: string, status: number ): string =>
		`Classic storefront request to ${ url } failed with HTTP ${ status }.`,
} );

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	return typeof value === 'object' ? 'an object' : `${ typeof value } ${ String( value ) }`;
}
