/**
 * Tests of keeping in step with the rest of the browser (spec 1 §4): the
 * cart changes of this page stored for the next, another tab's cart hash
 * arriving through a `storage` event, the back-forward cache, and stopping.
 */
import {
	CART_CREATED_STORAGE_KEY,
	CART_FRAGMENTS_EVENT,
	startCartFragments,
} from '@cesta/cart-fragments';
import { setupMockShop, waitUntil } from '@cesta/test-utils';

import {
	PARAMS,
	addInShop,
	miniCart,
	recordFragmentEvents,
	recordRefreshes,
	showHostPage,
	storeInSession,
} from './fragments-page';

const shop = setupMockShop();

let stop: () => void = () => {};
afterEach( () => stop() );

/** Shows the page with this tab's stored cart, as after an earlier page of the visit. */
async function showPageWithStoredCart() {
	const { fragments, cartHash } = await addInShop( 17 );
	storeInSession( fragments, cartHash, Date.now() - 60000 );
	showHostPage();
	const events = recordFragmentEvents();
	stop = startCartFragments( PARAMS );
	await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.loaded ) );
	return { events, cartHash };
}

/** What another tab of the same browser does when its shopper adds: the shop changes the cart, the tab stores the hash every tab shares, and this tab hears of it. */
async function anotherTabAdds( productId: number ) {
	const { cartHash } = await addInShop( productId );
	const oldValue = window.localStorage.getItem( PARAMS.cartHashKey! );
	window.localStorage.setItem( PARAMS.cartHashKey!, cartHash );
	window.dispatchEvent(
		new StorageEvent( 'storage', {
			key: PARAMS.cartHashKey!,
			oldValue,
			newValue: cartHash,
			storageArea: window.localStorage,
		} )
	);
	return cartHash;
}

describe( 'cart changes of this page', () => {
	it( 'given an added_to_cart event with fragments › stores them and the hash for the next page, with the creation time', async () => {
		const { fragments, cartHash } = await addInShop( 17 );
		showHostPage();
		stop = startCartFragments( PARAMS );
		const before = Date.now();
		document.body.dispatchEvent(
			new CustomEvent( CART_FRAGMENTS_EVENT.addedToCart, {
				bubbles: true,
				detail: { fragments, cartHash, button: document.body },
			} )
		);
		expect( JSON.parse( window.sessionStorage.getItem( PARAMS.fragmentName! )! ) ).toEqual(
			fragments
		);
		expect( window.sessionStorage.getItem( PARAMS.cartHashKey! ) ).toBe( cartHash );
		expect( window.localStorage.getItem( PARAMS.cartHashKey! ) ).toBe( cartHash );
		expect(
			Number( window.sessionStorage.getItem( CART_CREATED_STORAGE_KEY ) )
		).toBeGreaterThanOrEqual( before );
	} );

	it( 'given a removed_from_cart event without fragments (another script’s) › stores nothing', async () => {
		showHostPage();
		stop = startCartFragments( PARAMS );
		document.body.dispatchEvent(
			new CustomEvent( CART_FRAGMENTS_EVENT.removedFromCart, { bubbles: true } )
		);
		expect( window.sessionStorage.getItem( PARAMS.cartHashKey! ) ).toBeNull();
	} );
} );

describe( 'other tabs', () => {
	it( 'given another tab adds a product › this tab asks the shop and shows the new cart', async () => {
		await showPageWithStoredCart();
		const refreshes = recordRefreshes( shop );
		const events = recordFragmentEvents();
		const newHash = await anotherTabAdds( 21 );
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( refreshes.count() ).toBe( 1 );
		expect( miniCart() ).toHaveTextContent( 'Ventilador de pie' );
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
		expect( window.sessionStorage.getItem( PARAMS.cartHashKey! ) ).toBe( newHash );
	} );

	it( 'given a storage event of another key, or of the hash this tab already has › asks nothing', async () => {
		const { cartHash } = await showPageWithStoredCart();
		const refreshes = recordRefreshes( shop );
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'wc_fragments_other', newValue: 'x' } )
		);
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: PARAMS.cartHashKey!, newValue: cartHash } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( refreshes.count() ).toBe( 0 );
	} );

	it( 'given the client was stopped › another tab’s change is not followed', async () => {
		await showPageWithStoredCart();
		stop();
		const refreshes = recordRefreshes( shop );
		await anotherTabAdds( 21 );
		document.body.dispatchEvent( new CustomEvent( CART_FRAGMENTS_EVENT.refresh ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( refreshes.count() ).toBe( 0 );
		expect( miniCart() ).not.toHaveTextContent( 'Arrocera' );
	} );
} );

describe( 'the back-forward cache', () => {
	it( 'given the page is shown again from the cache › empties the mini cart and asks the shop', async () => {
		await showPageWithStoredCart();
		await addInShop( 21 );
		const events = recordFragmentEvents();
		window.dispatchEvent( new PageTransitionEvent( 'pageshow', { persisted: true } ) );
		expect( miniCart() ).toBeEmptyDOMElement();
		await waitUntil( () => events.heard.includes( CART_FRAGMENTS_EVENT.refreshed ) );
		expect( events.heard ).toEqual( [
			CART_FRAGMENTS_EVENT.refresh,
			CART_FRAGMENTS_EVENT.refreshed,
		] );
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
	} );
} );
