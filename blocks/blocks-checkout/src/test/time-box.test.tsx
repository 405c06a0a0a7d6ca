/**
 * Acceptance (b): a payment method whose canMakePayment never settles does
 * not hold the others back beyond the time box, in the rendered areas.
 */
import { act, screen } from '@testing-library/react';
import { CAN_MAKE_PAYMENT_TIMEOUT_MS } from '@cesta/registry';
import { createTestRegistry, renderInStores, setupMockShop } from '@cesta/test-utils';

import { ExpressPaymentMethods, PaymentMethods } from '..';
import {
	deregisterAllMethods,
	receiveCart,
	registerExpressMethods,
	registerMethods,
	resetSettings,
	testExpressMethod,
	testMethod,
} from './helpers';

setupMockShop();
beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	deregisterAllMethods();
	jest.useRealTimers();
	resetSettings();
} );

const never = () => new Promise< boolean >( () => undefined );
const advance = ( ms: number ) =>
	act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );

describe( 'given a method whose canMakePayment never answers (time box 3 s)', () => {
	it( 'shows the regular methods as soon as they answer, and picks the default once the silent higher-ranked one times out', async () => {
		registerMethods(
			testMethod( 'cheque', { canMakePayment: never } ),
			testMethod( 'bacs' ),
			testMethod( 'cod' )
		);
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <PaymentMethods /> );
		await advance( 10 );
		expect( screen.getByRole( 'radio', { name: 'bacs' } ) ).not.toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'cod' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'radio', { name: 'cheque' } ) ).not.toBeInTheDocument();
		await advance( CAN_MAKE_PAYMENT_TIMEOUT_MS - 11 );
		expect( screen.getByRole( 'radio', { name: 'bacs' } ) ).not.toBeChecked();
		await advance( 1 );
		expect( screen.getByRole( 'radio', { name: 'bacs' } ) ).toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'cod' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'radio', { name: 'cheque' } ) ).not.toBeInTheDocument();
	} );

	it( 'given the check runs again after a registration › a late method is not waited for beyond the time box either', async () => {
		registerMethods( testMethod( 'bacs' ) );
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <PaymentMethods /> );
		await advance( 0 );
		expect( screen.getByText( 'Contenido de bacs' ) ).toBeInTheDocument();
		act( () =>
			registerMethods(
				testMethod( 'cheque', { canMakePayment: never } ),
				testMethod( 'cod' )
			)
		);
		await advance( CAN_MAKE_PAYMENT_TIMEOUT_MS );
		expect( screen.getByRole( 'radio', { name: 'cod' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'radio', { name: 'cheque' } ) ).not.toBeInTheDocument();
	} );

	it( 'given an administrator › tells which method did not answer in time', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerMethods( testMethod( 'cheque', { canMakePayment: never } ), testMethod( 'bacs' ) );
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <PaymentMethods /> );
		await advance( CAN_MAKE_PAYMENT_TIMEOUT_MS );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			"There was an error registering the payment method with id 'cheque': The payment method did not tell whether it can be used within 3000 ms."
		);
		expect( screen.getByText( 'Contenido de bacs' ) ).toBeInTheDocument();
	} );

	it( 'shows the express buttons as soon as they answer, without waiting for the silent one', async () => {
		registerExpressMethods(
			testExpressMethod( 'silent_wallet', { canMakePayment: never } ),
			testExpressMethod( 'wallet_pay' )
		);
		const registry = createTestRegistry();
		receiveCart( registry );
		renderInStores( registry, <ExpressPaymentMethods /> );
		expect(
			screen.getByRole( 'list', { name: 'Loading express payment methods…' } )
		).toBeInTheDocument();
		await advance( 10 );
		expect(
			screen.getByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Pagar con silent_wallet' } )
		).not.toBeInTheDocument();
		await advance( CAN_MAKE_PAYMENT_TIMEOUT_MS );
		expect(
			screen.getByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Pagar con silent_wallet' } )
		).not.toBeInTheDocument();
	} );
} );
