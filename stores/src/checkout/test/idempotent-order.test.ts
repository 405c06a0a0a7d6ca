/**
 * No double orders (issue 15 §3): every attempt at placing the order carries
 * its idempotency key; a retry after a lost answer repeats the attempt and
 * gets the order that was placed; an attempt that got an answer is over, and
 * the next one has a new key; two tabs of one shopper placing the order
 * together make one order. Real stores against the mock shop, which honours
 * the key.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@cesta/api';
import { noticesIn, setupMockShop, waitUntil } from '@cesta/test-utils';

import { openAnotherTab, readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
import { checkoutStore } from '../index';
import { submitCheckout } from '../submit';

const shop = setupMockShop();
registerTestPaymentMethods();

const GUEST_UNKNOWN =
	'Something went wrong when placing the order. Check your email for order updates before retrying.';

const open: ReadyCheckout[] = [];
afterEach( () => open.splice( 0 ).forEach( ( tab ) => tab.stop() ) );
const tab = async ( opening: Promise< ReadyCheckout > ) => {
	const ready = await opening;
	open.push( ready );
	return ready;
};

const settled = ( registry: ReadyCheckout[ 'registry' ] ) =>
	waitUntil( () => {
		const checkout = registry.select( checkoutStore );
		return checkout.isComplete() || ( checkout.isIdle() && checkout.hasError() );
	} );

const orders = () =>
	shop.engine.deps.orders.all().filter( ( order ) => order.status !== 'checkout-draft' );

/** The Idempotency-Key of every POST /checkout the shop receives from now on. */
const recordAttemptKeys = () => {
	const keys: Array< string | null > = [];
	const listener = ( { request }: { request: Request } ) => {
		if (
			request.method === 'POST' &&
			new URL( request.url ).pathname.endsWith( '/checkout' )
		) {
			keys.push( request.headers.get( IDEMPOTENCY_KEY_HEADER ) );
		}
	};
	shop.server.events.on( 'request:start', listener );
	return keys;
};

describe( 'placing the order is idempotent', () => {
	it( 'given the answer to a placed order is lost › the unknown-failure message shows, and the retry repeats the attempt with its key and lands on that order, the only one', async () => {
		const { registry, redirect } = await tab( readyCheckout() );
		const keys = recordAttemptKeys();
		shop.faults( { dropAnswer: true, only: 'POST /checkout' } );

		submitCheckout( registry );
		await settled( registry );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [
			GUEST_UNKNOWN,
		] );
		expect( orders() ).toHaveLength( 1 );

		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( orders()[ 0 ]!.id );
		expect( redirect ).toHaveBeenCalledWith( expect.stringContaining( '/order-received/' ) );
		expect( keys ).toHaveLength( 2 );
		expect( keys[ 0 ] ).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
		expect( keys[ 1 ] ).toBe( keys[ 0 ] );
	} );

	it( 'given an attempt the shop refused (a server error) › the retry is a new attempt with a new key, and places one order', async () => {
		const { registry } = await tab( readyCheckout() );
		const keys = recordAttemptKeys();
		shop.faults( { status: 500, only: 'POST /checkout' } );

		submitCheckout( registry );
		await settled( registry );
		expect( orders() ).toHaveLength( 0 );
		submitCheckout( registry );
		await settled( registry );

		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
		expect( keys ).toHaveLength( 2 );
		expect( keys[ 1 ] ).not.toBe( keys[ 0 ] );
	} );

	it( 'given the same shopper’s checkout open in two tabs › when both place the order at once › one order is placed and the other tab is told, not charged twice', async () => {
		const first = await tab( readyCheckout() );
		const second = await tab( openAnotherTab() );

		submitCheckout( first.registry );
		submitCheckout( second.registry );
		await Promise.all( [ settled( first.registry ), settled( second.registry ) ] );

		expect( orders() ).toHaveLength( 1 );
		const completed = [ first, second ].filter( ( { registry } ) =>
			registry.select( checkoutStore ).isComplete()
		);
		expect( completed ).toHaveLength( 1 );
		const other = completed[ 0 ] === first ? second : first;
		expect( other.registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( noticesIn( other.registry, 'wc/checkout' ).length ).toBeGreaterThan( 0 );
	} );
} );
