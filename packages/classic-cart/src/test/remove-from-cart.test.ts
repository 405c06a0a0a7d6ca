/**
 * Tests of a classic mini-cart remove click (spec 1 §3, §7, §8): what is
 * posted, the fragments and hash after it, the page's events, and the
 * failures that make the browser follow the remove link.
 */
import { WC_REMOVED_FROM_CART_EVENT } from '@cesta/cart-events';
import { CLASSIC_EVENT } from '@cesta/classic-cart';
import type { CartChangedDetail } from '@cesta/classic-cart';
import { waitUntil } from '@cesta/test-utils';

import {
	answerWcAjaxOnce,
	buttonOf,
	clickAndSeeIfFollowed,
	dropConnection,
	miniCart,
	nextEvent,
	phpWarnings,
	recordEvents,
	recordWcAjax,
	setupClassicShop,
	showEnhancedListing,
} from './classic-page';

const shop = setupClassicShop();
let page: ReturnType< typeof showEnhancedListing >;

/** Adds the fan and the TV through their buttons; resolves once both are in the mini cart. */
async function cartWithFanAndTv() {
	page = showEnhancedListing();
	let count = 0;
	const both = new Promise< void >( ( resolve ) =>
		document.body.addEventListener( CLASSIC_EVENT.addedToCart, () => {
			if ( ++count === 2 ) {
				resolve();
			}
		} )
	);
	buttonOf( 17 ).click();
	buttonOf( 19 ).click();
	await both;
}

const removeLinkOf = ( productId: number ) =>
	miniCart().querySelector< HTMLElement >(
		`a.remove_from_cart_button[data-product_id="${ productId }"]`
	)!;

describe( 'given a classic mini cart with two items', () => {
	it( 'when an item is removed › posts its cart_item_key to ?wc-ajax=remove_from_cart and does not follow the link', async () => {
		await cartWithFanAndTv();
		const link = removeLinkOf( 17 );
		const key = link.dataset.cart_item_key;
		const requests = recordWcAjax( shop );
		const removed = nextEvent( CLASSIC_EVENT.removedFromCart );

		expect( clickAndSeeIfFollowed( link ) ).toBe( false );
		await removed;
		await requests.settled();

		expect( requests.calls ).toEqual( [
			{
				endpoint: 'remove_from_cart',
				contentType: expect.stringContaining( 'application/x-www-form-urlencoded' ),
				fields: { cart_item_key: key },
			},
		] );
		expect( page.visited ).toEqual( [] );
		requests.stop();
	} );

	it( 'when an item is removed › the fragment shows the cart without it', async () => {
		await cartWithFanAndTv();
		const removed = nextEvent( CLASSIC_EVENT.removedFromCart );

		removeLinkOf( 17 ).click();
		await removed;

		expect( miniCart() ).not.toHaveTextContent( 'Ventilador de pie' );
		expect( miniCart() ).toHaveTextContent( 'Smart TV' );
		expect( miniCart().querySelectorAll( 'li.mini_cart_item' ) ).toHaveLength( 1 );
	} );

	it( 'when the last items are removed one after the other › the links inside new fragments work and the widget says the cart is empty', async () => {
		await cartWithFanAndTv();
		let removed = nextEvent( CLASSIC_EVENT.removedFromCart );
		removeLinkOf( 17 ).click();
		await removed;

		removed = nextEvent( CLASSIC_EVENT.removedFromCart );
		removeLinkOf( 19 ).click();
		await removed;

		expect(
			miniCart().querySelector( '.woocommerce-mini-cart__empty-message' )
		).not.toBeNull();
		expect( page.visited ).toEqual( [] );
	} );

	it( 'when an item is removed › its row is blocked with the waiting message until the answer replaces it', async () => {
		await cartWithFanAndTv();
		const row = removeLinkOf( 17 ).closest( '.woocommerce-mini-cart-item' );
		const removed = nextEvent( CLASSIC_EVENT.removedFromCart );

		removeLinkOf( 17 ).click();

		expect( row ).toHaveClass( 'updating' );
		expect( row ).toHaveAttribute( 'aria-busy' );
		expect( row!.querySelector( '.blockOverlay' ) ).not.toBeNull();
		expect( row!.querySelector( '[role="status"]' ) ).toHaveTextContent( 'Please wait...' );
		await removed;
		expect( row!.isConnected ).toBe( false );
	} );

	it( 'when an item is removed › the new cart hash is stored and the events tell the page, the blocks one without preserveCartData', async () => {
		await cartWithFanAndTv();
		const hashAfterAdds = window.localStorage.getItem( 'wc_cart_hash_test' );
		const link = removeLinkOf( 17 );
		const events = recordEvents( [
			CLASSIC_EVENT.removedFromCart,
			CLASSIC_EVENT.fragmentsLoaded,
			WC_REMOVED_FROM_CART_EVENT,
		] );
		const done = nextEvent( WC_REMOVED_FROM_CART_EVENT );

		link.click();
		await done;

		expect( events.names() ).toEqual( [
			'removed_from_cart',
			'wc_fragments_loaded',
			'wc-blocks_removed_from_cart',
		] );
		const detail = events.heard[ 0 ]!.detail as CartChangedDetail;
		expect( detail.button ).toBe( link );
		expect( detail.cartHash ).not.toBe( hashAfterAdds );
		expect( window.localStorage.getItem( 'wc_cart_hash_test' ) ).toBe( detail.cartHash );
		expect( window.sessionStorage.getItem( 'wc_cart_hash_test' ) ).toBe( detail.cartHash );
		expect( events.heard[ 2 ]!.detail ).toEqual( { preserveCartData: false } );
		events.stop();
	} );
} );

