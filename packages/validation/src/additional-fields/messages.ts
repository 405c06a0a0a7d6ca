/** The schema evaluator's messages, in the evaluator's chunk (listed in `../messages.ts` too). */

import { __, sprintf } from '@wordpress/i18n';

/**
 * Shown when a field fails its schema's pattern.
 *
 * @example
 * patternMismatchMessage( 'VAT number', '^ES[0-9A-Z]{9}$' );
 * // 'VAT number must match the pattern ^ES[0-9A-Z]{9}$'
 */
export const patternMismatchMessage = ( label: string, pattern: string ): string =>
	/* translators: 1: field label, 2: regular expression the value must match. */
	sprintf( __( '%1$s must match the pattern %2$s', 'cesta' ), label, pattern );

/**
 * Shown when a field fails its schema for another reason and has no custom
 * message.
 *
 * @example
 * fieldInvalidMessage( 'VAT number' ); // 'VAT number is invalid'
 */
export const fieldInvalidMessage = ( label: string ): string =>
	/* translators: %s: field label. */
	sprintf( __( '%s is invalid', 'cesta' ), label );
