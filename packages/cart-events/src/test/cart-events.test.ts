/** Tests of the cart news: what this page publishes, what WooCommerce's events and other tabs say, and the known cart. */

import { addCartItem, persistCart } from '@cesta/api';
import {
	CART_CHANGED_EVENT,
	forgetPublishedCart,
	getKnownCart,
	getPublishedCart,
	publishCart,
	subscribeToCart,
	WC_ADDED_TO_CART_EVENT,
	WC_REMOVED_FROM_CART_EVENT,
} from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';
import { cartWithItems, setupMockShop } from '@cesta/test-utils';

setupMockShop();

const listen = () => {
	const heard: CartNews[] = [];
	const stop = subscribeToCart( ( news ) => heard.push( news ) );
	return { heard, stop };
};

afterEach( () => {
	forgetPublishedCart();
	document.cookie = 'woocommerce_items_in_cart=; Max-Age=0; path=/';
	document.cookie = 'woocommerce_cart_hash=; Max-Age=0; path=/';
} );

describe( 'given a script that changed the cart', () => {
	it( 'when it publishes the cart after an add › listeners hear the cart and the change', async () => {
		const { heard, stop } = listen();
		const { response } = await addCartItem( { id: 17, quantity: 2 } );

		publishCart( response, 'added' );

		expect( heard ).toEqual( [ { cart: response, change: 'added' } ] );
		expect( heard[ 0 ]!.cart!.items_count ).toBe( 2 );
		stop();
	} );

	it( "when it publishes › WooCommerce's added event carries preserveCartData for its own listeners", () => {
		const details: unknown[] = [];
		const onAdded = ( event: Event ) => details.push( ( event as CustomEvent ).detail );
		document.body.addEventListener( WC_ADDED_TO_CART_EVENT, onAdded );

		publishCart( cartWithItems(), 'added' );

		expect( details ).toEqual( [ { preserveCartData: true } ] );
		document.body.removeEventListener( WC_ADDED_TO_CART_EVENT, onAdded );
	} );

	it( "when it publishes a removal › WooCommerce's removed event is dispatched, and an update dispatches neither", () => {
		const names: string[] = [];
		const record = ( event: Event ) => names.push( event.type );
		document.body.addEventListener( WC_ADDED_TO_CART_EVENT, record );
		document.body.addEventListener( WC_REMOVED_FROM_CART_EVENT, record );

		publishCart( cartWithItems(), 'removed' );
		publishCart( cartWithItems(), 'updated' );

		expect( names ).toEqual( [ WC_REMOVED_FROM_CART_EVENT ] );
		document.body.removeEventListener( WC_ADDED_TO_CART_EVENT, record );
		document.body.removeEventListener( WC_REMOVED_FROM_CART_EVENT, record );
	} );

	it( 'when the value is not a cart › nothing is published', () => {
		const { heard, stop } = listen();

		publishCart( { items: 'nope' } as never, 'added' );

		expect( heard ).toEqual( [] );
		expect( getPublishedCart() ).toBeNull();
		stop();
	} );

	it( 'when a listener stopped listening › it hears nothing more', () => {
		const { heard, stop } = listen();
		stop();

		publishCart( cartWithItems(), 'updated' );

		expect( heard ).toEqual( [] );
	} );
} );

describe( "given a third-party script dispatching WooCommerce's events", () => {
	it( 'when it does not preserve the cart data › listeners hear that the cart must be fetched again', () => {
		const { heard, stop } = listen();

		document.body.dispatchEvent( new CustomEvent( WC_ADDED_TO_CART_EVENT, { detail: {} } ) );
		document.body.dispatchEvent( new CustomEvent( WC_REMOVED_FROM_CART_EVENT ) );

		expect( heard ).toEqual( [
			{ cart: null, change: 'added' },
			{ cart: null, change: 'removed' },
		] );
		stop();
	} );

	it( 'when a page event carries no cart › it is ignored', () => {
		const { heard, stop } = listen();

		document.body.dispatchEvent(
			new CustomEvent( CART_CHANGED_EVENT, { detail: { cart: { id: 1 }, change: 'added' } } )
		);

		expect( heard ).toEqual( [] );
		stop();
	} );
} );

describe( 'given another tab that changed the cart', () => {
	it( 'when it caches the new cart › this tab hears it as an update', () => {
		const { heard, stop } = listen();
		const cart = cartWithItems();

		window.dispatchEvent(
			new StorageEvent( 'storage', {
				key: 'storeApiCartData',
				newValue: JSON.stringify( cart ),
			} )
		);

		expect( heard ).toEqual( [ { cart, change: 'updated' } ] );
		stop();
	} );

	it( 'when another key changes, or the value is not a cart › nothing is heard', () => {
		const { heard, stop } = listen();

		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'storeApiNonce', newValue: '{}' } )
		);
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'storeApiCartData', newValue: '{not json' } )
		);
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'storeApiCartData', newValue: null } )
		);

		expect( heard ).toEqual( [] );
		stop();
	} );
} );

describe( 'given the cart this page knows', () => {
	it( 'when nothing was published and nothing is cached › it is unknown', () => {
		expect( getKnownCart() ).toBeNull();
	} );

	it( 'when a cart is cached and the cookies vouch for it › it is the cached cart', () => {
		const cart = cartWithItems();
		persistCart( cart, 'hash-1' );
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		document.cookie = 'woocommerce_cart_hash=hash-1; path=/';

		expect( getKnownCart() ).toEqual( cart );
	} );

	it( 'when the cart-hash cookie no longer matches the cache › the cache is not trusted', () => {
		persistCart( cartWithItems(), 'hash-1' );
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		document.cookie = 'woocommerce_cart_hash=hash-2; path=/';

		expect( getKnownCart() ).toBeNull();
	} );

	it( 'when this page published a cart › it wins over the cache', () => {
		persistCart( cartWithItems(), 'hash-1' );
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		document.cookie = 'woocommerce_cart_hash=hash-1; path=/';
		const published = { ...cartWithItems(), items_count: 9 };

		publishCart( published, 'updated' );

		expect( getKnownCart() ).toBe( published );
	} );
} );