describe( 'given a removal that fails', () => {
	it( 'when the shop does not know the item (no fragments in the answer) › the browser follows the remove link', async () => {
		await cartWithFanAndTv();
		const link = removeLinkOf( 17 );
		link.dataset.cart_item_key = 'not-in-the-cart';

		link.click();
		await waitUntil( () => page.visited.length > 0 );

		expect( page.visited ).toEqual( [ link.getAttribute( 'href' ) ] );
		expect( page.visited[ 0 ] ).toContain( 'remove_item=' );
	} );

	it( 'when the connection drops › the browser follows the remove link', async () => {
		await cartWithFanAndTv();
		const link = removeLinkOf( 19 );
		answerWcAjaxOnce( shop, 'remove_from_cart', dropConnection );

		link.click();
		await waitUntil( () => page.visited.length > 0 );

		expect( page.visited ).toEqual( [ link.getAttribute( 'href' ) ] );
	} );

	it( 'when the answer is not JSON › the browser follows the remove link and nothing is announced', async () => {
		await cartWithFanAndTv();
		const link = removeLinkOf( 19 );
		answerWcAjaxOnce( shop, 'remove_from_cart', phpWarnings );
		const events = recordEvents( [
			CLASSIC_EVENT.removedFromCart,
			WC_REMOVED_FROM_CART_EVENT,
		] );

		link.click();
		await waitUntil( () => page.visited.length > 0 );

		expect( page.visited ).toEqual( [ link.getAttribute( 'href' ) ] );
		expect( events.heard ).toEqual( [] );
		events.stop();
	} );

	it( 'when a remove link on the page has no key and no href › nothing is followed and its row is usable again', async () => {
		page = showEnhancedListing(
			undefined,
			'<ul><li class="woocommerce-mini-cart-item"><a class="remove remove_from_cart_button">×</a></li></ul>'
		);
		const link = document.querySelector< HTMLElement >( '.remove_from_cart_button' )!;
		const row = link.closest( 'li' );

		link.click();
		await waitUntil( () => ! row!.classList.contains( 'updating' ) );

		expect( page.visited ).toEqual( [] );
		expect( row ).not.toHaveAttribute( 'aria-busy' );
		expect( row!.querySelector( '.blockOverlay' ) ).toBeNull();
	} );
} );

describe( 'given an add and a removal clicked together', () => {
	it( 'when both are queued › the removal waits for the add to be answered', async () => {
		await cartWithFanAndTv();
		const requests = recordWcAjax( shop );
		const removed = nextEvent( CLASSIC_EVENT.removedFromCart );

		buttonOf( 21 ).click();
		removeLinkOf( 17 ).click();
		await removed;
		await requests.settled();

		expect(
			requests.timeline.map( ( step ) => step.split( ' ' ).slice( 0, 2 ).join( ' ' ) )
		).toEqual( [
			'start add_to_cart',
			'end add_to_cart',
			'start remove_from_cart',
			'end remove_from_cart',
		] );
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
		expect( miniCart() ).not.toHaveTextContent( 'Ventilador de pie' );
		requests.stop();
	} );
} );
