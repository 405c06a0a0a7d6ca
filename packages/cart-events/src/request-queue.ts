/** A first-in, first-out queue that runs one cart request at a time (spec 1 §4: add-to-cart requests are queued and sent one at a time), for the block buttons and the classic ones alike. */

/**
 * Runs the tasks given to {@link RequestQueue.enqueue} one after another, in
 * the order they came, each starting once the previous one has settled.
 *
 * @example
 * const queue: RequestQueue = createRequestQueue();
 */
export interface RequestQueue {
	/** Adds a task; the promise settles as the task does. */
	enqueue< T >( task: () => Promise< T > ): Promise< T >;
	/** How many tasks are waiting or running. */
	size(): number;
}

/**
 * Creates an empty queue. A task that fails does not stop the ones after it.
 *
 * @example
 * const queue = createRequestQueue();
 * queue.enqueue( () => post( addUrl, { product_id: '17' } ) );
 * queue.enqueue( () => post( addUrl, { product_id: '19' } ) ); // sent once the first has answered
 */
export function createRequestQueue(): RequestQueue {
	let tail: Promise< unknown > = Promise.resolve();
	let count = 0;
	return {
		enqueue( task ) {
			count++;
			const run = tail.then( task );
			tail = run.then(
				() => count--,
				() => count--
			);
			return run;
		},
		size: () => count,
	};
}
