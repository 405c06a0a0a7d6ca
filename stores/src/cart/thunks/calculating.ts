/** Counts cart work on the checkout's "calculating" counter, which keeps the place-order button disabled. */

import type { DataRegistry } from '@wordpress/data';

import { STORE_KEY as CHECKOUT_STORE_KEY } from '../../checkout/constants';

/**
 * Counts one calculation on the checkout (spec 2 §4: pending line changes,
 * rate loading and rate selection keep the place-order button disabled) and
 * returns the function that ends it; ending twice counts once.
 *
 * @example
 * const end = beginCalculating( registry );
 * try { await work(); } finally { end(); }
 */
export function beginCalculating( registry: DataRegistry ): () => void {
	if ( ! registry.stores[ CHECKOUT_STORE_KEY ] ) {
		return () => undefined;
	}
	const checkout = registry.dispatch( CHECKOUT_STORE_KEY );
	checkout.__internalIncrementCalculating();
	let ended = false;
	return () => {
		if ( ! ended ) {
			ended = true;
			checkout.__internalDecrementCalculating();
		}
	};
}

/**
 * Runs `work` while the checkout counts as calculating; the counter is
 * released however `work` ends.
 *
 * @example
 * await whileCalculating( registry, () => removeCartItem( { key } ) );
 */
export async function whileCalculating< T >(
	registry: DataRegistry,
	work: () => Promise< T >
): Promise< T > {
	const end = beginCalculating( registry );
	try {
		return await work();
	} finally {
		end();
	}
}
