/** What the checkout says instead of its form: the empty cart and the log-in requirement (downloaded with those screens only). */

import { __ } from '@wordpress/i18n';

/**
 * The texts of the screens a checkout shows when it cannot take an order.
 *
 * @example
 * unavailableLabels.emptyCartTitle(); // 'Your cart is currently empty!'
 */
export const unavailableLabels = Object.freeze( {
	/** The empty cart's title. */
	emptyCartTitle: (): string => __( 'Your cart is currently empty!', 'cesta' ),
	/** The empty cart's explanation. */
	emptyCartDescription: (): string =>
		__(
			"Checkout is not available whilst your cart is empty—please take a look through our store and come back when you're ready to place an order.",
			'cesta'
		),
	/** The empty cart's link to the shop. */
	browseStore: (): string => __( 'Browse store', 'cesta' ),
	/** Guest checkout off and no sign-up: the shopper must log in first. */
	mustLogIn: (): string => __( 'You must be logged in to checkout.', 'cesta' ),
	/** The link after `mustLogIn`. */
	logIn: (): string => __( 'Click here to log in.', 'cesta' ),
} );
