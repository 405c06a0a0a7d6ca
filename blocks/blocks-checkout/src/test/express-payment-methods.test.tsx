/** Tests of ExpressPaymentMethods: each state of the area, crashes, and the express handlers and styles. */

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from '@wordpress/element';
import { paymentStore } from '@cesta/data';
import { registerExpressPaymentMethod } from '@cesta/registry';
import {
	axe,
	captureDeprecations,
	createTestRegistry,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { ExpressPaymentMethods } from '..';
import type { ExpressPaymentMethodInterface } from '..';
import {
	deregisterAllMethods,
	flush,
	receiveCart,
	registerExpressMethods,
	registerMethods,
	resetSettings,
	testExpressMethod,
	testMethod,
} from './helpers';

const shop = setupMockShop();
afterEach( () => {
	deregisterAllMethods();
	resetSettings();
} );

const renderArea = ( props = {}, { loadCart = true } = {} ) => {
	const registry = createTestRegistry();
	if ( loadCart ) {
		receiveCart( registry );
	}
	return { registry, ...renderInStores( registry, <ExpressPaymentMethods { ...props } /> ) };
};

/** A wallet button that reports what happened through the express props. */
const Wallet = ( props: ExpressPaymentMethodInterface ) =>
	createElement(
		'div',
		null,
		createElement( 'button', { type: 'button', onClick: props.onClick }, 'Abrir cartera' ),
		createElement( 'button', { type: 'button', onClick: props.onClose }, 'Cerrar cartera' ),
		createElement(
			'button',
			{ type: 'button', onClick: () => props.onError( 'La cartera canceló el pago' ) },
			'Fallar'
		),
		createElement(
			'button',
			{ type: 'button', onClick: () => props.setExpressPaymentError( 'Error antiguo' ) },
			'Fallar a la antigua'
		),
		createElement( 'output', null, JSON.stringify( props.buttonAttributes ?? null ) )
	);

describe( 'ExpressPaymentMethods › which state it shows (spec 2 §4)', () => {
	const checked = ( registry: ReturnType< typeof createTestRegistry > ) =>
		waitFor( () =>
			expect( registry.select( paymentStore ).expressPaymentMethodsInitialized() ).toBe(
				true
			)
		);

	it( 'given no express method registered › shows shoppers nothing', async () => {
		const { registry, container } = renderArea();
		await checked( registry );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given no express method registered › tells administrators "No registered Payment Methods"', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		const { registry } = renderArea();
		await checked( registry );
		expect( screen.getByText( 'No registered Payment Methods' ) ).toBeInTheDocument();
	} );

	it( 'given registered methods not yet checked › shows two loading placeholders under the title', async () => {
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		// The cart answers slowly, so the placeholders stay while they are checked.
		shop.faults( { latencyMs: 400, only: 'GET /cart' } );
		const { container } = renderArea( {}, { loadCart: false } );
		const placeholders = screen.getByRole( 'list', {
			name: 'Loading express payment methods…',
		} );
		expect( within( placeholders ).getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Express Checkout' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Pagar con wallet_pay' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
		// Once the cart has loaded and the method answered, its button replaces the placeholders.
		expect(
			await screen.findByRole( 'button', { name: 'Pagar con wallet_pay' }, { timeout: 2000 } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'list', { name: 'Loading express payment methods…' } )
		).not.toBeInTheDocument();
		await flush();
	} );

	it( 'given checked methods of which none can pay › hides the area from shoppers', async () => {
		registerExpressMethods(
			testExpressMethod( 'wallet_pay', { canMakePayment: () => false } )
		);
		const { registry, container } = renderArea();
		expect(
			screen.getByRole( 'list', { name: 'Loading express payment methods…' } )
		).toBeInTheDocument();
		await checked( registry );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given an express method whose check fails › administrators still see the notice in the hidden area', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registerExpressMethods(
			testExpressMethod( 'wallet_pay', {
				canMakePayment: () => ( {
					error: { message: 'Falta el certificado del comercio' },
				} ),
			} )
		);
		const { container } = renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			"There was an error registering the payment method with id 'wallet_pay': Falta el certificado del comercio"
		);
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an express method that failed to register › administrators see the registration notice in the express area', async () => {
		window.wcSettings = { currentUserIsAdmin: true };
		let reason = '';
		try {
			registerExpressPaymentMethod( {
				...testExpressMethod( 'broken_wallet' ),
				canMakePayment: 'yes',
			} as never );
		} catch ( error ) {
			reason = ( error as Error ).message;
		}
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		const { registry } = renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			`There was an error registering the payment method with id 'broken_wallet': ${ reason }`
		);
		expect(
			screen.getByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect(
			registry.select( 'core/notices' ).getNotices( 'wc/checkout/express-payments' )[ 0 ]?.id
		).toBe( 'wc-broken_wallet-registration-error' );
		cleanup();
		registerExpressPaymentMethod( testExpressMethod( 'broken_wallet' ) );
	} );

	it( 'given available methods in the checkout › shows "Express Checkout", the buttons and "Or continue below"', async () => {
		registerExpressMethods(
			testExpressMethod( 'wallet_pay' ),
			testExpressMethod( 'otra_cartera' )
		);
		const { container } = renderArea();
		expect(
			await screen.findByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Pagar con otra_cartera' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Express Checkout' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Or continue below' ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given available methods in the cart › shows the buttons without title and "Or" below', async () => {
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		renderArea( { context: 'cart' } );
		expect(
			await screen.findByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Or' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Or continue below' ) ).not.toBeInTheDocument();
	} );

	it( 'given the editor › renders each method’s edit element', async () => {
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		renderArea( { isEditor: true } );
		expect(
			await screen.findByRole( 'button', { name: 'Vista previa de wallet_pay' } )
		).toBeInTheDocument();
	} );

	it( 'given a button that crashes › shows the apology in its place and keeps the others', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const Broken = () => {
			throw new Error( 'SDK no cargado' );
		};
		registerExpressMethods(
			testExpressMethod( 'rota', { content: createElement( Broken ) } ),
			testExpressMethod( 'wallet_pay' )
		);
		renderArea();
		expect(
			await screen.findByRole( 'button', { name: 'Pagar con wallet_pay' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.'
		);
	} );
} );

describe( 'ExpressPaymentMethods › the express handlers (wc-blocks-api §4.1)', () => {
	const setup = async () => {
		registerMethods( testMethod( 'bacs' ) );
		registerExpressMethods(
			testExpressMethod( 'wallet_pay', {
				content: createElement( Wallet ),
				supports: { style: [ 'height', 'borderRadius' ] },
			} )
		);
		const view = renderArea();
		await screen.findByRole( 'button', { name: 'Abrir cartera' } );
		expect( view.registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'bacs' );
		return view;
	};

	it( 'given onClick › marks express started with the method active', async () => {
		const { registry } = await setup();
		await userEvent.click( screen.getByRole( 'button', { name: 'Abrir cartera' } ) );
		const payment = registry.select( paymentStore );
		expect( payment.isExpressPaymentStarted() ).toBe( true );
		expect( payment.getActivePaymentMethod() ).toBe( 'wallet_pay' );
		expect( payment.isExpressPaymentMethodActive() ).toBe( true );
	} );

	it( 'given onClose after onClick › restores the previous method and sets the payment idle', async () => {
		const { registry } = await setup();
		await userEvent.click( screen.getByRole( 'button', { name: 'Abrir cartera' } ) );
		await userEvent.click( screen.getByRole( 'button', { name: 'Cerrar cartera' } ) );
		const payment = registry.select( paymentStore );
		expect( payment.getActivePaymentMethod() ).toBe( 'bacs' );
		expect( payment.isPaymentIdle() ).toBe( true );
	} );

	it( 'given onError after onClick › sets the payment error, shows the message in the express area and restores the previous method', async () => {
		const { registry, container } = await setup();
		await userEvent.click( screen.getByRole( 'button', { name: 'Abrir cartera' } ) );
		await userEvent.click( screen.getByRole( 'button', { name: 'Fallar' } ) );
		const payment = registry.select( paymentStore );
		expect( payment.hasPaymentError() ).toBe( true );
		expect( payment.getActivePaymentMethod() ).toBe( 'bacs' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'La cartera canceló el pago' );
		expect(
			registry.select( 'core/notices' ).getNotices( 'wc/checkout/express-payments' )[ 0 ]?.id
		).toBe( 'wc-express-payment-error' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the deprecated setExpressPaymentError › warns and acts as onError', async () => {
		const warn = captureDeprecations();
		const { registry } = await setup();
		await userEvent.click( screen.getByRole( 'button', { name: 'Abrir cartera' } ) );
		await userEvent.click( screen.getByRole( 'button', { name: 'Fallar a la antigua' } ) );
		expect( warn.mock.calls[ 0 ]![ 0 ] ).toContain( 'setExpressPaymentError is deprecated' );
		expect( registry.select( paymentStore ).hasPaymentError() ).toBe( true );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Error antiguo' );
	} );

	it( 'given a method supporting both styles › gets buttonAttributes { height: 48, borderRadius: 4 }', async () => {
		await setup();
		expect( screen.getByText( '{"height":48,"borderRadius":4}' ) ).toBeInTheDocument();
	} );

	it( 'given a method without style support › gets no buttonAttributes', async () => {
		registerExpressMethods(
			testExpressMethod( 'wallet_pay', { content: createElement( Wallet ) } )
		);
		renderArea();
		expect( await screen.findByText( 'null' ) ).toBeInTheDocument();
	} );

	it( 'given the block’s own button values › hands over those the method supports', async () => {
		registerExpressMethods(
			testExpressMethod( 'wallet_pay', {
				content: createElement( Wallet ),
				supports: { style: [ 'height' ] },
			} )
		);
		renderArea( { buttonAttributes: { height: 56, borderRadius: 0 } } );
		expect( await screen.findByText( '{"height":56}' ) ).toBeInTheDocument();
	} );
} );
