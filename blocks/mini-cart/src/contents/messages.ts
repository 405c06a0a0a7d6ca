/**
 * The texts of the drawer's contents blocks: the defaults a block shows when
 * its label attribute is empty, and the empty cart's message the default
 * template prints. Functions, so each is translated when shown; developer
 * errors stay in English. React-free (the markup writer prints some).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the drawer's contents.
 *
 * @example
 * contentsTexts.itemsCounter( 2 ); // '(2 items)'
 */
export const contentsTexts = Object.freeze( {
	/** The title label block's default label. */
	yourCart: (): string => __( 'Your cart', 'cesta' ),
	/** The title's items counter block. */
	itemsCounter: ( count: number ): string =>
		/* translators: %d: number of items in the cart. */
		sprintf( _n( '(%d item)', '(%d items)', count, 'cesta' ), count ),
	/** The empty view's message in the default template (the Cart block's text). */
	emptyCart: (): string => __( 'Your cart is currently empty!', 'cesta' ),
	/** The shopping button block's default label. */
	startShopping: (): string => __( 'Start shopping', 'cesta' ),
	/** The cart button block's default label. */
	viewCart: (): string => __( 'View my cart', 'cesta' ),
	/** The checkout button block's default label. */
	goToCheckout: (): string => __( 'Go to checkout', 'cesta' ),
} );

/**
 * Developer errors (English, searchable).
 *
 * @example
 * throw new TypeError( contentsErrors.notAnInnerBlock( name ) );
 */
export const contentsErrors = Object.freeze( {
	notAnInnerBlock: ( name: unknown ): string =>
		`The Mini-Cart's contents have no inner block named ${ JSON.stringify( name ) }.`,
	markupOptionsInvalid: ( value: unknown ): string =>
		`renderMiniCartContentsMarkup: blockAttributes must map inner block names to attribute objects, got ${ JSON.stringify(
			value
		) }.`,
	markupUnknownBlock: ( name: string ): string =>
		`renderMiniCartContentsMarkup: blockAttributes names ${ JSON.stringify(
			name
		) }, which is not an inner block of the Mini-Cart's contents.`,
	contentsNotString: ( value: unknown ): string =>
		`renderMiniCartMarkup: contents must be the HTML of the Mini-Cart's contents (a string), got ${ typeof value }.`,
} );
