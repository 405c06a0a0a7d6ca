/** Every string the contact, address and additional information steps show, through `@wordpress/i18n` (domain cesta). */

import { __, sprintf } from '@wordpress/i18n';

/**
 * The steps' default titles and descriptions (a block's `title` and
 * `description` attributes replace them), and the labels of their controls.
 *
 * @example
 * stepLabels.contactTitle(); // 'Contact information'
 */
export const stepLabels = {
	contactTitle: () => __( 'Contact information', 'cesta' ),
	contactDescription: () =>
		__( "We'll use this email to send you details and updates about your order.", 'cesta' ),
	shippingTitle: () => __( 'Shipping address', 'cesta' ),
	shippingDescription: () =>
		__( 'Enter the address where you want your order delivered.', 'cesta' ),
	billingTitle: () => __( 'Billing address', 'cesta' ),
	billingDescription: () =>
		__( 'Enter the billing address that matches your payment method.', 'cesta' ),
	additionalTitle: () => __( 'Additional order information', 'cesta' ),
	useSameAddress: () => __( 'Use same address for billing', 'cesta' ),
	alreadyHaveAccount: () => __( 'Already have an account?', 'cesta' ),
	logIn: () => __( 'Log in', 'cesta' ),
	/** "Create an account with Tienda Peer", or without a site title "Create an account?". */
	createAccount: ( siteTitle: string ) =>
		siteTitle
			? /* translators: %s: the shop's name. */ sprintf(
					__( 'Create an account with %s', 'cesta' ),
					siteTitle
				)
			: __( 'Create an account?', 'cesta' ),
	loadingAddressForm: () => __( 'Loading the address form…', 'cesta' ),
} as const;

/**
 * The field errors the steps add to the field model's (password rules,
 * WooCommerce's wording; the password field's own texts are in its chunk,
 * `inner-blocks/contact-information/password-field-texts.ts`).
 *
 * @example
 * fieldMessages.passwordMissing(); // 'Please enter a valid password'
 */
export const fieldMessages = {
	passwordMissing: () => __( 'Please enter a valid password', 'cesta' ),
} as const;
