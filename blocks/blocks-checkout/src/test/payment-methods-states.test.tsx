/** Tests of PaymentMethods: crashing methods, saving the payment method, saved cards, registration errors. */

import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from '@wordpress/element';
import { checkoutStore, paymentStore } from '@cesta/data';
import { registerPaymentMethod } from '@cesta/registry';
import type { PaymentMethodConfiguration } from '@cesta/registry';
import {
	axe,
	cartWithGateways,
	createTestRegistry,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { PaymentMethods } from '..';
import type { SavedTokenComponentProps } from '..';
import {
	deregisterAllMethods,
	receiveCart,
	registerMethods,
	resetSettings,
	testMethod,
} from './helpers';

setupMockShop();
afterEach( () => {
	deregisterAllMethods();
	resetSettings();
} );

const renderArea = (
	gateways = [ 'bacs', 'cheque', 'cod', 'stripe' ],
	prepare = ( _registry: ReturnType< typeof createTestRegistry > ) => {}
) => {
	const registry = createTestRegistry();
	prepare( registry );
	receiveCart( registry, cartWithGateways( gateways ) );
	return { registry, ...renderInStores( registry, <PaymentMethods /> ) };
};

const Broken = ( { reason }: { reason: unknown } ) => {
	throw reason;
};
const brokenMethod = ( reason: unknown ) =>
	testMethod( 'stripe', { content: createElement( Broken, { reason } ) } );

describe( 'PaymentMethods › a payment method that crashes (spec 2 §8)', () => {
	beforeEach( () => jest.spyOn( console, 'error' ).mockImplementation( () => undefined ) );

	it( 'given a shopper › shows the generic apology in its place and keeps the other methods', async () => {
		registerMethods(
			brokenMethod( new Error( 'Falta la clave de API' ) ),
			testMethod( 'bacs' )
		);
		const { container } = renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.'
		);
		expect( screen.queryByText( 'Falta la clave de API' ) ).not.toBeInTheDocument();
		await userEvent.click( screen.getByRole( 'radio', { name: 'bacs' } ) );
		expect( screen.getByText( 'Contenido de bacs' ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an administrator › shows the error’s message', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerMethods(
			brokenMethod( new Error( 'Falta la clave de API' ) ),
			testMethod( 'bacs' )
		);
		renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'Falta la clave de API' );
	} );

	it( 'given an administrator and an error without message › asks to check the configuration', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerMethods( brokenMethod( { code: 42 } ), testMethod( 'bacs' ) );
		renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			"There was an error with this payment method. Please verify it's configured correctly."
		);
	} );
} );

describe( 'PaymentMethods › saving the payment method', () => {
	const savable = () => testMethod( 'stripe', { supports: { showSaveOption: true } } );
	const checkbox = () =>
		screen.queryByRole( 'checkbox', {
			name: 'Save payment information to my account for future purchases.',
		} );

	it( 'given a logged-in customer and a method that offers it › shows the checkbox, which sets the store’s flag', async () => {
		registerMethods( savable() );
		const { registry, container } = renderArea( undefined, ( r ) =>
			r.dispatch( checkoutStore ).__internalSetCustomerId( 2 )
		);
		await screen.findByText( 'Contenido de stripe' );
		expect( checkbox() ).not.toBeChecked();
		await userEvent.click( checkbox()! );
		expect( checkbox() ).toBeChecked();
		expect( registry.select( paymentStore ).getShouldSavePaymentMethod() ).toBe( true );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a guest › does not offer it', async () => {
		registerMethods( savable() );
		renderArea();
		await screen.findByText( 'Contenido de stripe' );
		expect( checkbox() ).not.toBeInTheDocument();
	} );

	it( 'given a guest on a shop without guest checkout › offers it (spec 2 §5)', async () => {
		window.wcSettings = { checkoutAllowsGuest: false };
		registerMethods( savable() );
		renderArea();
		await screen.findByText( 'Contenido de stripe' );
		expect( checkbox() ).toBeInTheDocument();
	} );

	it( 'given a logged-in customer and a method that does not offer it › has no checkbox', async () => {
		registerMethods( testMethod( 'stripe' ) );
		renderArea( undefined, ( r ) => r.dispatch( checkoutStore ).__internalSetCustomerId( 2 ) );
		await screen.findByText( 'Contenido de stripe' );
		expect( checkbox() ).not.toBeInTheDocument();
	} );
} );

