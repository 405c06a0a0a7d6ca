/** Tests of the `canMakePayment` argument built from a real server's cart: members, values, selected rates. */

import type * as Registry from '@cesta/registry';
import { loadFreshRegistry, sampleCart, sampleCartResponse } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

describe( 'given the cart captured from a real server', () => {
	it( 'when building the canMakePayment argument › exposes every member WooCommerce plugins read', () => {
		const cart = sampleCart();
		const arg = registry.buildCanMakePaymentArgument( { cart } );

		expect( Object.keys( arg ).sort() ).toEqual(
			[
				'billingAddress',
				'billingData',
				'cart',
				'cartNeedsShipping',
				'cartTotals',
				'paymentMethods',
				'paymentRequirements',
				'selectedShippingMethods',
				'shippingAddress',
			].sort()
		);
		expect( Object.keys( arg.cart ).sort() ).toEqual(
			[
				'billingAddress',
				'billingData',
				'cartCoupons',
				'cartErrors',
				'cartFees',
				'cartHasCalculatedShipping',
				'cartIsLoading',
				'cartItemErrors',
				'cartItems',
				'cartItemsCount',
				'cartItemsWeight',
				'cartNeedsPayment',
				'cartNeedsShipping',
				'cartTotals',
				'crossSellsProducts',
				'extensions',
				'isLoadingRates',
				'paymentRequirements',
				'receiveCart',
				'shippingAddress',
				'shippingRates',
			].sort()
		);
	} );

	it( 'when building the argument › carries the cart’s own values', () => {
		const cart = sampleCart();
		const arg = registry.buildCanMakePaymentArgument( { cart } );

		expect( arg.paymentMethods ).toEqual( [ 'bacs', 'cheque', 'cod' ] );
		expect( arg.paymentRequirements ).toEqual( [ 'products' ] );
		expect( arg.cartNeedsShipping ).toBe( true );
		expect( arg.cartTotals.total_price ).toBe( sampleCartResponse.totals.total_price );
		expect( arg.billingData ).toBe( arg.billingAddress );
		expect( arg.cart.billingData ).toBe( cart.billingAddress );
		expect( arg.cart.cartItemsCount ).toBe( sampleCartResponse.items_count );
		expect( arg.cart.cartItems ).toBe( cart.items );
		expect( arg.cart.cartIsLoading ).toBe( false );
		expect( arg.cart.cartErrors ).toEqual( [] );
	} );

	it( 'when the cart has flat rate selected › selectedShippingMethods maps package 0 to it', () => {
		const arg = registry.buildCanMakePaymentArgument( { cart: sampleCart() } );
		expect( arg.selectedShippingMethods ).toEqual( { 0: 'flat_rate:1' } );
	} );

	it( 'when the store passes loading flags and receiveCart › they are handed on', () => {
		const receiveCart = jest.fn();
		const arg = registry.buildCanMakePaymentArgument( {
			cart: sampleCart(),
			cartIsLoading: true,
			isLoadingRates: true,
			receiveCart,
		} );
		expect( arg.cart.cartIsLoading ).toBe( true );
		expect( arg.cart.isLoadingRates ).toBe( true );
		arg.cart.receiveCart( sampleCartResponse );
		expect( receiveCart ).toHaveBeenCalledWith( sampleCartResponse );
	} );

	it( 'when a package has rates but none selected › its first rate is the selected one (spec 2 §4)', () => {
		const [ firstPackage ] = sampleCartResponse.shipping_rates;
		const unselected = {
			...firstPackage!,
			package_id: 1,
			shipping_rates: [ ...firstPackage!.shipping_rates ].reverse().map( ( rate ) => ( {
				...rate,
				selected: false,
			} ) ),
		};
		const lastRate = firstPackage!.shipping_rates.at( -1 )!;
		expect( lastRate.rate_id ).not.toBe( 'flat_rate:1' );
		expect( registry.deriveSelectedShippingRates( [ firstPackage!, unselected ] ) ).toEqual( {
			0: 'flat_rate:1',
			1: lastRate.rate_id,
		} );
		expect( registry.getSelectedShippingRate( unselected ) ).toBe(
			unselected.shipping_rates[ 0 ]
		);
	} );

	it( 'when a package has no rates › it is left out of selectedShippingMethods', () => {
		const [ firstPackage ] = sampleCartResponse.shipping_rates;
		const empty = { ...firstPackage!, package_id: 1, shipping_rates: [] };
		expect( registry.deriveSelectedShippingRates( [ firstPackage!, empty ] ) ).toEqual( {
			0: 'flat_rate:1',
		} );
		expect( registry.getSelectedShippingRate( empty ) ).toBeUndefined();
	} );
} );
