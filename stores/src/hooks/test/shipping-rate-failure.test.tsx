/** Tests of a refused shipping-rate choice: its message is shown (spec 2 §8), a superseded choice's is not. */

import { act } from '@testing-library/react';
import {
	createTestRegistry,
	fillCart,
	noticesIn,
	renderWithRegistry,
	setupMockShop,
} from '@cesta/test-utils';

import { useShippingData } from '../use-shipping-data';

const shop = setupMockShop();

describe( 'useShippingData › selectShippingRate failures', () => {
	it( 'given the server fails the selection › its message shows as a dismissible error notice in the cart', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { status: 500, only: '/cart/select-shipping-rate' } );
		const { result } = renderWithRegistry( registry, () => useShippingData() );
		await act( async () => {
			await result.current.selectShippingRate( 'free_shipping:2', 0 );
		} );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'Respuesta HTTP 500 simulada por el servidor de pruebas.',
				isDismissible: true,
			} ),
		] );
	} );

	it( 'given another context › the message shows there', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { dropConnection: true, only: '/cart/select-shipping-rate' } );
		const { result } = renderWithRegistry( registry, () =>
			useShippingData( 'wc/checkout/shipping-methods' )
		);
		await act( async () => {
			await result.current.selectShippingRate( 'free_shipping:2', 0 );
		} );
		expect(
			noticesIn( registry, 'wc/checkout/shipping-methods' ).map(
				( notice ) => notice.content
			)
		).toEqual( [ 'Could not connect to the store. Please try again.' ] );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
	} );

	it( 'given a choice superseded by a newer one › nothing is shown for the aborted one', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { latencyMs: 300, only: '/cart/select-shipping-rate' } );
		const { result } = renderWithRegistry( registry, () => useShippingData() );
		await act( async () => {
			await Promise.all( [
				result.current.selectShippingRate( 'free_shipping:2', 0 ),
				result.current.selectShippingRate( 'flat_rate:1', 0 ),
			] );
		} );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
	} );
} );
