/**
 * Every text of the Mini-Cart's drawer, in one place. Functions, so each is
 * translated when shown.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the drawer.
 *
 * @example
 * drawerTexts.titleWithCount( 2 ); // 'Your cart (2 items)'
 */
export const drawerTexts = Object.freeze( {
	/** The title before the cart is known. */
	title: (): string => __( 'Your cart', 'cesta' ),
	/** The title with the items counter. */
	titleWithCount: ( count: number ): string =>
		/* translators: %d: number of items in the cart. */
		sprintf( _n( 'Your cart (%d item)', 'Your cart (%d items)', count, 'cesta' ), count ),
	/** While the cart loads (the Cart block's text). */
	loading: (): string => __( 'Loading your cart…', 'cesta' ),
	/** The empty cart (the Cart block's text). */
	empty: (): string => __( 'Your cart is currently empty!', 'cesta' ),
	/** The empty cart's link to the shop page. */
	startShopping: (): string => __( 'Start shopping', 'cesta' ),
	/** The footer's subtotal row (the totals' text). */
	subtotal: (): string => __( 'Subtotal', 'cesta' ),
	/** Under the subtotal. */
	subtotalNote: (): string =>
		__( 'Shipping, taxes, and discounts calculated at checkout.', 'cesta' ),
	/** The footer's link to the cart page. */
	viewCart: (): string => __( 'View my cart', 'cesta' ),
	/** The footer's link to the checkout page. */
	goToCheckout: (): string => __( 'Go to checkout', 'cesta' ),
} );
