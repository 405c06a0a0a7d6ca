/** The client's entry points: checks request options, then sends GETs at once and batches Store API writes. */

import { enqueueBatchedRequest } from './batch/batch-queue';
import { CLIENT_ERROR_CODES, NO_RESPONSE_STATUS } from './constants';
import { createApiError } from './errors';
import { missingPathMessage, unknownMethodMessage } from './messages';
import { getApiRoot } from './session/config';
import { sendRequest } from './transport/send-request';
import type { PreparedRequest } from './transport/send-request';
import { bypassesBatching, isStoreApiPath, toRestPath } from './transport/url';
import type { ApiResult, StoreApiMethod, StoreApiRequestOptions } from './types';

const METHODS: readonly StoreApiMethod[] = [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ];

function prepare( options: StoreApiRequestOptions ): PreparedRequest {
	const { path, method = 'GET', data, headers, signal, cache } = options ?? ( {} as never );
	if ( typeof path !== 'string' || path.trim() === '' ) {
		throw createApiError(
			CLIENT_ERROR_CODES.invalidRequest,
			missingPathMessage( path ),
			NO_RESPONSE_STATUS
		);
	}
	const upperMethod = typeof method === 'string' ? method.toUpperCase() : method;
	if ( ! METHODS.includes( upperMethod as StoreApiMethod ) ) {
		throw createApiError(
			CLIENT_ERROR_CODES.invalidRequest,
			unknownMethodMessage( method ),
			NO_RESPONSE_STATUS
		);
	}
	return {
		path: toRestPath( path, getApiRoot() ),
		method: upperMethod as StoreApiMethod,
		...( data !== undefined ? { data } : {} ),
		...( headers ? { headers } : {} ),
		...( signal ? { signal } : {} ),
		...( cache ? { cache } : {} ),
	};
}

const isBatchable = ( { path, method }: PreparedRequest ): boolean =>
	method !== 'GET' && isStoreApiPath( path ) && ! bypassesBatching( path );

/**
 * Sends a request to the REST API and resolves with `{ response, headers,
 * status }`, or rejects with an error value `{ code, message, data: { status } }`.
 *
 * - GETs go at once (or come from the preloaded responses).
 * - Store API writes are batched: sent together as `POST /batch` after
 *   `BATCH_DELAY_MS`, at most `MAX_BATCH_SIZE` per batch; the caller still
 *   gets its own answer. `select-shipping-rate` and `/checkout` go alone.
 * - Nonce, cart hash and customer id are read from every answer; a write
 *   refused for a stale nonce is retried once with the fresh one.
 *
 * Wrong options reject with `invalid_request` and send nothing.
 *
 * @example
 * const { response, headers } = await apiFetchWithHeaders< CartResponse >( {
 * 	path: '/wc/store/v1/cart/add-item',
 * 	method: 'POST',
 * 	data: { id: 17, quantity: 1 },
 * } );
 */
export function apiFetchWithHeaders< T = unknown >(
	options: StoreApiRequestOptions
): Promise< ApiResult< T > > {
	let request: PreparedRequest;
	try {
		request = prepare( options );
	} catch ( error ) {
		return Promise.reject( error );
	}
	return isBatchable( request )
		? enqueueBatchedRequest< T >( request )
		: sendRequest< T >( request );
}

/**
 * Like `apiFetchWithHeaders`, resolving with the body only.
 *
 * @example
 * const cart = await storeApiFetch< CartResponse >( { path: '/wc/store/v1/cart' } );
 */
export function storeApiFetch< T = unknown >( options: StoreApiRequestOptions ): Promise< T > {
	return apiFetchWithHeaders< T >( options ).then( ( { response } ) => response );
}
