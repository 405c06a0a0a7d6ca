/** Tests of the cart reducer's structural sharing: a new cart from the server keeps the objects of what did not change. */

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { deepFreeze } from '../../test/deep-freeze';
import type { CartResponse } from '@cesta/types';
import * as actions from '../actions';
import { getDefaultCartState } from '../default-state';
import { reducer } from '../reducer';
import { cartFromResponse } from '../transform';
import type { CartState } from '../types';

const response = cartWithItems.body as unknown as CartResponse;
/** A fresh copy of the captured answer, as every answer from the server is. */
const answer = (): CartResponse => JSON.parse( JSON.stringify( response ) );
const loaded = (): CartState =>
	deepFreeze( { ...getDefaultCartState(), cartData: cartFromResponse( answer() ) } );

describe( 'a new cart from the server', () => {
	it( 'given one line whose quantity changed › when the cart is received › the other lines keep their objects', () => {
		const state = loaded();
		const next = answer();
		next.items[ 0 ]!.quantity += 1;
		next.totals.total_price = String( Number( next.totals.total_price ) + 100 );

		const { cartData } = reducer( state, actions.setCartData( cartFromResponse( next ) ) );

		expect( cartData.items[ 0 ] ).not.toBe( state.cartData.items[ 0 ] );
		expect( cartData.items[ 0 ]!.quantity ).toBe( state.cartData.items[ 0 ]!.quantity + 1 );
		cartData.items.slice( 1 ).forEach( ( item, index ) => {
			expect( item ).toBe( state.cartData.items[ index + 1 ] );
		} );
		expect( cartData.items ).not.toBe( state.cartData.items );
		expect( cartData.totals ).not.toBe( state.cartData.totals );
		expect( cartData.totals.total_price ).toBe( next.totals.total_price );
		// A new answer's rates are new: the shipping-rate events watch for them.
		expect( cartData.shippingRates ).not.toBe( state.cartData.shippingRates );
	} );

	it( 'given the same cart again › keeps the list of lines', () => {
		const state = loaded();
		const { cartData } = reducer( state, actions.setCartData( cartFromResponse( answer() ) ) );
		expect( cartData.items ).toBe( state.cartData.items );
	} );

	it( 'given lines removed, reordered or with a changed nested field › takes the new lines and keeps the rest', () => {
		const state = loaded();
		const next = answer();
		const [ first, ...rest ] = next.items;
		next.items = [ ...rest, { ...first!, prices: { ...first!.prices, price: '1' } } ];
		const { cartData } = reducer( state, actions.setCartData( cartFromResponse( next ) ) );
		expect( cartData.items.map( ( item ) => item.key ) ).toEqual(
			next.items.map( ( item ) => item.key )
		);
		expect( cartData.items.at( -1 )!.prices.price ).toBe( '1' );
		rest.forEach( ( _item, index ) => {
			expect( cartData.items[ index ] ).toBe( state.cartData.items[ index + 1 ] );
		} );
	} );
} );
