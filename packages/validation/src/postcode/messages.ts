/** The postcode check's message, in the check's chunk (listed in `../messages.ts` too). */

import { __ } from '@wordpress/i18n';

/**
 * Shown when a postcode does not match its country's pattern.
 *
 * @example
 * postcodeInvalidMessage(); // 'Please enter a valid postcode'
 */
export const postcodeInvalidMessage = (): string => __( 'Please enter a valid postcode', 'cesta' );
