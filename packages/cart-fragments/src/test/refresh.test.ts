/**
 * Tests of refreshing on a page left open (spec 1 §4, §7, §8, §9): the 24 h
 * refresh and expiry on fake timers, refreshes asked for by events, the
 * configured request timeout, and the ajax error event on every failure.
 */
import { HttpResponse, delay } from 'msw';

import {
	CART_FRAGMENTS_EVENT,
	CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS,
	startCartFragments,
} from '@cesta/cart-fragments';
import {
	advance,
	advanceUntil,
	installFakeTimers,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

import {
	PARAMS,
	addInShop,
	answerRefreshesWith,
	dropConnection,
	miniCart,
	recordFragmentEvents,
	recordRefreshes,
	showHostPage,
	storeInSession,
} from './fragments-page';

const shop = setupMockShop();

const HOUR_MS = 3600000;

let stop: () => void = () => {};
afterEach( () => {
	stop();
	jest.useRealTimers();
} );

const start = ( params = PARAMS ) => {
	stop = startCartFragments( params );
};

describe( 'the 24 h refresh and expiry', () => {
	it( 'given stored fragments 23 h old › shows them, and asks the shop only once they turn 24 h old', async () => {
		const { fragments, cartHash } = await addInShop( 17 );
		installFakeTimers();
		storeInSession( fragments, cartHash, Date.now() - 23 * HOUR_MS );
		showHostPage();
		const refreshes = recordRefreshes( shop );
		const events = recordFragmentEvents();
		start();
		await advanceUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.loaded ) );
		await advance( HOUR_MS - 60000 );
		expect( refreshes.count() ).toBe( 0 );
		await advance( 60000 );
		await advanceUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( refreshes.count() ).toBe( 1 );
	} );

	it( 'given stored fragments just over 24 h old › ignores them and asks the shop at once', async () => {
		const { cartHash } = await addInShop( 19 );
		installFakeTimers();
		storeInSession(
			{
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content">Caducado</div>',
			},
			cartHash,
			Date.now() - CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS - 1
		);
		showHostPage();
		const events = recordFragmentEvents();
		start();
		await advanceUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.refreshed ] );
		expect( miniCart() ).toHaveTextContent( 'Smart TV 4K de 55 pulgadas' );
	} );

	it( 'given a refresh › refreshes again 24 h later, not before, with the cart changed meanwhile', async () => {
		await addInShop( 17 );
		installFakeTimers();
		showHostPage();
		const refreshes = recordRefreshes( shop );
		const events = recordFragmentEvents();
		start();
		await advanceUntil( () => events.heard.length === 1 );
		await addInShop( 21 );
		await advance( CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS - 1000 );
		expect( refreshes.count() ).toBe( 1 );
		expect( miniCart() ).not.toHaveTextContent( 'Arrocera' );
		await advance( 1000 );
		await advanceUntil( () => events.heard.length === 2 );
		expect( refreshes.count() ).toBe( 2 );
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
	} );
} );

describe( 'refreshes asked for', () => {
	it.each( [ CART_FRAGMENTS_EVENT.refresh, CART_FRAGMENTS_EVENT.updatedWcDiv ] )(
		'given a shown cart › when %s is dispatched › asks the shop and shows its cart',
		async ( name ) => {
			const { fragments, cartHash } = await addInShop( 17 );
			storeInSession( fragments, cartHash, Date.now() );
			showHostPage();
			const events = recordFragmentEvents();
			start();
			await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.loaded ) );
			await addInShop( 21 );
			document.body.dispatchEvent( new CustomEvent( name ) );
			await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
			expect( miniCart() ).toHaveTextContent( 'Arrocera' );
		}
	);
} );

describe( 'failures', () => {
	const failWith = async ( resolver: Parameters< typeof answerRefreshesWith >[ 1 ] ) => {
		await addInShop( 17 );
		answerRefreshesWith( shop, resolver );
		showHostPage();
		const printed = miniCart().outerHTML;
		const events = recordFragmentEvents();
		start();
		await waitUntil( () => events.heard.length > 0 );
		return { events, printed };
	};

	it( 'given a dropped connection › dispatches wc_fragments_ajax_error and changes nothing', async () => {
		const { events, printed } = await failWith( dropConnection );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.ajaxError ] );
		expect( miniCart().outerHTML ).toBe( printed );
		expect( window.sessionStorage.getItem( PARAMS.fragmentName! ) ).toBeNull();
		expect( window.sessionStorage.getItem( PARAMS.cartHashKey! ) ).toBeNull();
	} );

	it( 'given a server error or an answer that is not JSON › dispatches wc_fragments_ajax_error', async () => {
		const first = await failWith( () => HttpResponse.json( { code: 'x' }, { status: 500 } ) );
		expect( first.events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.ajaxError ] );
		stop();
		const second = await failWith(
			() =>
				new HttpResponse( '<br /><b>Warning</b>: …{"fragments":{}}', {
					headers: { 'Content-Type': 'application/json' },
				} )
		);
		expect( second.events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.ajaxError ] );
	} );

	it( 'given an answer without fragments (WooCommerce answers 0) › dispatches wc_fragments_ajax_error', async () => {
		const { events } = await failWith( () => HttpResponse.json( 0 ) );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.ajaxError ] );
	} );

	it( 'given a shop that does not answer › gives up after the configured timeout with wc_fragments_ajax_error', async () => {
		await addInShop( 17 );
		installFakeTimers();
		answerRefreshesWith( shop, async () => {
			await delay( 'infinite' );
			return HttpResponse.json( {} );
		} );
		showHostPage();
		const events = recordFragmentEvents();
		start( { ...PARAMS, requestTimeoutMs: 2000 } );
		await advance( 1990 );
		expect( events.heard ).toEqual( [] );
		await advance( 10 );
		await advanceUntil( () => events.heard.length > 0 );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.ajaxError ] );
	} );
} );
