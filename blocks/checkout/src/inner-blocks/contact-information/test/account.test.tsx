/**
 * Account creation at checkout (spec 2 §4 "Password strength", §6): the
 * "Create an account" checkbox as the shop allows it, the password with its
 * strength meter, the "stronger password" rule, the order carrying
 * `create_account` and `customer_password`, and the login link for
 * returning customers.
 */
import { screen, within } from '@testing-library/react';

import { checkoutStore } from '@cesta/data';
import {
	axe,
	logInCustomer,
	MADRID_BILLING,
	MADRID_SHIPPING,
	recordRequests,
} from '@cesta/test-utils';

import {
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	payWith,
	placedOrderBody,
	placeOrder,
	printCheckoutPage,
	registerBankTransfer,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { ContactInformationBlock, getLoginToCheckoutUrl } from '..';

const shop = setupCheckoutShop();
registerBankTransfer();

const STRONG_PASSWORD = 'Girasol-Azul-Tranvía-2024!';

const renderContact = async () => {
	const user = installFakeTimers();
	const rendered = renderSteps( { ui: <ContactInformationBlock /> } );
	const step = await findStep( rendered.registry, 'Contact information' );
	return { user, step, ...rendered };
};

describe( 'given a guest on a shop that lets guests create an account and choose its password', () => {
	beforeEach( () => printCheckoutPage( { generatePassword: false } ) );

	it( 'when ticking "Create an account" and typing a strong password › the meter says Very strong and the order carries create_account and customer_password', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const { user, step, registry, redirect } = await renderContact();
		expect( within( step ).queryByLabelText( 'Create a password' ) ).toBeNull();

		await user.click(
			within( step ).getByRole( 'checkbox', { name: 'Create an account with Tienda Peer' } )
		);
		const password = await within( step ).findByLabelText( 'Create a password' );
		expect( password ).toHaveAttribute( 'type', 'password' );
		expect( password ).toHaveAttribute( 'autocomplete', 'new-password' );
		await user.type( password, STRONG_PASSWORD );
		await advanceUntil( () => within( step ).queryByText( 'Very strong' ) !== null );
		expect( password ).toHaveAccessibleDescription( /Password strength: Very strong/ );
		await user.tab();
		expect( password ).not.toHaveAttribute( 'aria-invalid' );

		await payWith( registry, 'bacs' );
		const requests = recordRequests( shop );
		await placeOrder( registry );
		const body = await placedOrderBody( requests );

		expect( body ).toMatchObject( {
			create_account: true,
			customer_password: STRONG_PASSWORD,
		} );
		await advanceUntil( () => redirect.mock.calls.length > 0 );
		expect( registry.select( checkoutStore ).getCustomerId() ).toBeGreaterThan( 0 );
	} );

	it( 'when the password is weak › "Please create a stronger password" after leaving it; placing the order is blocked with the focus on it', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const { user, step, registry } = await renderContact();
		await user.click( within( step ).getByRole( 'checkbox', { name: /Create an account/ } ) );
		const password = await within( step ).findByLabelText( 'Create a password' );

		await user.type( password, 'abc' );
		expect( within( step ).getByText( 'Too weak' ) ).toBeInTheDocument();
		expect( password ).not.toHaveAttribute( 'aria-invalid' );
		await user.tab();
		expect( password ).toHaveAccessibleDescription(
			/Please create a stronger password.*Password strength: Too weak/
		);

		await user.click( document.body );
		const requests = recordRequests( shop );
		await placeOrder( registry );
		expect( requests.routes() ).not.toContain( 'POST /checkout' );
		expect( password ).toHaveFocus();
		await switchToRealTimers();
		expect( await axe( step ) ).toHaveNoViolations();
	} );

	it( 'when unticking the checkbox › the password and its error go: the order can be placed as a guest', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const { user, step, registry } = await renderContact();
		const checkbox = within( step ).getByRole( 'checkbox', { name: /Create an account/ } );
		await user.click( checkbox );
		expect( registry.select( checkoutStore ).getShouldCreateAccount() ).toBe( true );

		await user.click( checkbox );

		expect( within( step ).queryByLabelText( 'Create a password' ) ).toBeNull();
		expect( registry.select( checkoutStore ).getShouldCreateAccount() ).toBe( false );
		await payWith( registry, 'bacs' );
		const requests = recordRequests( shop );
		await placeOrder( registry );
		expect( await placedOrderBody( requests ) ).toMatchObject( { create_account: false } );
	} );
} );

describe( 'given a shop without guest checkout (checkoutAllowsGuest false)', () => {
	it( 'asks for the password straight away, without the checkbox: the account is required', async () => {
		printCheckoutPage( { generatePassword: false, checkoutAllowsGuest: false } );
		await cartWithFan();
		const { step, registry } = await renderContact();

		expect(
			within( step ).queryByRole( 'checkbox', { name: /Create an account/ } )
		).toBeNull();
		expect( await within( step ).findByLabelText( 'Create a password' ) ).toBeRequired();
		expect( registry.select( checkoutStore ).getShouldCreateAccount() ).toBe( true );
	} );
} );

describe( 'given WooCommerce’s captured page (generatePassword true)', () => {
	it( 'offers the account without a password field: the shop makes the password up', async () => {
		await cartWithFan();
		const { user, step } = await renderContact();

		await user.click( within( step ).getByRole( 'checkbox', { name: /Create an account/ } ) );

		expect( within( step ).queryByLabelText( 'Create a password' ) ).toBeNull();
	} );

	it( 'shows the login link to guests, with the checkout to come back to', async () => {
		await cartWithFan();
		const { step } = await renderContact();

		expect( within( step ).getByText( /Already have an account\?/ ) ).toBeInTheDocument();
		expect( within( step ).getByRole( 'link', { name: 'Log in' } ) ).toHaveAttribute(
			'href',
			`http://127.0.0.1:8881/mi-cuenta/?redirect_to=${ encodeURIComponent( window.location.href ) }`
		);
	} );
} );

describe( 'given a logged-in customer', () => {
	it( 'shows neither the login link nor the account creation', async () => {
		await logInCustomer( shop, 2 );
		await cartWithFan();
		const { step, registry } = await renderContact();
		expect( registry.select( checkoutStore ).getCustomerId() ).toBe( 2 );
		await advanceUntil( () => screen.queryByRole( 'link', { name: 'Log in' } ) === null );

		expect(
			within( step ).queryByRole( 'checkbox', { name: /Create an account/ } )
		).toBeNull();
	} );
} );

describe( 'the login link’s address', () => {
	it( 'is the account page, else the site login URL, else /wp-login.php', () => {
		const checkout = 'https://tienda.example/checkout/';
		const back = `redirect_to=${ encodeURIComponent( checkout ) }`;
		window.wcSettings = {
			storePages: { myaccount: { id: 8, title: 'Mi cuenta', permalink: '/mi-cuenta/' } },
			wpLoginUrl: '/acceso/',
		};
		expect( getLoginToCheckoutUrl( checkout ) ).toBe( `/mi-cuenta/?${ back }` );
		window.wcSettings = {
			storePages: { myaccount: { id: 0, title: '', permalink: '' } },
			wpLoginUrl: '/acceso/?lang=es',
		};
		expect( getLoginToCheckoutUrl( checkout ) ).toBe( `/acceso/?lang=es&${ back }` );
		window.wcSettings = {
			storePages: { myaccount: { id: 0, title: '', permalink: '' } },
			wpLoginUrl: '',
		};
		expect( getLoginToCheckoutUrl( checkout ) ).toBe( `/wp-login.php?${ back }` );
	} );
} );
