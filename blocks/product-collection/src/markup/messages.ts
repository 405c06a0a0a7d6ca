/**
 * The visible texts of the block's server markup. Functions, so they are
 * translated when printed, after the page's translations are loaded.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts of the product cards and the pagination.
 *
 * @example
 * markupTexts.originalPrice( '€69.99' ); // 'Original price was: €69.99.'
 */
export const markupTexts = Object.freeze( {
	/* translators: %s: the regular price, e.g. €69.99. */
	originalPrice: ( price: string ): string =>
		sprintf( __( 'Original price was: %s.', 'cesta' ), price ),
	/* translators: %s: the sale price, e.g. €54.99. */
	currentPrice: ( price: string ): string =>
		sprintf( __( 'Current price is: %s.', 'cesta' ), price ),
	/* translators: %s: the average rating, e.g. 4.50. */
	rated: ( rating: string ): string => sprintf( __( 'Rated %s out of 5', 'cesta' ), rating ),
	reviews: ( count: number ): string =>
		/* translators: %d: how many reviews the product has. */
		sprintf( _n( '%d review', '%d reviews', count, 'cesta' ), count ),
	addToCart: (): string => __( 'Add to cart', 'cesta' ),
	selectOptions: (): string => __( 'Select options', 'cesta' ),
	readMore: (): string => __( 'Read more', 'cesta' ),
	noResults: (): string => __( 'No products were found matching your selection.', 'cesta' ),
	pagination: (): string => __( 'Pagination', 'cesta' ),
	previousPage: (): string => __( 'Previous Page', 'cesta' ),
	nextPage: (): string => __( 'Next Page', 'cesta' ),
	/* translators: %d: a page number. */
	page: ( page: number ): string => sprintf( __( 'Page %d', 'cesta' ), page ),
} );
