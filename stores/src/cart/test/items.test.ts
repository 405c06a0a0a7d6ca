/** Tests of the cart's lines against the mock shop: loading, cache, add, remove, 409 answers, batching. */

import {
	createTestRegistry,
	fillCart,
	noticesIn,
	PRODUCTS,
	recordRequests,
	setupMockShop,
	startCartSession,
} from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { cartStore } from '../index';

const shop = setupMockShop();

describe( 'cart lines against the mock shop', () => {
	it( 'given a cart session and the cart first read › the resolver loads it with GET /cart', async () => {
		await startCartSession();
		const calls = recordRequests( shop );
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 1 );
		expect( registry.select( cartStore ).hasFinishedResolution( 'getCartData', [] ) ).toBe(
			true
		);
	} );

	it( 'given a valid cached cart › the resolver uses it and sends nothing', async () => {
		const first = createTestRegistry();
		await fillCart( first );
		const calls = recordRequests( shop );
		const second = createTestRegistry();
		await second.resolveSelect( cartStore ).getCartData();
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( second.select( cartStore ).getCartData().itemsCount ).toBe( 2 );
	} );

	it( 'given a product › addItemToCart adds it and fires the adding/added page events', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		const events: Array< [ string, unknown ] > = [];
		const listen = ( event: Event ) =>
			events.push( [ event.type, ( event as CustomEvent ).detail ] );
		document.body.addEventListener( 'wc-blocks_adding_to_cart', listen );
		document.body.addEventListener( 'wc-blocks_added_to_cart', listen );
		const adding = registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 3 );
		expect( registry.select( cartStore ).getProductsPendingAdd() ).toEqual( [ PRODUCTS.FAN ] );
		const response = await adding;
		document.body.removeEventListener( 'wc-blocks_adding_to_cart', listen );
		document.body.removeEventListener( 'wc-blocks_added_to_cart', listen );
		expect( response.items_count ).toBe( 3 );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 3 );
		expect( registry.select( cartStore ).getProductsPendingAdd() ).toEqual( [] );
		expect( events ).toEqual( [
			[ 'wc-blocks_adding_to_cart', {} ],
			[ 'wc-blocks_added_to_cart', { preserveCartData: true } ],
		] );
	} );

	it( 'given a product that does not exist › addItemToCart rejects and records the error, cart intact', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await expect(
			registry.dispatch( cartStore ).addItemToCart( 999999 )
		).rejects.toMatchObject( {
			code: expect.any( String ),
		} );
		expect( registry.select( cartStore ).getCartErrors() ).toHaveLength( 1 );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 2 );
		expect( registry.select( cartStore ).getProductsPendingAdd() ).toEqual( [] );
	} );

	it( 'given a line › removeItemFromCart marks it pending delete and the checkout calculating until done', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const removing = registry.dispatch( cartStore ).removeItemFromCart( key );
		expect( registry.select( cartStore ).isItemPendingDelete( key ) ).toBe( true );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await removing;
		expect( registry.select( cartStore ).isItemPendingDelete( key ) ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
		expect( registry.select( cartStore ).getCartData().items ).toEqual( [] );
	} );

	it( 'given a line the server no longer has › the 409 brings the current cart, the error is recorded and not shown', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await expect(
			registry.dispatch( cartStore ).removeItemFromCart( '0123456789abcdef0123456789abcdef' )
		).rejects.toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_key',
			data: { status: 409 },
		} );
		expect( registry.select( cartStore ).getCartErrors()[ 0 ]?.code ).toBe(
			'woocommerce_rest_cart_invalid_key'
		);
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given two products added within the batch window › one POST /batch carries both', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		// A guest's first write starts their session, which changes the nonce a
		// write sent with it in the same batch carries (it is retried once):
		// start the session first, so this test is about batching alone.
		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.COFFEE_MACHINE );
		const calls = recordRequests( shop );
		await Promise.all( [
			registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN ),
			registry.dispatch( cartStore ).addItemToCart( PRODUCTS.RICE_COOKER ),
		] );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [ 'POST /batch' ] );
		expect( calls.routes() ).toEqual( [ 'POST /cart/add-item', 'POST /cart/add-item' ] );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 3 );
	} );
} );
