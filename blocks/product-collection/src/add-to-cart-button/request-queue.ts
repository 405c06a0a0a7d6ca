/**
 * The add-to-cart buttons' one shared queue (spec 1 §4): requests are sent
 * one at a time, in the order the shopper clicked, each only after the one
 * before it was answered.
 */

let tail: Promise< unknown > = Promise.resolve();
let waiting = 0;

/**
 * Runs `task` after every task queued before it has settled (fulfilled or
 * rejected); resolves or rejects as `task` does.
 *
 * @example
 * enqueueAddToCart( () => addCartItem( { id: 17, quantity: 1 } ) );
 * enqueueAddToCart( () => addCartItem( { id: 21, quantity: 1 } ) ); // sent once the first is answered
 */
export function enqueueAddToCart< T >( task: () => Promise< T > ): Promise< T > {
	waiting++;
	const run = tail.then( task ).finally( () => {
		waiting--;
	} );
	tail = run.catch( () => undefined );
	return run;
}

/**
 * How many queued requests have not settled yet (the one in flight included).
 *
 * @example
 * getQueuedAddToCartCount(); // 0
 */
export function getQueuedAddToCartCount(): number {
	return waiting;
}
