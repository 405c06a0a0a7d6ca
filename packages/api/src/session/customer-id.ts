/**
 * The current customer's id as the server reports it in `User-ID` headers
 * (0 for guests), observable so the checkout store can follow it.
 */

/**
 * Called with the new id whenever it changes.
 *
 * @example
 * const listener: CustomerIdListener = ( id ) => console.warn( 'customer', id );
 */
export type CustomerIdListener = ( customerId: number ) => void;

let customerId: number | null = null;
const listeners = new Set< CustomerIdListener >();

/**
 * The last customer id a response reported, or `null` before any did.
 *
 * @example
 * getCustomerId(); // 0 for a guest
 */
export function getCustomerId(): number | null {
	return customerId;
}

/**
 * Calls `listener` each time a response reports a different customer id.
 * Returns the function that stops listening.
 *
 * @example
 * const stop = subscribeToCustomerId( ( id ) => dispatch( checkoutStore ).__internalSetCustomerId( id ) );
 */
export function subscribeToCustomerId( listener: CustomerIdListener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Takes a `User-ID` header value (a string in plain responses, a number in
 * batch items); values that are not whole numbers of 0 or more are ignored.
 *
 * @example
 * receiveCustomerId( '12' );
 */
export function receiveCustomerId( value: unknown ): void {
	const id = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	if ( typeof id !== 'number' || ! Number.isInteger( id ) || id < 0 || id === customerId ) {
		return;
	}
	customerId = id;
	for ( const listener of [ ...listeners ] ) {
		listener( id );
	}
}

/**
 * Forgets the id; listeners stay subscribed and hear the next reported id.
 *
 * @example
 * resetCustomerId();
 */
export function resetCustomerId(): void {
	customerId = null;
}
