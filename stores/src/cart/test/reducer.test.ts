/** Tests of the cart reducer: carts, errors, lines, pending adds, meta data and address setters. */

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { deepFreeze } from '../../test/deep-freeze';
import type { CartResponse } from '@cesta/types';
import * as actions from '../actions';
import { getDefaultCartState } from '../default-state';
import { reducer } from '../reducer';
import { cartFromResponse } from '../transform';
import type { CartState } from '../types';

const response = cartWithItems.body as unknown as CartResponse;
const loaded = (): CartState =>
	deepFreeze( { ...getDefaultCartState(), cartData: cartFromResponse( response ) } );

describe( 'cart reducer', () => {
	it( 'given a cart › stores it and clears the last request’s errors', () => {
		const state = deepFreeze( {
			...getDefaultCartState(),
			errors: [ { code: 'x', message: 'y', data: { status: 400 } } ],
		} );
		const next = reducer( state, actions.setCartData( cartFromResponse( response ) ) );
		expect( next.cartData.itemsCount ).toBe( response.items_count );
		expect( next.errors ).toEqual( [] );
	} );

	it( 'given an error › keeps it as the last request’s error; null clears it', () => {
		const error = {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'No',
			data: { status: 409 },
		};
		const next = reducer( loaded(), actions.setErrorData( error ) );
		expect( next.errors ).toEqual( [ error ] );
		expect( reducer( deepFreeze( next ), actions.setErrorData( null ) ).errors ).toEqual( [] );
	} );

	it( 'given a cart item › replaces the line with the same key only', () => {
		const state = loaded();
		const [ first ] = state.cartData.items;
		const next = reducer( state, actions.receiveCartItem( { ...first, quantity: 5 } ) );
		expect( next.cartData.items[ 0 ].quantity ).toBe( 5 );
		expect( next.cartData.items.slice( 1 ) ).toEqual( state.cartData.items.slice( 1 ) );
	} );

	it.each( [
		[
			'cartItemsPendingQuantity',
			( on: boolean ) => actions.itemIsPendingQuantity( 'k1', on ),
		],
		[ 'cartItemsPendingDelete', ( on: boolean ) => actions.itemIsPendingDelete( 'k1', on ) ],
	] as const )( 'transient list %s › adds once and removes', ( key, action ) => {
		let state = reducer( loaded(), action( true ) );
		state = reducer( deepFreeze( state ), action( true ) );
		expect( state[ key ] ).toEqual( [ 'k1' ] );
		state = reducer( deepFreeze( state ), action( false ) );
		expect( state[ key ] ).toEqual( [] );
	} );

	it( 'products pending add › tracks product ids', () => {
		const state = reducer( loaded(), actions.setProductsPendingAdd( 17, true ) );
		expect( state.productsPendingAdd ).toEqual( [ 17 ] );
	} );

	it.each( [
		[ 'applyingCoupon', actions.receiveApplyingCoupon( 'VERANO10' ), 'VERANO10' ],
		[ 'removingCoupon', actions.receiveRemovingCoupon( 'VERANO10' ), 'VERANO10' ],
		[ 'isCartDataStale', actions.setIsCartDataStale(), true ],
		[ 'updatingCustomerData', actions.updatingCustomerData( true ), true ],
		[
			'updatingAddressFieldsForShippingRates',
			actions.updatingAddressFieldsForShippingRates( true ),
			true,
		],
		[ 'updatingSelectedRate', actions.shippingRatesBeingSelected( true ), true ],
	] as const )( 'transient state %s › is stored in the meta data', ( key, action, value ) => {
		expect( reducer( loaded(), action as never ).metaData[ key ] ).toBe( value );
	} );

	it( 'given a meta value that does not change › returns the same state', () => {
		const state = loaded();
		expect( reducer( state, actions.updatingCustomerData( false ) ) ).toBe( state );
	} );

	it( 'address setters › merge a partial address, keep the rest of the cart', () => {
		const state = loaded();
		const next = reducer(
			state,
			actions.setShippingAddress( { city: 'Sevilla', postcode: '41001' } )
		);
		expect( next.cartData.shippingAddress ).toEqual( {
			...state.cartData.shippingAddress,
			city: 'Sevilla',
			postcode: '41001',
		} );
		expect( next.cartData.items ).toBe( state.cartData.items );
		expect( next.cartData.billingAddress ).toBe( state.cartData.billingAddress );
	} );

	it( 'address setters with unchanged values › return the same state', () => {
		const state = loaded();
		expect(
			reducer(
				state,
				actions.setBillingAddress( { email: state.cartData.billingAddress.email } )
			)
		).toBe( state );
	} );

	it( 'address setters given something that is not an object › throw a TypeError', () => {
		expect( () => actions.setBillingAddress( 'Madrid' as never ) ).toThrow(
			'setBillingAddress expects an object of address fields.'
		);
	} );
} );
