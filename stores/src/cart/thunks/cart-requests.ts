/** Cart requests whose answers may cross: overlapping ones end with the cart loaded again. */

import type { DataRegistry } from '@wordpress/data';
import { CLIENT_ERROR_CODES, getQueuedRequestCount } from '@cesta/api';

import { createRegistryState } from '../../utils/registry-state';
import { STORE_KEY } from '../constants';
import { beginCalculating } from './calculating';

interface CartRequests {
	/** Requests answering with a cart that are on their way. */
	inFlight: number;
	/**
	 * The cart must be loaded again once none is on its way: one was sent
	 * while another was on its way, or a write's answer could not be read.
	 */
	overlapped: boolean;
	/** How many have been sent so far: each request's number. */
	sent: number;
	/** The number of the newest request that has answered with a cart. */
	newestAnswered: number;
	/** Requests writing the customer's addresses (`POST /cart/update-customer`) on their way. */
	addressWritesInFlight: number;
	/** The number of the newest of them sent so far. */
	newestAddressWrite: number;
	/**
	 * Answers that may show addresses older than a write the page sent
	 * (a request sent before it, or while one was on its way): their
	 * addresses are not taken (`receiveCart`).
	 */
	olderThanAddressWrite: WeakSet< object >;
}

/** Answers that arrived but could not be read: not JSON, or a batch without this request's entry. */
const UNREADABLE_ANSWER_CODES: readonly string[] = [
	CLIENT_ERROR_CODES.invalidJson,
	CLIENT_ERROR_CODES.responseNotValid,
];

const isUnreadableAnswer = ( error: unknown ) =>
	UNREADABLE_ANSWER_CODES.includes( ( error as { code?: unknown } | null )?.code as string );

const cartRequests = createRegistryState< CartRequests >( () => ( {
	inFlight: 0,
	overlapped: false,
	sent: 0,
	newestAnswered: 0,
	addressWritesInFlight: 0,
	newestAddressWrite: 0,
	olderThanAddressWrite: new WeakSet(),
} ) );

/**
 * Whether `response` answered a cart request that may have been processed
 * before a write of the customer's addresses the page sent: one sent before
 * that write, or while it was on its way (the server may process
 * overlapping requests in any order). Its addresses may be older than what
 * the shopper typed and pushed, so they must not replace the local ones.
 *
 * @example
 * if ( ! mayPredateAddressWrite( registry, response ) ) { takeAddresses( response ); }
 */
export const mayPredateAddressWrite = ( registry: DataRegistry, response: unknown ): boolean =>
	typeof response === 'object' &&
	response !== null &&
	cartRequests( registry ).olderThanAddressWrite.has( response );

/**
 * How `sendCartRequest` treats a request.
 *
 * @example
 * const options: CartRequestOptions = { writesAddresses: true };
 */
export interface CartRequestOptions {
	/** The request writes the customer's addresses (`POST /cart/update-customer`). */
	writesAddresses?: boolean;
	/** The request only reads the cart (`GET /cart`): an unreadable answer changed nothing on the server. */
	readsOnly?: boolean;
}

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
 * Whether a cart request is waiting for its answer. While one is, the cart
 * the store shows may be older than the server's (answers cross; a reload
 * follows once they settle), so it cannot tell that a change is already made.
 *
 * @example
 * if ( ! cartRequestsInFlight( registry ) && shownQuantity === wanted ) { return; }
 */
export const cartRequestsInFlight = ( registry: DataRegistry ): boolean =>
	cartRequests( registry ).inFlight > 0;

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
 * nothing more. So is a write whose answer could not be read (not JSON, or
 * missing from its batch's answer): the server may have carried it out.
 *
 * An answer to a request sent before a write of the addresses
 * (`writesAddresses`), or while one was on its way, is marked
 * (`mayPredateAddressWrite`): its addresses may be older than the write's.
 *
 * @example
 * const { response } = await sendCartRequest( registry, () => updateCartItem( { key, quantity } ) );
 */
export async function sendCartRequest< T >(
	registry: DataRegistry,
	send: () => Promise< T >,
	{ writesAddresses = false, readsOnly = false }: CartRequestOptions = {}
): Promise< T > {
	const requests = cartRequests( registry );
	const queuedBefore = getQueuedRequestCount();
	const number = ++requests.sent;
	const sentDuringAddressWrite = requests.addressWritesInFlight > 0;
	const sending = send();
	if ( writesAddresses ) {
		requests.addressWritesInFlight++;
		requests.newestAddressWrite = number;
	}
	// Writes that wait for the same batch are processed, and answered, in the order they were made.
	const sameBatch = getQueuedRequestCount() > queuedBefore && requests.inFlight === queuedBefore;
	if ( requests.inFlight > 0 && ! sameBatch ) {
		requests.overlapped = true;
	}
	requests.inFlight++;
	try {
		const result = await sending;
		requests.newestAnswered = Math.max( requests.newestAnswered, number );
		const response = ( result as { response?: unknown } | undefined )?.response;
		if (
			( sentDuringAddressWrite || requests.newestAddressWrite > number ) &&
			typeof response === 'object' &&
			response !== null
		) {
			requests.olderThanAddressWrite.add( response );
		}
		return result;
	} catch ( error ) {
		// The server may have carried out a write whose answer was unreadable.
		if ( ! readsOnly && isUnreadableAnswer( error ) ) {
			requests.overlapped = true;
		}
		throw error;
	} finally {
		requests.inFlight--;
		if ( writesAddresses ) {
			requests.addressWritesInFlight--;
		}
		if ( requests.inFlight === 0 && requests.overlapped ) {
			requests.overlapped = false;
			const end = beginCalculating( registry );
			void Promise.resolve( registry.dispatch( STORE_KEY ).refreshCartData() ).finally( end );
		}
	}
}
