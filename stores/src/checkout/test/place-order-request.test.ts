/**
 * The order is placed past every HTTP cache (spec 2 §7: `POST /checkout` is
 * sent with `cache: 'no-store'`, as `GET /cart` is), as the mock shop sees the
 * request.
 */
import { setupMockShop, waitUntil } from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import { checkoutStore } from '../index';
import { submitCheckout } from '../submit';

const shop = setupMockShop();
registerTestPaymentMethods();

/** The cache mode of every request the shop receives for `METHOD <path ending>`. */
function recordCacheModes( method: string, pathEnd: string ) {
	const modes: string[] = [];
	const onStart = ( { request }: { request: Request } ) => {
		const override = request.headers.get( 'x-http-method-override' );
		if (
			( override ?? request.method ).toUpperCase() === method &&
			new URL( request.url ).pathname.endsWith( pathEnd )
		) {
			modes.push( request.cache );
		}
	};
	shop.server.events.on( 'request:start', onStart );
	return {
		modes,
		stop: () => shop.server.events.removeListener( 'request:start', onStart ),
	};
}

describe( 'placing the order', () => {
	it( 'given a valid order › its POST /checkout reaches the shop with cache "no-store"', async () => {
		const { registry, stop } = await readyCheckout();
		const placed = recordCacheModes( 'POST', '/wc/store/v1/checkout' );
		try {
			expect( submitCheckout( registry ) ).toBe( true );
			await waitUntil( () => registry.select( checkoutStore ).isComplete() );
		} finally {
			placed.stop();
			stop();
		}
		expect( placed.modes ).toEqual( [ 'no-store' ] );
	} );

	it( 'given the cart load › its GET /cart reaches the shop with cache "no-store" too', async () => {
		const loaded = recordCacheModes( 'GET', '/wc/store/v1/cart' );
		try {
			const { stop } = await readyCheckout();
			stop();
		} finally {
			loaded.stop();
		}
		expect( loaded.modes ).toContain( 'no-store' );
		expect( new Set( loaded.modes ) ).toEqual( new Set( [ 'no-store' ] ) );
	} );
} );
