/**
 * The drawer's own texts (its blocks' are in `../contents/messages`), in one
 * place. Functions, so each is translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the drawer outside its blocks' labels.
 *
 * @example
 * drawerTexts.subtotal(); // 'Subtotal'
 */
export const drawerTexts = Object.freeze( {
	/** While the cart loads (the Cart block's text). */
	loading: (): string => __( 'Loading your cart…', 'cesta' ),
	/** The cart could not be loaded (a server error, no connection): nothing is lost, it is just not here. */
	loadFailed: (): string => __( 'Your cart could not be loaded.', 'cesta' ),
	/** The button that asks for the cart again after a failed load. */
	retry: (): string => __( 'Try again', 'cesta' ),
	/** The footer's subtotal row (the totals' text). */
	subtotal: (): string => __( 'Subtotal', 'cesta' ),
	/** Under the subtotal. */
	subtotalNote: (): string =>
		__( 'Shipping, taxes, and discounts calculated at checkout.', 'cesta' ),
} );
