/*
 * Every error message of this package. Shoppers' messages go through
 * `@wordpress/i18n` (read when called, so the current locale applies);
 * developers' messages (the console) are not translated.
 */
import { __ } from '@wordpress/i18n';

// Messages of forms that load on demand live beside them, so a page downloads
// them with the form: the coupon form, the shipping calculator.
export { couponApplyFailedMessage } from './totals-coupon/messages';
export { addressUpdateFailedMessage } from './shipping-calculator/messages';

/**
 * Logged when a payment method lists an icon this package does not draw.
 *
 * @example
 * console.warn( unknownPaymentIconMessage( 'paypal', SUPPORTED ) );
 */
export const unknownPaymentIconMessage = ( id: string, supported: readonly string[] ): string =>
	`Unknown payment method icon "${ id }": it is not drawn. Use one of ${ supported.join(
		', '
	) }, or an object { id, src, alt } with your own image.`;

/**
 * Logged when a payment method icon is neither a known name nor an image object.
 *
 * @example
 * console.warn( invalidPaymentIconMessage( 42 ) );
 */
export const invalidPaymentIconMessage = ( value: unknown ): string =>
	`Ignoring a payment method icon of type ${
		value === null ? 'null' : typeof value
	}: icons are names (strings) or objects { id, src, alt } with a safe src.`;

/**
 * Shown in place of the shipping calculator when its form could not be
 * downloaded (offline, blocked); reopening the calculator tries again.
 *
 * @example
 * <p role="alert">{ shippingCalculatorLoadFailedMessage() }</p>
 */
export const shippingCalculatorLoadFailedMessage = (): string =>
	__( 'Could not connect to the store. Please try again.', 'cesta' );
