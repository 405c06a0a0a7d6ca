/**
 * Sends batches of queued writes (`POST /batch`) and hands each caller its
 * own answer: status, headers and body, a nonce error retried once with the
 * fresh nonce. Loaded with a page's first write (see `batch-queue.ts`).
 */
import type { ApiErrorResponse, BatchRequestItem, BatchResponseItem } from '@cesta/types';

import {
	BATCH_ROUTE,
	CLIENT_ERROR_CODES,
	MAX_BATCH_SIZE,
	NONCE_HEADER,
	NONCE_TIMESTAMP_HEADER,
} from '../constants';
import { createApiError, errorFromResponse, isNonceError } from '../errors';
import { sessionHeaders, withHeaders } from '../middlewares/auth-headers';
import { getNonce, parseNonceTimestamp, updateNonce } from '../session/nonce';
import { toHeaders } from '../transport/headers';
import { receiveResponseHeaders } from '../transport/receive-headers';
import {
	countsAsNonceRetry,
	sendRequest,
	shouldRetryWithFreshNonce,
} from '../transport/send-request';
import type { ApiResult } from '../types';
import { enqueueBatchedRequest, settle } from './batch-queue';
import type { QueuedRequest } from './batch-queue';
import { isBatchResponseItem, readBatchResponses } from './batch-response';
import { batchResponseNotValidMessage, singleResponseNotValidMessage } from './messages';

function toBatchItem( entry: QueuedRequest ): BatchRequestItem {
	const { path, method, data, headers } = entry.request;
	entry.sentNonce = getNonce();
	return {
		path,
		method: method as BatchRequestItem[ 'method' ],
		...( data !== undefined ? { body: data } : {} ),
		headers: withHeaders( headers, sessionHeaders( path, method ) ),
	};
}

function receiveItem( entry: QueuedRequest, item: unknown, outer: ApiResult< unknown > ): void {
	if ( entry.done ) {
		// Aborted while in flight: its answer, headers included, is not ours to read.
		return;
	}
	if ( ! isBatchResponseItem( item ) ) {
		const error = createApiError(
			CLIENT_ERROR_CODES.responseNotValid,
			singleResponseNotValidMessage(),
			outer.status
		);
		settle( entry, () => entry.reject( error ) );
		return;
	}
	const { status, body } = item as BatchResponseItem;
	const headers = toHeaders( item.headers as BatchResponseItem[ 'headers' ] );
	const error = status >= 200 && status < 300 ? null : errorFromResponse( status, body );
	receiveResponseHeaders( headers, { forceNonce: isNonceError( error ) } );
	if ( ! error ) {
		settle( entry, () => entry.resolve( { response: body, headers, status } ) );
		return;
	}
	if ( isNonceError( error ) && ! headers.has( NONCE_HEADER ) ) {
		updateNonce(
			outer.headers.get( NONCE_HEADER ),
			parseNonceTimestamp( outer.headers.get( NONCE_TIMESTAMP_HEADER ) ),
			{ force: true }
		);
	}
	if (
		! entry.isRetry &&
		shouldRetryWithFreshNonce( entry.request.method, error, entry.sentNonce )
	) {
		settle( entry, () =>
			enqueueBatchedRequest( entry.request, countsAsNonceRetry( entry.sentNonce ) ).then(
				entry.resolve,
				entry.reject
			)
		);
		return;
	}
	settle( entry, () => entry.reject( error ) );
}

async function sendBatch( entries: QueuedRequest[] ): Promise< void > {
	const requests = entries.map( toBatchItem );
	let outer: ApiResult< unknown >;
	try {
		outer = await sendRequest( { path: BATCH_ROUTE, method: 'POST', data: { requests } } );
	} catch ( error ) {
		for ( const entry of entries ) {
			settle( entry, () => entry.reject( error as ApiErrorResponse ) );
		}
		return;
	}
	const responses = readBatchResponses( outer.response, entries.length );
	if ( ! responses ) {
		const error = createApiError(
			CLIENT_ERROR_CODES.responseNotValid,
			batchResponseNotValidMessage(),
			outer.status
		);
		for ( const entry of entries ) {
			settle( entry, () => entry.reject( error ) );
		}
		return;
	}
	entries.forEach( ( entry, index ) => receiveItem( entry, responses[ index ], outer ) );
}

/**
 * Sends `entries` as `POST /batch` requests of at most `MAX_BATCH_SIZE`
 * each, in their order, and settles every entry with its own answer.
 *
 * @example
 * sendBatches( waiting );
 */
export function sendBatches( entries: QueuedRequest[] ): void {
	for ( let start = 0; start < entries.length; start += MAX_BATCH_SIZE ) {
		void sendBatch( entries.slice( start, start + MAX_BATCH_SIZE ) );
	}
}
