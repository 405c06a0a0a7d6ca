/** Loads the visitor's `GET /checkout` (their draft order) from the mock, as WooCommerce's checkout page does before printing. */

import type { MockRequestListener } from '@cesta/mocks/server';
import type { CheckoutResponse } from '@cesta/types';

import { STORE_API_ROOT } from '../constants';
import { noMockRouteMessage } from '../messages';
import type { VisitorSession } from './visitor';

/**
 * Asks the Store API simulation, in process and as this visitor (their
 * cookies), for `GET /checkout`, as WooCommerce's checkout block does before
 * printing the page (`hydrate_data_from_api_request( 'checkoutData',
 * '/wc/store/v1/checkout' )`, which also creates the draft order). Null when
 * the shop refuses (an empty cart): the block then has nothing to restore.
 * Faults queued for the browser are left alone.
 *
 * @example
 * const checkoutData = await loadCheckoutData( mock, 'http://127.0.0.1:8080', cookie );
 * checkoutData?.order_id; // 104
 */
export async function loadCheckoutData(
	mock: MockRequestListener,
	origin: string,
	cookie: string | undefined
): Promise< CheckoutResponse | null > {
	const ask = async ( path: string, headers: Record< string, string > ) => {
		const response = await mock.fetch(
			new Request( `${ origin }${ path }`, {
				headers: { ...headers, ...( cookie ? { cookie } : {} ) },
			} ),
			{ ignoreFaults: true }
		);
		if ( ! response ) {
			throw new Error( noMockRouteMessage( path ) );
		}
		return response;
	};
	// Every /checkout request needs the Store API nonce, even a GET; the PHP
	// side of WooCommerce has one for the request it makes in process.
	const session = ( await ( await ask( '/__mock/session', {} ) ).json() ) as VisitorSession;
	const response = await ask( `${ STORE_API_ROOT }/checkout`, {
		Nonce: session.storeApiNonce,
	} );
	return response.ok ? ( ( await response.json() ) as CheckoutResponse ) : null;
}
