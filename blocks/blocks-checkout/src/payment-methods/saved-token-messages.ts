/**
 * The labels of a customer's saved payment tokens (spec 2 §5), apart from
 * the package's other messages: only the checkout's payment area shows them,
 * so pages without one (the cart) do not carry them.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * A saved card or eCheck (spec 2 §5: "'brand ending in last4 (expires date)'
 * for cc and echeck").
 *
 * @example
 * savedTokenWithExpiryLabel( 'Visa', '4242', '12/30' ); // 'Visa ending in 4242 (expires 12/30)'
 */
export const savedTokenWithExpiryLabel = ( brand: string, last4: string, expires: string ) =>
	sprintf(
		/* translators: %1$s: card brand (Visa…), %2$s: last four digits, %3$s: expiry date. */
		__( '%1$s ending in %2$s (expires %3$s)', 'cesta' ),
		brand,
		last4,
		expires
	);

/**
 * Another saved token with a brand and last digits (spec 2 §5: "others
 * 'brand ending in last4'").
 *
 * @example
 * savedTokenLabel( 'Bizum', '0042' ); // 'Bizum ending in 0042'
 */
export const savedTokenLabel = ( brand: string, last4: string ) =>
	sprintf(
		/* translators: %1$s: payment brand, %2$s: last four digits of the account. */
		__( '%1$s ending in %2$s', 'cesta' ),
		brand,
		last4
	);

/**
 * A saved token without brand or digits (spec 2 §5: "'Saved token for gateway'").
 *
 * @example
 * savedTokenForGatewayLabel( 'stripe' ); // 'Saved token for stripe'
 */
export const savedTokenForGatewayLabel = ( gateway: string ) =>
	sprintf(
		/* translators: %s: id of the payment gateway that keeps the token. */
		__( 'Saved token for %s', 'cesta' ),
		gateway
	);

/**
 * The saved tokens' group and what introduces the other methods after it.
 *
 * @example
 * savedTokenMessages.useAnotherPaymentMethod(); // 'Use another payment method.'
 */
export const savedTokenMessages = Object.freeze( {
	savedPaymentMethodsLegend: () => __( 'Saved payment methods', 'cesta' ),
	useAnotherPaymentMethod: () => __( 'Use another payment method.', 'cesta' ),
	otherPaymentMethods: () => __( 'Other available payment methods', 'cesta' ),
} );
