/**
 * The theme's header count on the cart and checkout pages against the real
 * cart store (a fresh `@wordpress/data` registry) talking to the mock shop.
 */
import { createTestRegistry, setupMockShop, startCartSession, waitUntil } from '@cesta/test-utils';

import { renderHeaderCartLink } from '../../pages/cart-pages-header';
import { followHeaderCartCount } from '../header-cart-count';
import type { CartCountSource } from '../header-cart-count';

setupMockShop();

/** The cart store by its WooCommerce key, as a theme's script names it. */
const CART_STORE = 'wc/store/cart';

let stop: ( () => void ) | undefined;

afterEach( () => {
	stop?.();
	document.body.innerHTML = '';
} );

/** The header's cart link as the server prints it, with `itemsCount`. */
const printHeader = ( itemsCount: number ) => {
	document.body.innerHTML = renderHeaderCartLink( {
		cartUrl: '/carrito/',
		itemsCount,
		onCartPage: true,
	} );
	return () => document.querySelector( '.cesta-header__cart-count' )?.textContent;
};

const follow = ( registry: ReturnType< typeof createTestRegistry > ) => {
	stop = followHeaderCartCount( registry as unknown as CartCountSource );
};

describe( 'the header’s cart count on the cart and checkout pages', () => {
	it( 'given the printed count › when the cart store loads the same cart › keeps it, and shows the store’s count once it changes', async () => {
		await startCartSession( [ { id: 17, quantity: 2 } ] );
		const registry = createTestRegistry();
		const shown = printHeader( 2 );
		follow( registry );

		await registry.resolveSelect( CART_STORE ).getCartData();
		expect( shown() ).toBe( '2' );

		await registry.dispatch( CART_STORE ).addItemToCart( 21, 3 );
		expect( shown() ).toBe( '5' );
	} );

	it( 'given a cart with items › when the shopper removes the last one › shows 0', async () => {
		await startCartSession( [ { id: 17, quantity: 1 } ] );
		const registry = createTestRegistry();
		const shown = printHeader( 1 );
		follow( registry );
		const { items } = await registry.resolveSelect( CART_STORE ).getCartData();

		await registry.dispatch( CART_STORE ).removeItemFromCart( items[ 0 ]!.key );

		await waitUntil( () => shown() === '0' );
		expect( shown() ).toBe( '0' );
	} );

	it( 'given the store has not loaded its cart yet › writes nothing over the printed count (the store’s empty default is not the shopper’s cart)', () => {
		const registry = createTestRegistry();
		const shown = printHeader( 4 );
		follow( registry );

		registry.dispatch( CART_STORE ).setProductsPendingAdd( 17, true );

		expect( shown() ).toBe( '4' );
	} );

	it( 'given the page’s data has no cart store (yet) › waits without failing, and follows it once registered', async () => {
		await startCartSession( [ { id: 17, quantity: 3 } ] );
		const registry = createTestRegistry();
		const shown = printHeader( 9 );
		const unregistered = {
			select: () => undefined,
			subscribe: ( listener: () => void ) => registry.subscribe( listener ),
		};
		stop = followHeaderCartCount( unregistered );

		await registry.resolveSelect( CART_STORE ).getCartData();

		expect( shown() ).toBe( '9' );
	} );
} );
