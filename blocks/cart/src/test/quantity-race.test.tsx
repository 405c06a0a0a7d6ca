/**
 * The cart block's acceptance on quick quantity changes: clicking + five
 * times ends with the server and the screen at the last quantity, even when
 * the server answers out of order; a pending change is superseded, not
 * queued behind stale ones.
 */
import { advance, advanceUntil, PRODUCTS, recordRequests } from '@cesta/test-utils';

import {
	FAN,
	lineTotal,
	plus,
	quantityBox,
	renderFanCart,
	SEND_DELAY_MS,
	serverQuantity,
} from './quantity-helpers';
import { rowOf } from './render-cart';
import { setupCartShop } from './shop';

const shop = setupCartShop();

afterEach( () => jest.useRealTimers() );

describe( 'quick and superseded changes', () => {
	it( 'given + clicked five times quickly › one request with the last quantity; server and screen at 7', async () => {
		const { user } = await renderFanCart();
		const calls = recordRequests( shop );
		for ( let click = 0; click < 5; click++ ) {
			await user.click( plus() );
			await advance( 100 );
		}
		expect( quantityBox() ).toHaveValue( 7 );
		await advanceUntil( () => lineTotal().includes( '279.93' ) );
		await calls.settled();
		expect(
			calls
				.calls()
				.map( ( call ) => [ call.route, ( call.body as { quantity: number } ).quantity ] )
		).toEqual( [ [ '/cart/update-item', 7 ] ] );
		expect( quantityBox() ).toHaveValue( 7 );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 7 );
	} );

	it( 'given + clicked five times with the server answering out of order › server and screen end at the last quantity', async () => {
		const { user } = await renderFanCart();
		const calls = recordRequests( shop );
		// Each write batch waits a different time before the server processes it:
		// sent one after another, they would be processed and answered out of order.
		[ 900, 40, 600, 10, 300 ].forEach( ( latencyMs ) =>
			shop.faults( { latencyMs, only: '/batch' } )
		);
		// Clicks spaced past the pause, so several updates leave while others are on their way.
		for ( let click = 0; click < 5; click++ ) {
			await user.click( plus() );
			await advance( SEND_DELAY_MS + 50 );
			expect( quantityBox() ).toHaveValue( 3 + click );
		}
		await advanceUntil( () => ! rowOf( FAN ).hasAttribute( 'aria-busy' ) );
		// Past the longest latency: no request is still on its way to the server.
		await advance( 1500 );
		await calls.settled();
		const sent = calls
			.calls()
			.map( ( call ) => ( call.body as { quantity: number } ).quantity );
		expect( sent[ sent.length - 1 ] ).toBe( 7 );
		// A newer change never overtakes one in flight; stale ones are dropped, not queued.
		expect( sent.length ).toBeLessThan( 5 );
		expect( quantityBox() ).toHaveValue( 7 );
		expect( lineTotal() ).toContain( '279.93' );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 7 );
	} );

	it( 'given a change while an earlier one is in flight › the earlier answer never shows', async () => {
		const { user } = await renderFanCart();
		shop.faults( { latencyMs: 1500, only: '/batch' } );
		await user.click( plus() );
		await advance( SEND_DELAY_MS + 100 );
		await user.click( plus() );
		await user.click( plus() );
		// Watch the box until every request, stale ones included, has been answered.
		const shown: number[] = [];
		for ( let waited = 0; waited < 4000; waited += 50 ) {
			await advance( 50 );
			shown.push( Number( ( quantityBox() as HTMLInputElement ).value ) );
		}
		expect( rowOf( FAN ) ).not.toHaveAttribute( 'aria-busy' );
		expect( new Set( shown ) ).toEqual( new Set( [ 5 ] ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 5 );
	} );

	it.each( [ 1, 2, 3 ] )(
		'given random click spacing and random server latency (seed %d) › server and screen end at the last quantity',
		async ( seed ) => {
			// A small seeded generator: random, yet the same on every run.
			let state = seed * 7919;
			const random = ( max: number ) => {
				state = ( state * 48271 ) % 2147483647;
				return state % max;
			};
			const { user } = await renderFanCart();
			for ( let batch = 0; batch < 5; batch++ ) {
				shop.faults( { latencyMs: random( 1200 ), only: '/batch' } );
			}
			for ( let click = 0; click < 5; click++ ) {
				await user.click( plus() );
				await advance( random( 1000 ) );
			}
			expect( quantityBox() ).toHaveValue( 7 );
			await advanceUntil( () => ! rowOf( FAN ).hasAttribute( 'aria-busy' ), 20000 );
			await advance( 1500 );
			expect( quantityBox() ).toHaveValue( 7 );
			expect( lineTotal() ).toContain( '279.93' );
			expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 7 );
		}
	);
} );
