/** Cart requests whose answers may cross: overlapping ones end with the cart loaded again. */

import type { DataRegistry } from '@wordpress/data';
import { getQueuedRequestCount } from '@cesta/api';

import { createRegistryState } from '../../utils/registry-state';
import { STORE_KEY } from '../constants';
import { beginCalculating } from './calculating';

interface CartRequests {
	/** Requests answering with a cart that are on their way. */
	inFlight: number;
	/** One of them was sent while another was on its way. */
	overlapped: boolean;
	/** How many have been sent so far: each request's number. */
	sent: number;
	/** The number of the newest request that has answered with a cart. */
	newestAnswered: number;
}

const cartRequests = createRegistryState< CartRequests >( () => ( {
	inFlight: 0,
	overlapped: false,
	sent: 0,
	newestAnswered: 0,
} ) );

/**
 * How many cart requests have been sent so far (`sendCartRequest`); the next
 * one gets this number plus one.
 *
 * @example
 * const number = cartRequestsSent( registry ) + 1;
 * await sendCartRequest( registry, send );
 */
export const cartRequestsSent = ( registry: DataRegistry ): number => cartRequests( registry ).sent;

/**
 * The number of the newest cart request that has answered with a cart: an
 * answer kept aside is still the newest cart the page has only while no
 * request sent after it has answered.
 *
 * @example
 * if ( newestAnsweredCartRequest( registry ) <= number ) { dispatch.receiveCart( keptAside ); }
 */
export const newestAnsweredCartRequest = ( registry: DataRegistry ): number =>
	cartRequests( registry ).newestAnswered;

/**
 * Sends a request that answers with the whole cart (a cart write, or
 * `GET /cart`). Each answer is the cart as the server had it when it
 * processed that request, and overlapping requests may be processed, and
 * answered, in any order: the answer taken last may be an older cart (a line
 * back at a quantity the server no longer has). Writes waiting for the same
 * batch do not count as overlapping (the server runs them in order and they
 * are answered together). So when requests overlap,
 * once the last of them ends (however it ends) the cart is loaded again
 * (`refreshCartData`, itself counted here), and the checkout counts as
 * calculating until that answer is in. Requests that never overlap cost
 * nothing more.
 *
 * @example
 * const { response } = await sendCartRequest( registry, () => updateCartItem( { key, quantity } ) );
 */
export async function sendCartRequest< T >(
	registry: DataRegistry,
	send: () => Promise< T >
): Promise< T > {
	const requests = cartRequests( registry );
	const queuedBefore = getQueuedRequestCount();
	const number = ++requests.sent;
	const sending = send();
	// Writes that wait for the same batch are processed, and answered, in the order they were made.
	const sameBatch = getQueuedRequestCount() > queuedBefore && requests.inFlight === queuedBefore;
	if ( requests.inFlight > 0 && ! sameBatch ) {
		requests.overlapped = true;
	}
	requests.inFlight++;
	try {
		const result = await sending;
		requests.newestAnswered = Math.max( requests.newestAnswered, number );
		return result;
	} finally {
		requests.inFlight--;
		if ( requests.inFlight === 0 && requests.overlapped ) {
			requests.overlapped = false;
			const end = beginCalculating( registry );
			void Promise.resolve( registry.dispatch( STORE_KEY ).refreshCartData() ).finally( end );
		}
	}
}