describe( 'PaymentMethods › saved cards', () => {
	const visa = {
		tokenId: 7,
		is_default: true,
		expires: '12/30',
		method: { gateway: 'stripe', brand: 'visa', last4: '4242' },
	};
	const otherGateway = { tokenId: 9, is_default: false, method: { gateway: 'cheque' } };
	const SavedCvc = ( { token, billing }: SavedTokenComponentProps ) =>
		createElement( 'p', null, `CVC de la tarjeta ${ token } por ${ billing.cartTotal.value }` );
	const withCards = ( overrides: Partial< PaymentMethodConfiguration > = {} ) =>
		testMethod( 'stripe', {
			label: 'Tarjeta',
			supports: { showSavedCards: true },
			savedTokenComponent: createElement( SavedCvc ),
			...overrides,
		} );
	const saveTokens = ( registry: ReturnType< typeof createTestRegistry > ) =>
		registry
			.dispatch( paymentStore )
			.__internalSetSavedPaymentMethods( { cc: [ visa ], other: [ otherGateway ] } );

	it( 'given saved cards › lists them first, the default chosen with its token data, then "Use another payment method."', async () => {
		registerMethods( withCards(), testMethod( 'bacs' ), testMethod( 'cheque' ) );
		const { registry, container } = renderArea( undefined, saveTokens );
		const card = await screen.findByRole( 'radio', {
			name: 'Visa ending in 4242 (expires 12/30)',
		} );
		expect( card ).toBeChecked();
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'stripe' );
		expect( registry.select( paymentStore ).getPaymentMethodData() ).toEqual( {
			token: '7',
			payment_method: 'stripe',
			'wc-stripe-payment-token': '7',
			isSavedToken: true,
		} );
		expect( screen.getByText( 'Use another payment method.' ) ).toBeInTheDocument();
		expect( screen.getByText( 'CVC de la tarjeta 7 por 7857' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'radio', { name: 'Tarjeta' } ) ).not.toBeChecked();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a token of a method that does not show saved cards › leaves it out', async () => {
		registerMethods( withCards(), testMethod( 'cheque' ) );
		renderArea( undefined, saveTokens );
		await screen.findByRole( 'radio', { name: 'Visa ending in 4242 (expires 12/30)' } );
		expect( screen.queryByText( 'Saved token for cheque' ) ).not.toBeInTheDocument();
	} );

	it( 'given a shopper who chooses a regular method and then the card again › the token data is set again', async () => {
		registerMethods( withCards(), testMethod( 'bacs' ) );
		const { registry } = renderArea( undefined, saveTokens );
		await screen.findByText( 'CVC de la tarjeta 7 por 7857' );
		await userEvent.click( screen.getByRole( 'radio', { name: 'bacs' } ) );
		expect( registry.select( paymentStore ).getActiveSavedToken() ).toBe( '' );
		expect( screen.queryByText( 'CVC de la tarjeta 7 por 7857' ) ).not.toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Visa ending in 4242 (expires 12/30)' } )
		);
		expect( registry.select( paymentStore ).getActiveSavedToken() ).toBe( '7' );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'stripe' );
	} );
} );

describe( 'PaymentMethods › registration errors (spec 2 §8)', () => {
	let reason = '';
	beforeEach( () => {
		try {
			registerPaymentMethod( { ...testMethod( 'broken_gateway' ), ariaLabel: 42 } as never );
		} catch ( error ) {
			reason = ( error as Error ).message;
		}
	} );
	afterEach( () => {
		cleanup();
		// A successful registration forgets the failure; then the method is removed.
		registerPaymentMethod( testMethod( 'broken_gateway' ) );
	} );

	it( 'given an administrator › shows "There was an error registering the payment method with id …" with the reason', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerMethods( testMethod( 'bacs' ) );
		const { registry } = renderArea();
		expect( reason ).toBe(
			'The ariaLabel property for the payment method must be a string, received a number (42).'
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			`There was an error registering the payment method with id 'broken_gateway': ${ reason }`
		);
		expect(
			registry.select( 'core/notices' ).getNotices( 'wc/checkout/payments' )[ 0 ]?.id
		).toBe( 'wc-broken_gateway-registration-error' );
	} );

	it( 'given a shopper › shows nothing of it', async () => {
		registerMethods( testMethod( 'bacs' ) );
		renderArea();
		await screen.findByText( 'Contenido de bacs' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'given the method then registers correctly › the notice goes away', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerMethods( testMethod( 'bacs' ) );
		renderArea();
		await screen.findByRole( 'alert' );
		await act( async () => {
			registerPaymentMethod( testMethod( 'broken_gateway' ) );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
