/** The shipping calculator's message, in the calculator's chunk (listed in `../messages.ts` too). */

import { __ } from '@wordpress/i18n';

/**
 * Shown in the shipping calculator when updating the address failed without a
 * message of its own.
 *
 * @example
 * setFormError( getErrorMessage( error ) ?? addressUpdateFailedMessage() );
 */
export const addressUpdateFailedMessage = (): string =>
	__( 'Your address could not be updated. Please try again.', 'cesta' );
