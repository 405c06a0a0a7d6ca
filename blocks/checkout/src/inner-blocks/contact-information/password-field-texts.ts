/** The password field's texts, in its chunk: a page downloads them when the shopper chooses to create an account. */

import { __ } from '@wordpress/i18n';

/**
 * The account password field's label and its too-weak error (WooCommerce's
 * wording).
 *
 * @example
 * passwordFieldTexts.passwordTooWeak(); // 'Please create a stronger password'
 */
export const passwordFieldTexts = {
	createPassword: () => __( 'Create a password', 'cesta' ),
	passwordTooWeak: () => __( 'Please create a stronger password', 'cesta' ),
} as const;
