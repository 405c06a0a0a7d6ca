/**
 * Writes wait `BATCH_DELAY_MS` from the first queued one and then go out as
 * `POST /batch` requests of at most `MAX_BATCH_SIZE` each. Every sub-request
 * carries its own session headers (the server does not pass the outer ones
 * down) and every caller gets its own status, headers and body back.
 *
 * Only the queue is here: the code that sends a batch and reads its answer
 * (`send-batch.ts`) downloads with the first write, while it waits its
 * `BATCH_DELAY_MS` — a page that only reads never needs it.
 */
import type { ApiErrorResponse } from '@cesta/types';

import { BATCH_DELAY_MS, CLIENT_ERROR_CODES } from '../constants';
import { createAbortError, errorFromThrown } from '../errors';
import type { PreparedRequest } from '../transport/send-request';
import type { ApiResult } from '../types';
import type * as BatchSenderModule from './send-batch';

/**
 * A write waiting for its batch, or sent in one and waiting for its answer.
 *
 * @example
 * const entry: QueuedRequest = { request, resolve, reject, isRetry: false, done: false, sentNonce: '', stopListening: () => undefined };
 */
export interface QueuedRequest {
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

type BatchSender = typeof BatchSenderModule;
let sender: BatchSender | undefined;
let loadingSender: Promise< BatchSender > | undefined;

/**
 * The code that sends batches and reads their answers (`send-batch.ts`): a
 * page needs it only once it writes, so it downloads with the first queued
 * write and is at hand from then on.
 *
 * @example
 * const { sendBatches } = batchSenderCode.loaded() ?? ( await batchSenderCode.load() );
 */
export const batchSenderCode = {
	/** Downloads it once (again after a failure). */
	load: (): Promise< BatchSender > => {
		loadingSender ??= import( './send-batch' ).then(
			( module ) => ( sender = module ),
			( error: unknown ) => {
				loadingSender = undefined;
				throw error;
			}
		);
		return loadingSender;
	},
	/** The module once it has downloaded, else `undefined`. */
	loaded: (): BatchSender | undefined => sender,
};

/**
 * Settles a write once: the first outcome wins, later ones are ignored.
 *
 * @example
 * settle( entry, () => entry.resolve( result ) );
 */
export function settle( entry: QueuedRequest, outcome: () => void ): void {
	if ( entry.done ) {
		return;
	}
	entry.done = true;
	entry.stopListening();
	outcome();
}

// The sender could not download (offline, most likely): nothing was sent, and
// each write fails as the request itself would have.
function rejectUnsent( entries: QueuedRequest[], thrown: unknown ): void {
	const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
	const error = errorFromThrown( offline ? { code: CLIENT_ERROR_CODES.offline } : thrown );
	for ( const entry of entries ) {
		settle( entry, () => entry.reject( error ) );
	}
}

function flush(): void {
	timer = undefined;
	const waiting = queue.filter( ( entry ) => ! entry.done );
	queue = [];
	const loaded = batchSenderCode.loaded();
	if ( loaded ) {
		loaded.sendBatches( waiting );
		return;
	}
	batchSenderCode.load().then(
		( module ) => module.sendBatches( waiting.filter( ( entry ) => ! entry.done ) ),
		( thrown: unknown ) => rejectUnsent( waiting, thrown )
	);
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
		// Downloads meanwhile; a failure is dealt with when the batch is due.
		batchSenderCode.load().catch( () => undefined );
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
