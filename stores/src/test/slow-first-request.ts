/**
 * A slow first request for the race regression tests: the mock shop gets to
 * the first Store API request only once it has processed a later one (or
 * after a long wait), so any request the page sends meanwhile is processed
 * first.
 */
import { http } from 'msw';

import type { MockServer } from '@cesta/mocks/node';

/** The Store API namespace, matched anywhere in a request's path (as the mock does). */
const STORE_API_PATTERN = '*/wc/store/v1*';

/**
 * How long the shop leaves the first request waiting when the page sends
 * nothing after it (fake time: the test moves it on).
 */
export const SLOW_FIRST_REQUEST_MS = 5000;

/**
 * Holds the next Store API request before the mock shop processes it until
 * the shop has processed a later request, or `SLOW_FIRST_REQUEST_MS` has
 * passed; every other request goes through at once. Installed with
 * `server.use`: the shop's reset removes it.
 *
 * @example
 * slowFirstRequest( shop );
 * const applied = cart.applyCoupon( 'DESCUENTO10' ); // processed after anything sent meanwhile
 */
export function slowFirstRequest( shop: MockServer ): void {
	const [ storeApi ] = shop.handlers;
	let seen = 0;
	let releaseFirst: () => void = () => undefined;
	shop.server.use(
		http.all( STORE_API_PATTERN, async ( { request, requestId } ) => {
			if ( ! storeApi ) {
				return undefined;
			}
			seen++;
			if ( seen === 1 ) {
				await new Promise< void >( ( resolve ) => {
					releaseFirst = resolve;
					setTimeout( resolve, SLOW_FIRST_REQUEST_MS );
				} );
				return ( await storeApi.run( { request, requestId } ) )?.response;
			}
			const result = await storeApi.run( { request, requestId } );
			releaseFirst();
			return result?.response;
		} )
	);
}
