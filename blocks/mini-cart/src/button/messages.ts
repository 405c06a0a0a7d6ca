/**
 * Every text of the Mini-Cart's button, in one place. Shopper-visible texts
 * are functions, so each is translated when shown (the Spanish locale data
 * may load after this module); developer errors stay in English.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees (or hears) on the button.
 *
 * @example
 * buttonTexts.itemsInCart( 2 ); // '2 items in cart'
 */
export const buttonTexts = Object.freeze( {
	/** The button's accessible name when the total is hidden. */
	itemsInCart: ( count: number ): string =>
		/* translators: %d: number of items in the cart. */
		sprintf( _n( '%d item in cart', '%d items in cart', count, 'cesta' ), count ),
	/** The button's accessible name when the total shows. */
	itemsInCartWithTotal: ( count: number, total: string ): string =>
		sprintf(
			/* translators: 1: number of items in the cart, 2: the cart total. */
			_n(
				'%1$d item in cart, total price of %2$s',
				'%1$d items in cart, total price of %2$s',
				count,
				'cesta'
			),
			count,
			total
		),
	/** The drawer's code could not be loaded; the cart page opens instead. */
	loadFailedGoingToCart: (): string =>
		__( 'The cart could not be opened. Taking you to the cart page…', 'cesta' ),
	/** The drawer's code could not be loaded and there is no cart page to go to. */
	loadFailed: (): string => __( 'The cart could not be opened. Please try again.', 'cesta' ),
} );

/**
 * Developer errors (English, searchable).
 *
 * @example
 * throw new TypeError( buttonErrors.notAMiniCart( element ) );
 */
export const buttonErrors = Object.freeze( {
	notAMiniCart: ( value: unknown ): string =>
		`enhanceMiniCart: expected the Mini-Cart's wrapper element (with a .wc-block-mini-cart__button inside), got ${ String(
			value
		) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderMiniCartPreview: expected an element to render into, got ${ String( value ) }.`,
	loaderMissing: ( value: unknown ): string =>
		`enhanceMiniCart: options.loadDrawer must be a function returning the drawer module, got ${ typeof value }.`,
	markupAttributeType: ( name: string, expected: string, value: unknown ): string =>
		`renderMiniCartMarkup: attribute "${ name }" must be ${ expected }, got ${ JSON.stringify(
			value
		) }.`,
	markupCountInvalid: ( value: unknown ): string =>
		`renderMiniCartMarkup: itemsCount must be a whole number of 0 or more, got ${ JSON.stringify(
			value
		) }.`,
} );
