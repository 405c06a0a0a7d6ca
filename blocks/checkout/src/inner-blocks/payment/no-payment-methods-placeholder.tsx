/** What the block editor's preview of the payment step shows while no payment method is registered on the page. */

import { __ } from '@wordpress/i18n';

/**
 * Texts of {@link NoPaymentMethodsPlaceholder}, read by the theme developer
 * in the block editor (never by shoppers).
 *
 * @example
 * noPaymentMethodsPlaceholderTexts.description(); // 'Los métodos de pago registrados…' in Spanish
 */
export const noPaymentMethodsPlaceholderTexts = Object.freeze( {
	description: (): string =>
		__(
			'No payment method is registered on this page yet. The payment methods your shop offers will be shown here, for the shopper to choose one.',
			'cesta'
		),
} );

/**
 * The editor's stand-in for the payment methods when none is registered (as
 * WooCommerce's editor shows a placeholder there): it tells the person
 * composing the checkout where the methods will appear, instead of the
 * shopper's "There are no payment methods available…" error.
 *
 * @example
 * <PaymentMethods isEditor noPaymentMethods={ <NoPaymentMethodsPlaceholder label="Payment options" /> } />
 */
export function NoPaymentMethodsPlaceholder( { label }: { label: string } ) {
	return (
		<div className="wc-block-checkout__no-payment-methods-placeholder components-placeholder is-medium">
			<div className="components-placeholder__label">{ label }</div>
			<p className="components-placeholder__instructions">
				{ noPaymentMethodsPlaceholderTexts.description() }
			</p>
		</div>
	);
}
