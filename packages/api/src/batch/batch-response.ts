/** Reads a batch answer: its responses list, and whether each entry is a usable sub-response. */

import type { BatchResponseItem } from '@cesta/types';

import { isRecord } from '../is-record';

/**
 * The `responses` list of a batch answer when it has one entry per request,
 * else `null` (the whole batch is then malformed: spec 2 §5 "Batch response
 * must have a responses list").
 *
 * @example
 * readBatchResponses( { responses: [ item ] }, 1 ); // [ item ]
 */
export function readBatchResponses( body: unknown, requestCount: number ): unknown[] | null {
	if ( ! isRecord( body ) || ! Array.isArray( body.responses ) ) {
		return null;
	}
	return body.responses.length === requestCount ? body.responses : null;
}

/**
 * Whether one entry of a batch answer is usable: a numeric status, a body
 * (which may be `null`) and headers. PHP encodes empty headers as `[]`, so a
 * list counts as headers too.
 *
 * @example
 * isBatchResponseItem( { status: 201, body: cart, headers: { Nonce: 'f3a1…' } } ); // true
 */
export function isBatchResponseItem( value: unknown ): value is BatchResponseItem {
	return (
		isRecord( value ) &&
		Number.isInteger( value.status ) &&
		'body' in value &&
		typeof value.headers === 'object' &&
		value.headers !== null
	);
}
