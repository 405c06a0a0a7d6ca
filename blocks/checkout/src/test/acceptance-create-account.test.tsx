/**
 * Issue 10 acceptance (d): a guest creates an account while ordering in the
 * whole Checkout block, on a shop that lets shoppers choose their password:
 * the password field downloads when "Create an account" is ticked, the meter
 * says "Very strong" for a strong password, and the order creates the
 * customer with `create_account` and `customer_password`.
 */
import { within } from '@testing-library/react';

import { checkoutStore } from '@cesta/data';
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

const shop = setupAcceptanceShop();

const STRONG_PASSWORD = 'Girasol-Azul-Tranvía-2024!';

beforeEach( () => {
	window.wcSettings = { ...window.wcSettings, generatePassword: false };
} );

describe( 'given a guest on a shop that lets shoppers create an account and choose its password', () => {
	it( 'when ticking "Create an account", typing a strong password and ordering › the meter says Very strong, the order creates her account with that password and is hers', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, registry, redirect } = await openCheckout();
		const contact = within( step( 'Contact information' ) );
		expect( contact.queryByLabelText( 'Create a password' ) ).toBeNull();

		await typeEmail( user, 'ana.nueva@example.com' );
		await user.click(
			contact.getByRole( 'checkbox', { name: 'Create an account with Tienda Peer' } )
		);
		await advanceUntil( () => contact.queryByLabelText( 'Create a password' ) !== null );
		const password = contact.getByLabelText( 'Create a password' );
		await user.type( password, STRONG_PASSWORD );
		await advanceUntil( () => contact.queryByText( 'Very strong' ) !== null );
		expect( password ).toHaveAccessibleDescription( /Password strength: Very strong/ );
		await user.tab();
		expect( password ).not.toHaveAttribute( 'aria-invalid' );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		await redirected( redirect );

		await requests.settled();
		expect( checkoutBodies( requests ) ).toEqual( [
			expect.objectContaining( {
				create_account: true,
				customer_password: STRONG_PASSWORD,
				billing_address: expect.objectContaining( { email: 'ana.nueva@example.com' } ),
			} ),
		] );
		const customerId = registry.select( checkoutStore ).getCustomerId();
		expect( customerId ).toBeGreaterThan( 0 );
		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( {
				customerId,
				billing: expect.objectContaining( { email: 'ana.nueva@example.com' } ),
			} ),
		] );
	} );

	it( 'when ticking it and ordering with a weak password › nothing is sent; the password says "Please create a stronger password" and has the focus', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user } = await openCheckout();
		const contact = within( step( 'Contact information' ) );
		await typeEmail( user, 'ana.nueva@example.com' );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		await user.click( contact.getByRole( 'checkbox', { name: /Create an account/ } ) );
		await advanceUntil( () => contact.queryByLabelText( 'Create a password' ) !== null );
		await user.type( contact.getByLabelText( 'Create a password' ), 'abc' );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );

		const password = contact.getByLabelText( 'Create a password' );
		expect( password ).toHaveFocus();
		expect( password ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( password ).toHaveAccessibleDescription( /Please create a stronger password/ );
		await settle();
		expect( checkoutBodies( requests ) ).toHaveLength( 0 );
		expect( placedOrders( shop ) ).toHaveLength( 0 );
	} );
} );
