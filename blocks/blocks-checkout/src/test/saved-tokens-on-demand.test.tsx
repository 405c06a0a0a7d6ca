/**
 * The saved tokens' list downloads only for a customer who has saved tokens,
 * not with every checkout (DESIGN §8). Jest gives each test file a fresh
 * module registry: here nothing has loaded it before the first test.
 */
import { act, screen } from '@testing-library/react';
import { paymentStore } from '@cesta/data';
import {
	cartWithGateways,
	createTestRegistry,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { PaymentMethods } from '..';
import { savedPaymentMethodsLoader } from '../payment-methods/load-saved-payment-methods';
import { deregisterAllMethods, receiveCart, registerMethods, testMethod } from './helpers';

setupMockShop();
afterEach( deregisterAllMethods );

describe( 'given the payment area', () => {
	it( 'when the shopper has no saved tokens › their list is not downloaded; when tokens arrive › it downloads and lists them', async () => {
		registerMethods(
			testMethod( 'stripe', { label: 'Tarjeta', supports: { showSavedCards: true } } ),
			testMethod( 'bacs' )
		);
		const registry = createTestRegistry();
		receiveCart( registry, cartWithGateways( [ 'bacs', 'stripe' ] ) );
		renderInStores( registry, <PaymentMethods /> );
		await screen.findByRole( 'radio', { name: 'Tarjeta' } );
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 50 ) ) );
		expect( savedPaymentMethodsLoader.loaded() ).toBeUndefined();
		expect( screen.queryByText( 'Use another payment method.' ) ).toBeNull();

		act( () => {
			registry.dispatch( paymentStore ).__internalSetSavedPaymentMethods( {
				cc: [
					{
						tokenId: 7,
						is_default: true,
						expires: '12/30',
						method: { gateway: 'stripe', brand: 'visa', last4: '4242' },
					},
				],
			} );
		} );

		expect(
			await screen.findByRole( 'radio', { name: 'Visa ending in 4242 (expires 12/30)' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Use another payment method.' ) ).toBeInTheDocument();
		expect( savedPaymentMethodsLoader.loaded() ).toBeDefined();
	} );
} );
