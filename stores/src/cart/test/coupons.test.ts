/** Tests of the coupon thunks against the mock shop: apply and remove resolve true or false, errors kept. */

import { createTestRegistry, fillCart, setupMockShop } from '@cesta/test-utils';

import { cartStore } from '../index';

setupMockShop();

describe( 'coupons (spec 2 §4: apply and remove resolve true or false)', () => {
	it( 'given a valid code › applyCoupon resolves true, shows it applying meanwhile, and the cart has it', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const applying = registry.dispatch( cartStore ).applyCoupon( 'DESCUENTO10' );
		expect( registry.select( cartStore ).isApplyingCoupon() ).toBe( true );
		expect( registry.select( cartStore ).getCouponBeingApplied() ).toBe( 'DESCUENTO10' );
		expect( await applying ).toBe( true );
		expect( registry.select( cartStore ).isApplyingCoupon() ).toBe( false );
		expect(
			registry
				.select( cartStore )
				.getCartData()
				.coupons.map( ( c ) => c.code )
		).toEqual( [ 'DESCUENTO10' ] );
	} );

	it( 'given an unknown code › applyCoupon resolves false and records the server’s error', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		expect( await registry.dispatch( cartStore ).applyCoupon( 'NOEXISTE' ) ).toBe( false );
		expect( registry.select( cartStore ).getCartErrors()[ 0 ] ).toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
		} );
		expect( registry.select( cartStore ).getCartData().coupons ).toEqual( [] );
	} );

	it( 'given an applied coupon › removeCoupon resolves true and the cart loses it', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( cartStore ).applyCoupon( 'DESCUENTO10' );
		const removing = registry.dispatch( cartStore ).removeCoupon( 'DESCUENTO10' );
		expect( registry.select( cartStore ).getCouponBeingRemoved() ).toBe( 'DESCUENTO10' );
		expect( await removing ).toBe( true );
		expect( registry.select( cartStore ).isRemovingCoupon() ).toBe( false );
		expect( registry.select( cartStore ).getCartData().coupons ).toEqual( [] );
	} );

	it( 'given a coupon that is not applied › removeCoupon resolves false and records the error', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		expect( await registry.dispatch( cartStore ).removeCoupon( 'DESCUENTO10' ) ).toBe( false );
		expect( registry.select( cartStore ).getCartErrors() ).toHaveLength( 1 );
	} );
} );
