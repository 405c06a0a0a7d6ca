/** The coupon form's message, in the form's chunk (listed in `../messages.ts` too). */

import { __ } from '@wordpress/i18n';

/**
 * Shown under the coupon field when applying failed without a message of its own.
 *
 * @example
 * setError( getErrorMessage( error ) ?? couponApplyFailedMessage() );
 */
export const couponApplyFailedMessage = (): string =>
	__( 'The coupon could not be applied. Please try again.', 'cesta' );
