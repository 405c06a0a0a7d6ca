/** The messages of a batch's answer, in the batch sender's chunk (listed in `../messages.ts` too). */

import { __ } from '@wordpress/i18n';

/**
 * The message when a batch answer has no `responses` list (spec 2 §5).
 *
 * @example
 * batchResponseNotValidMessage(); // 'Batch response must have a responses list'
 */
export const batchResponseNotValidMessage = (): string =>
	__( 'Batch response must have a responses list', 'cesta' );

/**
 * The message when one item of a batch answer lacks its body or headers (spec 2 §5).
 *
 * @example
 * singleResponseNotValidMessage(); // 'A single response must have body and headers'
 */
export const singleResponseNotValidMessage = (): string =>
	__( 'A single response must have body and headers', 'cesta' );
