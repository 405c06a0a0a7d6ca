/** Guards for observer responses: success, failure or error, and whether a failure allows a retry. */

import { responseTypes } from './constants';
import type { ObserverResponse, ResponseType } from './types';

const RESPONSE_TYPE_VALUES: readonly string[] = Object.values( responseTypes );

const hasType = ( value: unknown, type: ResponseType ): boolean =>
	typeof value === 'object' && value !== null && ( value as { type?: unknown } ).type === type;

/**
 * Whether `value` is an object whose `type` is one of the response types.
 *
 * @example
 * isObserverResponse( { type: 'success' } ); // true
 * isObserverResponse( true ); // false
 */
export function isObserverResponse( value: unknown ): value is ObserverResponse {
	return (
		typeof value === 'object' &&
		value !== null &&
		RESPONSE_TYPE_VALUES.includes( ( value as { type?: unknown } ).type as string )
	);
}

/**
 * Whether an observer answered `{ type: 'success' }`.
 *
 * @example
 * isSuccessResponse( { type: 'success' } ); // true
 */
export function isSuccessResponse(
	response: unknown
): response is ObserverResponse & { type: 'success' } {
	return hasType( response, responseTypes.SUCCESS );
}

/**
 * Whether an observer answered `{ type: 'error' }`.
 *
 * @example
 * isErrorResponse( { type: 'error', message: 'Card declined' } ); // true
 */
export function isErrorResponse(
	response: unknown
): response is ObserverResponse & { type: 'error' } {
	return hasType( response, responseTypes.ERROR );
}

/**
 * Whether an observer answered `{ type: 'failure' }`.
 *
 * @example
 * isFailResponse( { type: 'failure' } ); // true
 */
export function isFailResponse(
	response: unknown
): response is ObserverResponse & { type: 'failure' } {
	return hasType( response, responseTypes.FAIL );
}

/**
 * Whether the shopper may try again after this response: true unless the
 * observer said `retry: false`.
 *
 * @example
 * shouldRetry( { type: 'failure' } ); // true
 * shouldRetry( { type: 'failure', retry: false } ); // false
 */
export function shouldRetry( response: unknown ): boolean {
	return ! (
		typeof response === 'object' &&
		response !== null &&
		( response as { retry?: unknown } ).retry === false
	);
}
