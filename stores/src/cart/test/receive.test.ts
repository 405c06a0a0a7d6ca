/** Tests of receiving carts and errors: camelCasing, kept addresses, change snackbars, cart error notices. */

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import invalidKey from '../../../../reference/store-api-samples/invalid-key-409.json';
import { createTestRegistry, noticesIn } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../index';

const sample = cartWithItems.body as unknown as CartResponse;

describe( 'receiving carts', () => {
	it( 'given a Store API cart › receiveCart stores it camelCased with its addresses', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const cart = registry.select( cartStore ).getCartData();
		expect( cart.itemsCount ).toBe( sample.items_count );
		expect( cart.needsShipping ).toBe( sample.needs_shipping );
		expect( cart.billingAddress ).toEqual( sample.billing_address );
	} );

	it( 'given local addresses › receiveCartContents keeps them', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Toledo' } );
		registry.dispatch( cartStore ).receiveCartContents( sample );
		expect( registry.select( cartStore ).getCartData().shippingAddress.city ).toBe( 'Toledo' );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( sample.items_count );
	} );

	it( 'given something that is not a cart › records cart_api_error, status 500, and keeps the cart', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		registry.dispatch( cartStore ).receiveCart( { nope: true } as never );
		expect( registry.select( cartStore ).getCartErrors() ).toEqual( [
			{
				code: 'cart_api_error',
				message: 'Unable to get cart data from the API.',
				data: { status: 500 },
			},
		] );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( sample.items_count );
	} );

	it( 'given the server dropped a line the shopper did not remove › a snackbar says it was removed', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const [ first, ...rest ] = sample.items;
		registry.dispatch( cartStore ).receiveCart( { ...sample, items: rest } );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [
			expect.objectContaining( {
				id: `${ first!.key }-removed`,
				content: `"${ first!.name }" was removed from your cart.`,
				type: 'snackbar',
			} ),
		] );
	} );

	it( 'given the server changed a quantity the shopper did not edit › a snackbar says so', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const [ first, ...rest ] = sample.items;
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			items: [ { ...first!, quantity: first!.quantity + 4 }, ...rest ],
		} );
		expect( noticesIn( registry, 'wc/cart' ).map( ( notice ) => notice.content ) ).toEqual( [
			`The quantity of "${ first!.name }" was changed to ${ first!.quantity + 4 }.`,
		] );
	} );

	it( 'given the server changed a quantity to one outside the limits or off the step › no quantity snackbar (spec 2 §5)', () => {
		const registry = createTestRegistry();
		const [ first, ...rest ] = sample.items;
		const limited = {
			...first!,
			quantity: 4,
			quantity_limits: { minimum: 2, maximum: 10, multiple_of: 2, editable: true },
		};
		registry.dispatch( cartStore ).receiveCart( { ...sample, items: [ limited, ...rest ] } );
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			items: [ { ...limited, quantity: 5 }, ...rest ],
		} );
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			items: [ { ...limited, quantity: 12 }, ...rest ],
		} );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			items: [ { ...limited, quantity: 8 }, ...rest ],
		} );
		expect( noticesIn( registry, 'wc/cart' ).map( ( notice ) => notice.content ) ).toEqual( [
			`The quantity of "${ first!.name }" was changed to 8.`,
		] );
	} );

	it( 'given a line pending delete or quantity › no snackbar (the shopper asked for it)', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const [ first, second ] = sample.items;
		registry.dispatch( cartStore ).itemIsPendingDelete( first!.key );
		registry.dispatch( cartStore ).itemIsPendingQuantity( second!.key );
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			items: [ { ...second!, quantity: second!.quantity + 1 } ],
		} );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
	} );

	it( 'given cart errors › one notice per code, removed when the error goes away', () => {
		const registry = createTestRegistry();
		const error = {
			code: 'woocommerce_rest_product_out_of_stock',
			message: 'Sin existencias &amp; más',
		};
		registry.dispatch( cartStore ).receiveCart( { ...sample, errors: [ error ] } );
		expect( noticesIn( registry, 'wc/cart' ).map( ( n ) => [ n.id, n.content ] ) ).toEqual( [
			[ 'woocommerce_rest_product_out_of_stock', 'Sin existencias & más' ],
		] );
		registry.dispatch( cartStore ).receiveCart( { ...sample, errors: [] } );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
	} );

	it( 'given a 409 error carrying the cart (captured sample) › receiveError records it and updates the cart, keeping addresses', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setBillingAddress( { email: 'typed@example.com' } );
		registry.dispatch( cartStore ).receiveError( invalidKey.body );
		expect( registry.select( cartStore ).getCartErrors()[ 0 ]?.code ).toBe(
			invalidKey.body.code
		);
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe(
			( invalidKey.body.data as { cart: CartResponse } ).cart.items_count
		);
		expect( registry.select( cartStore ).getCartData().billingAddress.email ).toBe(
			'typed@example.com'
		);
	} );

	it( 'given something that is not an API error › receiveError ignores it', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveError( 'oops' );
		expect( registry.select( cartStore ).getCartErrors() ).toEqual( [] );
	} );
} );
