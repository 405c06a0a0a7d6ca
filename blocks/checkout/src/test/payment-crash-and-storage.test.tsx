/**
 * Persistence around payment (issue 15 §6): a payment method whose component
 * crashes loses nothing the shopper typed — its error panel shows, another
 * method places the order — and neither the account password nor card data
 * is ever written to the browser's storage.
 */
import { within } from '@testing-library/react';

import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import { advanceUntil } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';
import { registerTestCardMethod } from './test-card-method';

const shop = setupAcceptanceShop();
registerTestCardMethod( { missingMessage: 'Introduce los datos de tu tarjeta.' } );

const CRASHING_GATEWAY = 'cod';

/** What the payment method's error boundary says (WooCommerce's wording). */
const METHOD_CRASHED =
	'We are experiencing difficulties with this payment method. Please contact us for assistance.';

/** A payment method's content that throws as soon as it renders (a plugin's bug). */
function CrashingContent(): never {
	throw new Error( 'The payment plugin crashed while rendering.' );
}

/** Every value the page keeps in localStorage and sessionStorage, as `key=value` lines. */
function everythingStored(): string {
	return [ window.localStorage, window.sessionStorage ]
		.flatMap( ( storage ) =>
			Array.from( { length: storage.length }, ( _, index ) => storage.key( index )! ).map(
				( key ) => `${ key }=${ storage.getItem( key ) }`
			)
		)
		.join( '\n' );
}

describe( 'given a payment method whose component crashes', () => {
	beforeAll( () => {
		// Replaces the shop's cash on delivery with a plugin whose content throws.
		__experimentalDeRegisterPaymentMethod( CRASHING_GATEWAY );
		registerPaymentMethod( {
			name: CRASHING_GATEWAY,
			label: 'Contra reembolso',
			ariaLabel: 'Contra reembolso',
			content: <CrashingContent />,
			edit: <CrashingContent />,
			canMakePayment: () => true,
		} );
	} );

	it( 'when the shopper chooses it › its error panel shows in the payment step, everything typed stays, and another method places the order', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		await settle();
		const payment = within( step( 'Payment options' ) );

		await user.click( payment.getByRole( 'radio', { name: 'Contra reembolso' } ) );
		await advanceUntil( () => payment.queryByText( METHOD_CRASHED ) !== null );

		// The panel is the crashed method's, inside its own option, with the role of an alert.
		const crashed = payment
			.getByRole( 'radio', { name: 'Contra reembolso' } )
			.closest( '.wc-block-components-radio-control-accordion-option' ) as HTMLElement;
		expect( within( crashed ).getByRole( 'alert' ) ).toHaveTextContent( METHOD_CRASHED );
		expect( payment.getAllByRole( 'radio' ).length ).toBeGreaterThan( 1 );

		expect(
			within( step( 'Contact information' ) ).getByRole( 'textbox', {
				name: 'Email address',
			} )
		).toHaveValue( 'ana.perez@example.com' );
		const shipping = within( step( 'Shipping address' ) );
		expect( shipping.getByRole( 'textbox', { name: 'Address' } ) ).toHaveValue(
			ANA_MADRID.address
		);
		expect( shipping.getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveValue(
			ANA_MADRID.postcode
		);
		const requests = recordRequests( shop );

		await user.click(
			payment.getByRole( 'radio', { name: 'Transferencia bancaria directa' } )
		);
		await settle();
		await clickPlaceOrder( user );
		await redirected( redirect );

		await requests.settled();
		expect( checkoutBodies( requests ) ).toEqual( [
			expect.objectContaining( { payment_method: 'bacs' } ),
		] );
		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( {
				paymentMethod: 'bacs',
				billing: expect.objectContaining( { email: 'ana.perez@example.com' } ),
			} ),
		] );
	} );
} );

describe( 'given a guest creating an account and paying by card', () => {
	const PASSWORD = 'Girasol-Azul-Tranvía-2024!';
	// The mock's card that charges; a real plugin's token or card number is as secret.
	const CARD_TOKEN = 'tok_visa';

	beforeEach( () => {
		window.wcSettings = { ...window.wcSettings, generatePassword: false };
	} );

	it( 'when they type the password and the card, pause and order › neither is ever in localStorage or sessionStorage', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		const contact = within( step( 'Contact information' ) );
		await typeEmail( user, 'ana.nueva@example.com' );
		await user.click( contact.getByRole( 'checkbox', { name: /Create an account/ } ) );
		await advanceUntil( () => contact.queryByLabelText( 'Create a password' ) !== null );
		await user.type( contact.getByLabelText( 'Create a password' ), PASSWORD );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		const payment = within( step( 'Payment options' ) );
		await user.click( payment.getByRole( 'radio', { name: 'Tarjeta de prueba' } ) );
		await user.type(
			payment.getByRole( 'textbox', { name: 'Token de la tarjeta' } ),
			CARD_TOKEN
		);
		await settle();
		window.dispatchEvent( new Event( 'pagehide' ) );

		const whileTyped = everythingStored();
		expect( whileTyped ).toContain( 'ana.nueva@example.com' );
		expect( whileTyped ).not.toContain( PASSWORD );
		expect( whileTyped ).not.toContain( CARD_TOKEN );

		const requests = recordRequests( shop );
		await clickPlaceOrder( user );
		await redirected( redirect );
		await requests.settled();
		expect( checkoutBodies( requests ) ).toEqual( [
			expect.objectContaining( {
				customer_password: PASSWORD,
				payment_data: expect.arrayContaining( [
					{ key: 'card_token', value: CARD_TOKEN },
				] ),
			} ),
		] );
		const afterOrder = everythingStored();
		expect( afterOrder ).not.toContain( PASSWORD );
		expect( afterOrder ).not.toContain( CARD_TOKEN );
	} );
} );
