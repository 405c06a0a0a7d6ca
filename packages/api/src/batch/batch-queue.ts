/**
 * Writes wait `BATCH_DELAY_MS` from the first queued one and then go out as
 * `POST /batch` requests of at most `MAX_BATCH_SIZE` each. Every sub-request
 * carries its own session headers (the server does not pass the outer ones
 * down) and every caller gets its own status, headers and body back.
 */
import type { ApiErrorResponse, BatchRequestItem, BatchResponseItem } from '@cesta/types';

import {
	BATCH_DELAY_MS,
	BATCH_ROUTE,
	CLIENT_ERROR_CODES,
	MAX_BATCH_SIZE,
	NONCE_HEADER,
	NONCE_TIMESTAMP_HEADER,
} from '../constants';
import { createAbortError, createApiError, errorFromResponse, isNonceError } from '../errors';
import { batchResponseNotValidMessage, singleResponseNotValidMessage } from '../messages';
import { sessionHeaders, withHeaders } from '../middlewares/auth-headers';
import { getNonce, parseNonceTimestamp, updateNonce } from '../session/nonce';
import { toHeaders } from '../transport/headers';
import { receiveResponseHeaders } from '../transport/receive-headers';
import { sendRequest, shouldRetryWithFreshNonce } from '../transport/send-request';
import type { PreparedRequest } from '../transport/send-request';
import type { ApiResult } from '../types';
import { isBatchResponseItem, readBatchResponses } from './batch-response';

interface QueuedRequest {
	request: PreparedRequest;
	resolve: ( result: ApiResult< unknown > ) => void;
	reject: ( error: ApiErrorResponse ) => void;
	isRetry: boolean;
	/** Settled (answered, failed or aborted): later news is ignored. */
	done: boolean;
	sentNonce: string;
	stopListening: () => void;
}

let queue: QueuedRequest[] = [];
let timer: ReturnType< typeof setTimeout > | undefined;

function settle( entry: QueuedRequest, outcome: () => void ): void {
	if ( entry.done ) {
		return;
	}
	entry.done = true;
	entry.stopListening();
	outcome();
}

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
			enqueueBatchedRequest( entry.request, true ).then( entry.resolve, entry.reject )
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

function flush(): void {
	timer = undefined;
	const waiting = queue.filter( ( entry ) => ! entry.done );
	queue = [];
	for ( let start = 0; start < waiting.length; start += MAX_BATCH_SIZE ) {
		void sendBatch( waiting.slice( start, start + MAX_BATCH_SIZE ) );
	}
}

/**
 * Queues a write for the next batch. Aborting its signal rejects it with
 * `abort_error` at once, whether it is still waiting (it is then left out of
 * the batch) or already sent (its answer is then ignored).
 *
 * @example
 * const { response, status } = await enqueueBatchedRequest( { path: '/wc/store/v1/cart/add-item', method: 'POST', data } );
 */
export function enqueueBatchedRequest< T = unknown >(
	request: PreparedRequest,
	isRetry = false
): Promise< ApiResult< T > > {
	return new Promise< ApiResult< T > >( ( resolve, reject ) => {
		const { signal } = request;
		if ( signal?.aborted ) {
			reject( createAbortError() );
			return;
		}
		const entry: QueuedRequest = {
			request,
			resolve: resolve as ( result: ApiResult< unknown > ) => void,
			reject,
			isRetry,
			done: false,
			sentNonce: '',
			stopListening: () => undefined,
		};
		if ( signal ) {
			const onAbort = () => settle( entry, () => reject( createAbortError() ) );
			signal.addEventListener( 'abort', onAbort, { once: true } );
			entry.stopListening = () => signal.removeEventListener( 'abort', onAbort );
		}
		queue.push( entry );
		timer ??= setTimeout( flush, BATCH_DELAY_MS );
	} );
}

/**
 * How many writes wait for the next batch.
 *
 * @example
 * getQueuedRequestCount(); // 3
 */
export function getQueuedRequestCount(): number {
	return queue.filter( ( entry ) => ! entry.done ).length;
}

/**
 * Cancels the writes waiting for the next batch: each rejects with
 * `abort_error` and none is sent, and the batch timer is dropped, so the next
 * write starts a window of its own. Writes already sent are left to finish
 * (`resetStoreApiClient` aborts those too).
 * For `resetStoreApiClient`: a timer left behind (a test that ended under
 * fake timers) would otherwise never fire and hold every later write.
 *
 * @example
 * cancelQueuedRequests();
 * getQueuedRequestCount(); // 0
 */
export function cancelQueuedRequests(): void {
	clearTimeout( timer );
	timer = undefined;
	const waiting = queue;
	queue = [];
	for ( const entry of waiting ) {
		settle( entry, () => entry.reject( createAbortError() ) );
	}
}
