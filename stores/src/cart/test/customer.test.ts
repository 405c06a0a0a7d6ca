/** Tests of updateCustomerData and applyExtensionCartUpdate against the mock shop: answers, loading, errors. */

import {
	createTestRegistry,
	fillCart,
	MADRID_SHIPPING,
	noticesIn,
	setupMockShop,
} from '@cesta/test-utils';

import updateCustomerInvalid from '../../../../reference/store-api-samples/update-customer-invalid-400.json';
import { checkoutStore } from '../../checkout';
import { cartStore } from '../index';

setupMockShop();

describe( 'updateCustomerData and extension updates', () => {
	it( 'given editing › the answer updates the cart but keeps what the shopper typed meanwhile', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const sending = registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: { ...MADRID_SHIPPING, city: 'Alcalá' } } );
		registry.dispatch( cartStore ).setShippingAddress( { address_2: '3º B' } );
		await sending;
		expect( registry.select( cartStore ).getCartData().shippingAddress.address_2 ).toBe(
			'3º B'
		);
	} );

	it( 'given not editing › the answer’s addresses replace the local ones', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry
			.dispatch( cartStore )
			.updateCustomerData(
				{ shipping_address: { ...MADRID_SHIPPING, city: 'Getafe' } },
				false
			);
		expect( registry.select( cartStore ).getCartData().shippingAddress.city ).toBe( 'Getafe' );
	} );

	it( 'given rate fields changed › rates count as loading and the checkout calculating until the answer', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const sending = registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: { postcode: '28001' } }, true, true );
		expect( registry.select( cartStore ).isCustomerDataUpdating() ).toBe( true );
		expect( registry.select( cartStore ).isAddressFieldsForShippingRatesUpdating() ).toBe(
			true
		);
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await sending;
		expect( registry.select( cartStore ).isCustomerDataUpdating() ).toBe( false );
		expect( registry.select( cartStore ).isAddressFieldsForShippingRatesUpdating() ).toBe(
			false
		);
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given an invalid postcode › rejects with rest_invalid_param and records it', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await expect(
			registry
				.dispatch( cartStore )
				.updateCustomerData( { shipping_address: { ...MADRID_SHIPPING, postcode: 'ABC' } } )
		).rejects.toMatchObject( { code: updateCustomerInvalid.body.code } );
		expect( registry.select( cartStore ).getCartErrors()[ 0 ]?.code ).toBe(
			'rest_invalid_param'
		);
	} );

	it( 'given a namespace without a server callback › applyExtensionCartUpdate rejects and shows the error as a notice', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await expect(
			registry
				.dispatch( cartStore )
				.applyExtensionCartUpdate( { namespace: 'nadie', data: {} } )
		).rejects.toMatchObject( { code: 'woocommerce_rest_cart_extensions_error' } );
		expect( noticesIn( registry, 'wc/cart' ).map( ( notice ) => notice.id ) ).toEqual( [
			'woocommerce_rest_cart_extensions_error',
		] );
	} );
} );
