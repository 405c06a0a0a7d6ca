/** The express payment area's texts, apart from the package's other messages: they download with the area, only once an express method is registered. */

import { __ } from '@wordpress/i18n';

/**
 * What the express payment area says: its title, the separator under it and
 * its loading and empty states.
 *
 * @example
 * expressMessages.expressCheckoutTitle(); // 'Express Checkout'
 */
export const expressMessages = Object.freeze( {
	noExpressPaymentMethodsRegistered: () => __( 'No registered Payment Methods', 'cesta' ),
	expressCheckoutTitle: () => __( 'Express Checkout', 'cesta' ),
	/** The separator under the express area of the checkout. */
	orContinueBelow: () => __( 'Or continue below', 'cesta' ),
	/** The separator under the express area of the cart. */
	or: () => __( 'Or', 'cesta' ),
	loadingExpressPaymentMethods: () => __( 'Loading express payment methods…', 'cesta' ),
} );
