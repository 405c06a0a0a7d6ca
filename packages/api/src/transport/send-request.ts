/** Sends one request on its own, reads its answer into a body or an error, retries once for a stale nonce. */

import type { ApiErrorResponse } from '@cesta/types';

import {
	createAbortError,
	createInvalidJsonError,
	errorFromResponse,
	errorFromThrown,
	isNonceError,
} from '../errors';
import { getNonce } from '../session/nonce';
import type { ApiResult, StoreApiMethod } from '../types';
import { runRequest } from './chain';
import { receiveResponseHeaders } from './receive-headers';
import { linkToClientSession } from './reset-signal';

/**
 * A request after its options were checked: method upper-cased, path relative
 * to the REST root.
 *
 * @example
 * const request: PreparedRequest = { path: '/wc/store/v1/cart/add-item', method: 'POST', data: { id: 17 } };
 */
export interface PreparedRequest {
	path: string;
	method: StoreApiMethod;
	data?: unknown;
	headers?: Record< string, string >;
	signal?: AbortSignal;
	cache?: RequestCache;
}

/**
 * A response read to the end: its body parsed, or the error it stands for.
 *
 * @example
 * const outcome: ResponseOutcome = { status: 200, headers, body: cart, error: null };
 */
export interface ResponseOutcome {
	status: number;
	headers: Headers;
	body: unknown;
	error: ApiErrorResponse | null;
}

const isResponse = ( value: unknown ): value is Response =>
	typeof value === 'object' &&
	value !== null &&
	typeof ( value as Response ).status === 'number' &&
	typeof ( value as Response ).text === 'function' &&
	typeof ( value as Response ).headers?.get === 'function';

/**
 * The outcome of a status and a body text: an empty body is `null`, a body
 * that is not JSON is `invalid_json`, a status outside 2xx is an error.
 *
 * @example
 * toOutcome( 409, headers, '{"code":"woocommerce_rest_cart_invalid_key",…}' ).error?.code;
 */
export function toOutcome( status: number, headers: Headers, text: string ): ResponseOutcome {
	let body: unknown = null;
	if ( status !== 204 && text.trim() !== '' ) {
		try {
			body = JSON.parse( text ) as unknown;
		} catch {
			return { status, headers, body: text, error: createInvalidJsonError( status ) };
		}
	}
	const error = status >= 200 && status < 300 ? null : errorFromResponse( status, body );
	return { status, headers, body, error };
}

/**
 * Whether a failed write should be sent again: the server refused the nonce
 * (403 stale, or 401 missing) and a different nonce is known now — from the
 * refusal's own headers or from another response meanwhile. GETs never are.
 *
 * @example
 * shouldRetryWithFreshNonce( 'POST', error, nonceSentWithTheRequest );
 */
export function shouldRetryWithFreshNonce(
	method: StoreApiMethod,
	error: ApiErrorResponse | null,
	sentNonce: string
): boolean {
	if ( method === 'GET' || ! isNonceError( error ) ) {
		return false;
	}
	const nonce = getNonce();
	return nonce !== '' && nonce !== sentNonce;
}

/**
 * Whether the retry of a write refused for its nonce uses up its one retry.
 * A write sent with no nonce at all (a new visitor whose page printed none)
 * was not refused for a stale nonce: its retry, with the nonce the refusal
 * carried, keeps the right to one more, because the first write of a batch
 * can start the shopper's session and so change the nonce the others need.
 *
 * @example
 * enqueueBatchedRequest( request, countsAsNonceRetry( entry.sentNonce ) );
 */
export function countsAsNonceRetry( sentNonce: string ): boolean {
	return sentNonce !== '';
}

/** The answer's status, headers and body text, or the error of a request that got none. */
async function receive(
	request: PreparedRequest,
	signal: AbortSignal
): Promise< { response: Response; text: string } > {
	const { path, method, data, headers, cache } = request;
	let response: Response;
	try {
		response = await runRequest( {
			path,
			method,
			...( data !== undefined ? { data } : {} ),
			...( headers ? { headers } : {} ),
			signal,
			...( cache ? { cache } : {} ),
		} );
	} catch ( thrown ) {
		if ( ! isResponse( thrown ) ) {
			// Aborted or failed before an answer: there are no headers to read.
			throw errorFromThrown( thrown, signal );
		}
		response = thrown;
	}
	try {
		return { response, text: await response.text() };
	} catch ( thrown ) {
		throw errorFromThrown( thrown, signal );
	}
}

async function attempt< T >(
	request: PreparedRequest,
	isRetry: boolean
): Promise< ApiResult< T > > {
	const { method } = request;
	const sentNonce = getNonce();
	const link = linkToClientSession( request.signal );
	let received: { response: Response; text: string };
	try {
		received = await receive( request, link.signal );
	} finally {
		link.release();
	}
	if ( link.isEnded() ) {
		// The client was reset meanwhile: this answer belongs to the session before.
		throw createAbortError();
	}
	const { response, text } = received;
	const outcome = toOutcome( response.status, response.headers, text );
	receiveResponseHeaders( outcome.headers, { forceNonce: isNonceError( outcome.error ) } );
	if ( ! outcome.error ) {
		return { response: outcome.body as T, headers: outcome.headers, status: outcome.status };
	}
	if ( ! isRetry && shouldRetryWithFreshNonce( method, outcome.error, sentNonce ) ) {
		return attempt< T >( request, countsAsNonceRetry( sentNonce ) );
	}
	throw outcome.error;
}

/**
 * Sends one request on its own (no batching), reads the session headers of
 * its answer and resolves with body, headers and status, or rejects with an
 * error value. A write refused for its nonce is sent once more with the
 * nonce the refusal carried (twice when it went out with no nonce at all,
 * see `countsAsNonceRetry`).
 *
 * @example
 * const { response } = await sendRequest< CartResponse >( { path: '/wc/store/v1/cart', method: 'GET' } );
 */
export function sendRequest< T = unknown >( request: PreparedRequest ): Promise< ApiResult< T > > {
	return attempt< T >( request, false );
}
