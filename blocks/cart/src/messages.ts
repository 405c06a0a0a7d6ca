/**
 * Every message of `@cesta/block-cart` the shop's pages show, in one place
 * (those of the markup and editor entries are in `entry-messages.ts`, the
 * items table's in `@cesta/cart-checkout-shared`).
 * Shopper-visible texts are functions, so each is translated when shown (the
 * Spanish locale data may load after this module); developer errors stay in
 * English, as WordPress's do, so they can be searched for.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees.
 *
 * @example
 * labels.cartTotals(); // 'Cart totals' (or 'Total del carrito')
 */
export const labels = Object.freeze( {
	/** Default heading of the order summary. */
	cartTotals: (): string => __( 'Cart totals', 'cesta' ),
	/** Default label of the proceed-to-checkout button. */
	proceedToCheckout: (): string => __( 'Proceed to Checkout', 'cesta' ),
	/** Screen-reader label while the cart loads. */
	loadingCart: (): string => __( 'Loading your cart…', 'cesta' ),
	/** Accessible name of the accepted payment methods icons. */
	acceptedPaymentMethods: (): string => __( 'Accepted payment methods', 'cesta' ),
	/** Accessible name of the cross-sells list. */
	crossSellsProducts: (): string => __( 'Products you may be interested in', 'cesta' ),
	/** A cross-sell's add button once the product is in the cart. */
	inCart: ( quantity: number ): string =>
		sprintf(
			/* translators: %d: how many of the product the cart holds. */
			_n( '%d in cart', '%d in cart', quantity, 'cesta' ),
			quantity
		),
	/** A cross-sell's add button while the product is being added. */
	addingToCart: (): string => __( 'Adding to cart…', 'cesta' ),
	/** Shown instead of the editor preview when the sample cart cannot load. */
	previewUnavailable: (): string => __( 'The cart preview could not be loaded.', 'cesta' ),
} );

/**
 * Developer errors, thrown for bad input; nothing is registered or changed.
 *
 * @example
 * throw new TypeError( errors.notAnInnerBlock( 'acme/x' ) );
 */
export const errors = Object.freeze( {
	notAnInnerBlock: ( name: string ): string =>
		`"${ name }" is not an inner block of the Cart block.`,
} );
