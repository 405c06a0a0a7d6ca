/**
 * Tests of a classic page loading with the fragments client (spec 1 §4,
 * §7): stored fragments used only when the cart-hash cookie matches, the
 * shop asked otherwise, fragments sanitised whatever their source, and no
 * request at all without a cart session.
 */
import { HttpResponse } from 'msw';

import {
	CART_CREATED_STORAGE_KEY,
	CART_FRAGMENTS_EVENT,
	startCartFragments,
} from '@cesta/cart-fragments';
import { setupMockShop, waitUntil } from '@cesta/test-utils';

import {
	PARAMS,
	addInShop,
	answerRefreshesWith,
	miniCart,
	recordFragmentEvents,
	recordRefreshes,
	showHostPage,
	storeInSession,
} from './fragments-page';

const shop = setupMockShop();

let stop: () => void = () => {};
afterEach( () => stop() );

const start = () => {
	stop = startCartFragments( PARAMS );
};

describe( 'loading a classic page', () => {
	it( 'given stored fragments whose hash is the cookie’s › applies them without asking the shop and dispatches wc_fragments_loaded', async () => {
		const { fragments, cartHash } = await addInShop( 17 );
		storeInSession( fragments, cartHash, Date.now() - 60000 );
		showHostPage();
		const refreshes = recordRefreshes( shop );
		const events = recordFragmentEvents();
		start();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.loaded ) );
		expect( miniCart() ).toHaveTextContent( 'Ventilador de pie' );
		expect( refreshes.count() ).toBe( 0 );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.loaded ] );
	} );

	it( 'given stored fragments of another cart hash › ignores them, asks the shop and shows and stores its cart', async () => {
		const { cartHash } = await addInShop( 19 );
		storeInSession(
			{
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content">Carrito de ayer</div>',
			},
			'stale-hash',
			Date.now() - 60000
		);
		showHostPage();
		const refreshes = recordRefreshes( shop );
		const events = recordFragmentEvents();
		start();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( events.heard ).toEqual( [ CART_FRAGMENTS_EVENT.refreshed ] );
		expect( miniCart() ).not.toHaveTextContent( 'Carrito de ayer' );
		expect( miniCart() ).toHaveTextContent( 'Smart TV 4K de 55 pulgadas' );
		expect( refreshes.count() ).toBe( 1 );
		expect( window.sessionStorage.getItem( PARAMS.cartHashKey! ) ).toBe( cartHash );
		expect( window.localStorage.getItem( PARAMS.cartHashKey! ) ).toBe( cartHash );
		expect(
			JSON.parse( window.sessionStorage.getItem( PARAMS.fragmentName! )! )
		).toHaveProperty( [ 'div.widget_shopping_cart_content' ] );
	} );

	it( 'given a new guest (no cart-hash cookie, nothing stored) › asks the shop nothing and leaves the printed mini cart', async () => {
		showHostPage();
		const printed = miniCart().outerHTML;
		const refreshes = recordRefreshes( shop );
		start();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( refreshes.count() ).toBe( 0 );
		expect( miniCart().outerHTML ).toBe( printed );
	} );

	it( 'given a cart session with nothing stored › posts the time form-encoded to get_refreshed_fragments', async () => {
		await addInShop( 21 );
		showHostPage();
		const refreshes = recordRefreshes( shop );
		const before = Date.now();
		start();
		await waitUntil( () => refreshes.count() === 1 );
		await refreshes.settled();
		const [ request ] = refreshes.requests;
		expect( request.contentType ).toContain( 'application/x-www-form-urlencoded' );
		expect( Object.keys( request.fields ) ).toEqual( [ 'time' ] );
		expect( Number( request.fields.time ) ).toBeGreaterThanOrEqual( before );
		expect( Number( request.fields.time ) ).toBeLessThanOrEqual( Date.now() );
	} );

	it( 'given a refresh › restarts the cart’s creation time (the 24 h clock) in session storage', async () => {
		const { cartHash } = await addInShop( 17 );
		storeInSession( {}, cartHash, Date.now() - 3600000 );
		showHostPage();
		const events = recordFragmentEvents();
		const before = Date.now();
		start();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect(
			Number( window.sessionStorage.getItem( CART_CREATED_STORAGE_KEY ) )
		).toBeGreaterThanOrEqual( before );
	} );

	it( 'given stored fragments with script and handlers › applies them sanitised', async () => {
		const { cartHash } = await addInShop( 17 );
		storeInSession(
			{
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content"><a href="javascript:steal()" onclick="steal()">Olla</a><script>steal()</script><img src="x" onerror="steal()"></div>',
			},
			cartHash,
			Date.now()
		);
		showHostPage();
		const events = recordFragmentEvents();
		start();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.loaded ) );
		const html = miniCart().outerHTML;
		expect( miniCart() ).toHaveTextContent( 'Olla' );
		expect( html ).not.toMatch( /script|onclick|onerror|javascript:/ );
	} );

	it( 'given the shop answers hostile fragments › applies and stores them sanitised', async () => {
		await addInShop( 17 );
		answerRefreshesWith( shop, () =>
			HttpResponse.json( {
				fragments: {
					'span.cart-contents-count':
						'<span class="cart-contents-count" onmouseover="steal()">3</span>',
					'div.widget_shopping_cart_content':
						'<div class="widget_shopping_cart_content"><form action="/steal"><input name="card"></form>Lista</div>',
				},
				cart_hash: 'h1',
			} )
		);
		showHostPage();
		const events = recordFragmentEvents();
		start();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( document.querySelector( 'span.cart-contents-count' )?.outerHTML ).toBe(
			'<span class="cart-contents-count">3</span>'
		);
		expect( document.querySelector( 'form, input' ) ).toBeNull();
		expect( window.sessionStorage.getItem( PARAMS.fragmentName! ) ).not.toMatch(
			/onmouseover|<form/
		);
	} );
} );
