/** The product buttons' queue: every add of the page's Product Collection blocks, one at a time (spec 1 §4). */
import { createRequestQueue } from '@cesta/cart-events';

const queue = createRequestQueue();

/**
 * Queues an add-to-cart request behind the ones before it (first in, first
 * out; a failure does not stop the rest).
 *
 * @example
 * await enqueueAddToCart( () => addCartItem( { id: 17, quantity: 1 } ) );
 */
export function enqueueAddToCart< T >( task: () => Promise< T > ): Promise< T > {
	return queue.enqueue( task );
}

/**
 * How many add-to-cart requests are waiting or in flight.
 *
 * @example
 * getQueuedAddToCartCount(); // 0 when idle
 */
export function getQueuedAddToCartCount(): number {
	return queue.size();
}
