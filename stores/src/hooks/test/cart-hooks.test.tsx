/** Tests of the cart hooks: line quantity and removal, coupons and their notices, shipping data, addresses. */

import { act, waitFor } from '@testing-library/react';
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { registerCheckoutFilters } from '@cesta/registry';
import {
	createTestRegistry,
	fillCart,
	MADRID_SHIPPING,
	noticesIn,
	renderWithRegistry,
	setupMockShop,
} from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../../cart';
import { checkoutStore } from '../../checkout';
import { validationStore } from '../../validation';
import { useBillingAddress, useShippingAddress } from '../use-address';
import { useShippingData } from '../use-shipping-data';
import { useStoreCartCoupons } from '../use-store-cart-coupons';
import { useStoreCartItemQuantity } from '../use-store-cart-item-quantity';

setupMockShop();
const sample = cartWithItems.body as unknown as CartResponse;

describe( 'cart hooks', () => {
	it( 'useStoreCartItemQuantity › removing a line resolves true and says "%s has been removed from your cart."', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const item = registry.select( cartStore ).getCartData().items[ 0 ]!;
		const { result } = renderWithRegistry( registry, () => useStoreCartItemQuantity( item ) );
		let removed = false;
		await act( async () => {
			removed = await result.current.removeItem();
		} );
		expect( removed ).toBe( true );
		expect( noticesIn( registry, 'wc/cart' ).map( ( n ) => n.content ) ).toEqual( [
			`${ item.name } has been removed from your cart.`,
		] );
	} );

	it( 'useStoreCartItemQuantity › reports the pending states of its line', async () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const item = sample.items[ 0 ]!;
		const { result } = renderWithRegistry( registry, () => useStoreCartItemQuantity( item ) );
		act( () => {
			registry.dispatch( cartStore ).itemIsPendingQuantity( item.key );
		} );
		expect( result.current ).toMatchObject( {
			quantity: item.quantity,
			isPendingQuantity: true,
			isPendingDelete: false,
		} );
	} );

	it( 'useStoreCartCoupons › an unknown code resolves false and shows the decoded error under the coupon input', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const { result } = renderWithRegistry( registry, () => useStoreCartCoupons( 'wc/cart' ) );
		let applied = true;
		await act( async () => {
			applied = await result.current.applyCoupon( 'NOEXISTE' );
		} );
		expect( applied ).toBe( false );
		expect( registry.select( validationStore ).getValidationError( 'coupon' ) ).toEqual( {
			message: '¡El cupón "NOEXISTE" no existe!',
			hidden: false,
		} );
	} );

	it( 'useStoreCartCoupons › a valid code resolves true, clears the input error and shows a success snackbar', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		registry.dispatch( validationStore ).setValidationErrors( { coupon: { message: 'old' } } );
		const { result } = renderWithRegistry( registry, () =>
			useStoreCartCoupons( 'wc/checkout' )
		);
		await act( async () => {
			await result.current.applyCoupon( 'DESCUENTO10' );
		} );
		expect( registry.select( validationStore ).getValidationError( 'coupon' ) ).toBeUndefined();
		expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [
			expect.objectContaining( {
				content: 'Coupon code "DESCUENTO10" has been applied to your cart.',
				type: 'snackbar',
				status: 'success',
			} ),
		] );
		await waitFor( () => expect( result.current.appliedCoupons ).toHaveLength( 1 ) );
	} );

	it( 'useStoreCartCoupons › a failed removal shows an error snackbar with the message', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const { result } = renderWithRegistry( registry, () => useStoreCartCoupons() );
		await act( async () => {
			await result.current.removeCoupon( 'DESCUENTO10' );
		} );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [
			expect.objectContaining( { status: 'error', type: 'snackbar' } ),
		] );
	} );

	it( 'useStoreCartCoupons › given the coupon notice filters say no › applying and removing succeed without a snackbar, the filters seeing the code and the context', async () => {
		const showApply = jest.fn( () => false );
		const showRemove = jest.fn( () => false );
		registerCheckoutFilters( 'stores-test-coupons', {
			showApplyCouponNotice: showApply,
			showRemoveCouponNotice: showRemove,
		} );
		try {
			const registry = createTestRegistry();
			await fillCart( registry );
			const { result } = renderWithRegistry( registry, () =>
				useStoreCartCoupons( 'wc/checkout' )
			);
			let applied = false;
			let removed = false;
			await act( async () => {
				applied = await result.current.applyCoupon( 'DESCUENTO10' );
				removed = await result.current.removeCoupon( 'DESCUENTO10' );
			} );
			expect( [ applied, removed ] ).toEqual( [ true, true ] );
			expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [] );
			const arg = { couponCode: 'DESCUENTO10', context: 'wc/checkout' };
			expect( showApply ).toHaveBeenCalledWith( true, {}, arg );
			expect( showRemove ).toHaveBeenCalledWith( true, {}, arg );
		} finally {
			registerCheckoutFilters( 'stores-test-coupons', {} );
		}
	} );

	it( 'useStoreCartCoupons › a refused code is the couponError until the shopper edits the code', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const { result } = renderWithRegistry( registry, () => useStoreCartCoupons() );
		await act( async () => {
			await result.current.applyCoupon( 'NOEXISTE' );
		} );
		expect( result.current.couponError ).toBe( '¡El cupón "NOEXISTE" no existe!' );
		act( () => {
			result.current.clearCouponError();
		} );
		expect( result.current.couponError ).toBeUndefined();
	} );

	it( 'useShippingData › gives the selected rate per package and whether every package can be collected', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const { result } = renderWithRegistry( registry, () => useShippingData() );
		const expected = Object.fromEntries(
			sample.shipping_rates.map( ( pkg ) => [
				String( pkg.package_id ),
				pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id,
			] )
		);
		expect( result.current.selectedRates ).toEqual( expected );
		expect( result.current.needsShipping ).toBe( sample.needs_shipping );
		expect( typeof result.current.isCollectable ).toBe( 'boolean' );
	} );

	it( 'useShippingAddress › changing the country clears state and postcode unless they change too', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setShippingAddress( MADRID_SHIPPING );
		const { result } = renderWithRegistry( registry, () => useShippingAddress() );
		act( () => result.current.setShippingAddress( { country: 'PT' } ) );
		expect( result.current.shippingAddress ).toMatchObject( {
			country: 'PT',
			state: '',
			postcode: '',
		} );
		act( () => result.current.setShippingAddress( { country: 'ES', postcode: '08001' } ) );
		expect( result.current.shippingAddress ).toMatchObject( {
			country: 'ES',
			state: '',
			postcode: '08001',
		} );
	} );

	it( 'useShippingAddress › while billing is the same as shipping, edits reach the billing address (not its email)', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setBillingAddress( { email: 'lucia@example.com' } );
		const { result } = renderWithRegistry( registry, () => ( {
			shipping: useShippingAddress(),
			billing: useBillingAddress(),
		} ) );
		expect( result.current.shipping.useShippingAsBilling ).toBe( true );
		act( () =>
			result.current.shipping.setShippingAddress( { city: 'Bilbao', email: 'x' } as never )
		);
		expect( result.current.billing.billingAddress ).toMatchObject( {
			city: 'Bilbao',
			email: 'lucia@example.com',
		} );
		act( () => result.current.shipping.setUseShippingAsBilling( false ) );
		act( () => result.current.shipping.setShippingAddress( { city: 'Vigo' } ) );
		expect( result.current.billing.billingAddress.city ).toBe( 'Bilbao' );
		expect( registry.select( checkoutStore ).getUseShippingAsBilling() ).toBe( false );
	} );

	it( 'useBillingAddress › changing the country clears state and postcode', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setBillingAddress( { ...MADRID_SHIPPING, email: 'a@b.es' } );
		const { result } = renderWithRegistry( registry, () => useBillingAddress() );
		act( () => result.current.setBillingAddress( { country: 'FR' } ) );
		expect( result.current.billingAddress ).toMatchObject( {
			country: 'FR',
			state: '',
			postcode: '',
		} );
	} );
} );
