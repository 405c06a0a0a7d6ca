/** Tests of the cart selectors: cart data, stable addresses, lines, pending and request states, shared empties. */

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import type { CartResponse } from '@cesta/types';
import { deepFreeze } from '../../test/deep-freeze';
import { getDefaultCartState } from '../default-state';
import * as selectors from '../selectors';
import { cartFromResponse } from '../transform';
import type { CartState } from '../types';

const response = cartWithItems.body as unknown as CartResponse;
const state = ( patch: Partial< CartState > = {} ): CartState =>
	deepFreeze( { ...getDefaultCartState(), cartData: cartFromResponse( response ), ...patch } );

describe( 'cart selectors', () => {
	it( 'cart data selectors › read the camelCased cart', () => {
		const s = state();
		expect( selectors.getCartData( s ).itemsCount ).toBe( response.items_count );
		expect( selectors.getCartTotals( s ) ).toBe( s.cartData.totals );
		expect( selectors.getShippingRates( s ) ).toBe( s.cartData.shippingRates );
		expect( selectors.getNeedsShipping( s ) ).toBe( response.needs_shipping );
		expect( selectors.getHasCalculatedShipping( s ) ).toBe( response.has_calculated_shipping );
	} );

	it( 'getCustomerData › returns both addresses, the same object while they do not change', () => {
		const s = state();
		const first = selectors.getCustomerData( s );
		expect( first ).toEqual( {
			shippingAddress: response.shipping_address,
			billingAddress: response.billing_address,
		} );
		expect( selectors.getCustomerData( s ) ).toBe( first );
	} );

	it( 'getCartItem › finds a line by key', () => {
		const s = state();
		const key = response.items[ 0 ].key;
		expect( selectors.getCartItem( s, key )?.key ).toBe( key );
		expect( selectors.getCartItem( s, 'nope' ) ).toBeUndefined();
	} );

	it( 'pending selectors › answer per key and overall', () => {
		const s = state( { cartItemsPendingQuantity: [ 'a' ], cartItemsPendingDelete: [ 'b' ] } );
		expect( selectors.isItemPendingQuantity( s, 'a' ) ).toBe( true );
		expect( selectors.isItemPendingDelete( s, 'a' ) ).toBe( false );
		expect( selectors.getItemsPendingQuantityUpdate( s ) ).toEqual( [ 'a' ] );
		expect( selectors.getItemsPendingDelete( s ) ).toEqual( [ 'b' ] );
		expect( selectors.hasPendingItemsOperations( s ) ).toBe( true );
		expect( selectors.hasPendingItemsOperations( state() ) ).toBe( false );
		expect(
			selectors.hasPendingItemsOperations( state( { productsPendingAdd: [ 1 ] } ) )
		).toBe( true );
	} );

	it( 'coupon and request state selectors › read the meta data', () => {
		const s = state( {
			metaData: {
				...getDefaultCartState().metaData,
				applyingCoupon: 'A',
				removingCoupon: 'B',
				updatingCustomerData: true,
				updatingSelectedRate: true,
				updatingAddressFieldsForShippingRates: true,
				isCartDataStale: true,
			},
		} );
		expect( selectors.isApplyingCoupon( s ) ).toBe( true );
		expect( selectors.getCouponBeingApplied( s ) ).toBe( 'A' );
		expect( selectors.isRemovingCoupon( s ) ).toBe( true );
		expect( selectors.getCouponBeingRemoved( s ) ).toBe( 'B' );
		expect( selectors.isCustomerDataUpdating( s ) ).toBe( true );
		expect( selectors.isShippingRateBeingSelected( s ) ).toBe( true );
		expect( selectors.isAddressFieldsForShippingRatesUpdating( s ) ).toBe( true );
		expect( selectors.isCartDataStale( s ) ).toBe( true );
		expect( selectors.getCartMeta( s ) ).toBe( s.metaData );
	} );

	it( 'given the default cart › list selectors return the shared frozen empty arrays', () => {
		const a = getDefaultCartState();
		const b = getDefaultCartState();
		expect( a.cartData.items ).toBe( b.cartData.items );
		expect( Object.isFrozen( a.cartData.items ) ).toBe( true );
		expect( a.cartData.shippingRates ).toBe( b.cartData.shippingRates );
	} );
} );
