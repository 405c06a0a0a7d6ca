/**
 * The cart's coupon, address and rate thunks, and the checkout's observer
 * steps, load with their first dispatch (pages where nobody acts never
 * download them). Jest gives each test file a fresh module registry, so here
 * none of them has loaded when a test dispatches.
 */
import { createTestRegistry, MADRID_SHIPPING, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { cartStore } from '../index';

setupMockShop();

describe( 'given the write thunks have not loaded yet', () => {
	it( 'when a coupon is applied first thing › the code loads and the coupon is applied', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( 17, 1 );

		await expect( registry.dispatch( cartStore ).applyCoupon( 'DESCUENTO10' ) ).resolves.toBe(
			true
		);
		expect(
			registry
				.select( cartStore )
				.getCartData()
				.coupons.map( ( coupon ) => coupon.code )
		).toEqual( [ 'DESCUENTO10' ] );

		// Loaded now: the next one shows its pending state at once, as before.
		const removing = registry.dispatch( cartStore ).removeCoupon( 'DESCUENTO10' );
		expect( registry.select( cartStore ).getCouponBeingRemoved() ).toBe( 'DESCUENTO10' );
		await expect( removing ).resolves.toBe( true );
	} );

	it( 'when the address changes and a rate is chosen › both reach the shop', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( 17, 1 );
		await registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: MADRID_SHIPPING }, false );
		const [ shippingPackage ] = registry.select( cartStore ).getShippingRates();
		const other = shippingPackage!.shipping_rates.find( ( rate ) => ! rate.selected )!;

		await registry.dispatch( cartStore ).selectShippingRate( other.rate_id, 0 );

		expect( registry.select( cartStore ).getCustomerData().shippingAddress.city ).toBe(
			MADRID_SHIPPING.city
		);
		expect(
			registry
				.select( cartStore )
				.getShippingRates()[ 0 ]!
				.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
		).toBe( other.rate_id );
	} );

	it( 'when the checkout validates first thing › the observers run and it passes', async () => {
		const registry = createTestRegistry();

		await expect(
			registry.dispatch( checkoutStore ).__internalEmitValidateEvent()
		).resolves.toBe( true );
	} );
} );
