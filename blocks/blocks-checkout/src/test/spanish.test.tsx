/**
 * With the es_ES catalogue loaded, the payment areas speak Spanish: their
 * strings are real msgids of the catalogue, looked up at render time.
 */
import { screen } from '@testing-library/react';
import { loadTranslations } from '@cesta/i18n';
import { createTestRegistry, renderInStores, setupMockShop } from '@cesta/test-utils';

import { ExpressPaymentMethods, PaymentMethods, savedTokenOptionLabel } from '..';
import {
	deregisterAllMethods,
	receiveCart,
	registerExpressMethods,
	testExpressMethod,
} from './helpers';

setupMockShop();
beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );
afterEach( deregisterAllMethods );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'says there are no payment methods in Spanish', async () => {
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <PaymentMethods /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'No hay métodos de pago disponibles. Ponte en contacto con nosotros para que te ayudemos a realizar tu pedido.'
		);
	} );

	it( 'titles the express area and its separator in Spanish', async () => {
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <ExpressPaymentMethods /> );
		expect( await screen.findByRole( 'heading', { name: 'Pago exprés' } ) ).toBeInTheDocument();
		expect( screen.getByText( 'O continúa más abajo' ) ).toBeInTheDocument();
	} );

	it( 'labels saved cards in Spanish', () => {
		expect(
			savedTokenOptionLabel( 'cc', {
				tokenId: 1,
				is_default: true,
				expires: '12/30',
				method: { gateway: 'stripe', brand: 'visa', last4: '4242' },
			} )
		).toBe( 'Visa terminada en 4242 (caduca 12/30)' );
	} );
} );
