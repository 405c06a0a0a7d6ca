/**
 * Errors are plain values in the Store API's shape, `{ code, message, data: {
 * status, … } }`, whatever went wrong: a server error (kept as sent, with its
 * `data.cart`, `data.params`, `data.details`), a body that is not JSON, a
 * network failure or an abort.
 */
import type { ApiErrorResponse } from '@cesta/types';

import {
	CLIENT_ERROR_CODES,
	INVALID_NONCE_CODE,
	MISSING_NONCE_CODE,
	NO_RESPONSE_STATUS,
} from './constants';
import { isRecord } from './is-record';
import {
	abortErrorMessage,
	fetchErrorMessage,
	getGenericErrorMessage,
	invalidJsonMessage,
	offlineErrorMessage,
} from './messages';

/**
 * Builds an error value.
 *
 * @example
 * createApiError( 'invalid_json', invalidJsonMessage(), 200 );
 * // { code: 'invalid_json', message: 'The response is not a valid JSON response.', data: { status: 200 } }
 */
export function createApiError(
	code: string,
	message: string,
	status: number,
	data: Record< string, unknown > = {}
): ApiErrorResponse {
	return { code, message, data: { ...data, status } };
}

/**
 * Whether a value is an error in the Store API's shape.
 *
 * @example
 * isApiErrorResponse( { code: 'woocommerce_rest_cart_invalid_key', message: '…', data: { status: 409 } } ); // true
 */
export function isApiErrorResponse( value: unknown ): value is ApiErrorResponse {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as ApiErrorResponse ).code === 'string' &&
		typeof ( value as ApiErrorResponse ).message === 'string'
	);
}

/**
 * The error for an HTTP answer outside 2xx. A Store API error body is kept as
 * it is, with `data.status` filled in when missing; any other JSON body (e.g.
 * a checkout object with a failed `payment_result`) becomes `http_error` with
 * the body in `data.body`, shown as the generic message.
 *
 * @example
 * errorFromResponse( 409, { code: 'woocommerce_rest_cart_invalid_key', message: '…', data: { status: 409, cart } } );
 */
export function errorFromResponse( status: number, body: unknown ): ApiErrorResponse {
	if ( isApiErrorResponse( body ) ) {
		const data: Record< string, unknown > = isRecord( body.data ) ? body.data : {};
		return {
			...body,
			data: { ...data, status: typeof data.status === 'number' ? data.status : status },
		};
	}
	return createApiError( CLIENT_ERROR_CODES.http, getGenericErrorMessage(), status, { body } );
}

const isAbort = ( thrown: unknown ): boolean =>
	typeof thrown === 'object' &&
	thrown !== null &&
	( thrown as { name?: unknown } ).name === 'AbortError';

/**
 * The error for a request that got no HTTP answer: aborted (`abort_error`),
 * offline (`offline_error`) or failed on the way (`fetch_error`). An error
 * value another middleware threw is kept.
 *
 * @example
 * errorFromThrown( new DOMException( 'Aborted', 'AbortError' ) ).code; // 'abort_error'
 */
export function errorFromThrown( thrown: unknown, signal?: AbortSignal ): ApiErrorResponse {
	if ( isAbort( thrown ) || signal?.aborted ) {
		return createAbortError();
	}
	const code = isRecord( thrown ) ? thrown.code : undefined;
	if ( code === CLIENT_ERROR_CODES.offline ) {
		return createApiError( code, offlineErrorMessage(), NO_RESPONSE_STATUS );
	}
	if ( code !== CLIENT_ERROR_CODES.fetch && isApiErrorResponse( thrown ) ) {
		return errorFromResponse( NO_RESPONSE_STATUS, thrown );
	}
	return createApiError( CLIENT_ERROR_CODES.fetch, fetchErrorMessage(), NO_RESPONSE_STATUS );
}

/**
 * The error a caller gets when it aborted its request.
 *
 * @example
 * createAbortError(); // { code: 'abort_error', message: 'The request was cancelled.', data: { status: 0 } }
 */
export function createAbortError(): ApiErrorResponse {
	return createApiError( CLIENT_ERROR_CODES.abort, abortErrorMessage(), NO_RESPONSE_STATUS );
}

/**
 * The error for a body that is not JSON (spec 2 §8).
 *
 * @example
 * createInvalidJsonError( 200 ).code; // 'invalid_json'
 */
export function createInvalidJsonError( status: number ): ApiErrorResponse {
	return createApiError( CLIENT_ERROR_CODES.invalidJson, invalidJsonMessage(), status );
}

/**
 * Whether the server refused the request for its nonce (missing or stale).
 *
 * @example
 * isNonceError( { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } } ); // true
 */
export function isNonceError( error: ApiErrorResponse | null ): boolean {
	return error?.code === INVALID_NONCE_CODE || error?.code === MISSING_NONCE_CODE;
}

// Codes whose message means nothing to a shopper (spec 2 §8: invalid_json is
// "shown as" the generic message).
const GENERIC_DISPLAY_CODES: ReadonlySet< string > = new Set( [
	CLIENT_ERROR_CODES.invalidJson,
	CLIENT_ERROR_CODES.responseNotValid,
	CLIENT_ERROR_CODES.http,
	CLIENT_ERROR_CODES.invalidRequest,
] );

/**
 * The text to show a shopper for an error: its message, or the generic
 * "Something went wrong…" for technical errors (`invalid_json`,
 * `response_not_valid`, `http_error`, `invalid_request`), errors without a
 * message and anything that is not an error value (thrown `Error`s, strings).
 *
 * @example
 * getErrorMessageForDisplay( { code: 'invalid_json', message: 'The response is not a valid JSON response.', data: { status: 200 } } );
 * // 'Something went wrong. Please contact us to get assistance.'
 */
export function getErrorMessageForDisplay( error: unknown ): string {
	if (
		! isApiErrorResponse( error ) ||
		error.message.trim() === '' ||
		GENERIC_DISPLAY_CODES.has( error.code )
	) {
		return getGenericErrorMessage();
	}
	return error.message;
}
