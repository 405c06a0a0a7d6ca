/**
 * Issue 10 acceptance (f) and the "errors shown" axe state: in the whole
 * Checkout block, a Spanish address with a postcode Spain does not have
 * blocks the order with "Please enter a valid postcode" under the field (tied
 * by `aria-describedby`, announced) and the focus there; an empty form placed
 * shows every error, which axe finds accessible.
 */
import { screen, within } from '@testing-library/react';

import { checkoutStore } from '@cesta/data';
import { axe, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { switchToRealTimers } from '../address/test/checkout-steps';
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

describe( 'given a guest who typed a Madrid address with the postcode 99001', () => {
	it( 'when placing the order › nothing is sent; "Please enter a valid postcode" shows under the field, tied to it and announced, and the focus is there', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, registry } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Shipping address' ), { ...ANA_MADRID, postcode: '99001' } );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );

		const postcode = within( step( 'Shipping address' ) ).getByRole( 'textbox', {
			name: 'Postal code',
		} );
		expect( postcode ).toHaveFocus();
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( postcode ).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		const message = document.getElementById( postcode.getAttribute( 'aria-describedby' )! )!;
		expect( message ).toHaveTextContent( 'Please enter a valid postcode' );
		expect( message.closest( '[role="alert"]' ) ).not.toBeNull();
		expect( postcode.closest( '.wc-block-components-text-input' )!.contains( message ) ).toBe(
			true
		);
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		await settle();
		expect( checkoutBodies( requests ) ).toHaveLength( 0 );
		expect( placedOrders( shop ) ).toHaveLength( 0 );
	} );

	it( 'when the shopper corrects it to 28001 › the order is placed with it', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Shipping address' ), { ...ANA_MADRID, postcode: '99001' } );
		await clickPlaceOrder( user );
		const postcode = within( step( 'Shipping address' ) ).getByRole( 'textbox', {
			name: 'Postal code',
		} );
		expect( postcode ).toHaveFocus();

		await user.clear( postcode );
		await user.type( postcode, '28001' );
		await user.tab();
		await settle();
		expect( postcode ).not.toHaveAttribute( 'aria-invalid' );
		await clickPlaceOrder( user );
		await redirected( redirect );

		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( {
				shipping: expect.objectContaining( { postcode: '28001' } ),
			} ),
		] );
	} );
} );

describe( 'given a guest who typed nothing', () => {
	it( 'when placing the order › every error shows at once under its field, and axe finds no violation in the whole checkout', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, container } = await openCheckout();
		await user.selectOptions(
			within( step( 'Shipping address' ) ).getByRole( 'combobox', {
				name: 'Country/Region',
			} ),
			'ES'
		);

		await clickPlaceOrder( user );

		expect( screen.getByRole( 'textbox', { name: 'Email address' } ) ).toHaveFocus();
		const invalid = container.querySelectorAll( '[aria-invalid="true"]' );
		expect( invalid.length ).toBeGreaterThanOrEqual( 7 );
		invalid.forEach( ( field ) =>
			expect( ( field as HTMLElement ).getAttribute( 'aria-describedby' ) ).toBeTruthy()
		);
		await switchToRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
