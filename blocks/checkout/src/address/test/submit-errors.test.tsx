/**
 * Placing the order with field errors (spec 2 §4–§5): the checkout's
 * validation shows every error at once, no order is sent, and the focus
 * moves to the first field in error of the page, whichever step it is in.
 */
import { screen, within } from '@testing-library/react';

import { checkoutStore, validationStore } from '@cesta/data';
import { axe, MADRID_SHIPPING, recordRequests } from '@cesta/test-utils';

import {
	cartWithFan,
	findStep,
	installFakeTimers,
	placeOrder,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from './checkout-steps';

const shop = setupCheckoutShop();

describe( 'given a guest who has typed nothing yet', () => {
	it( 'when placing the order › shows every error at once, sends no order and focuses the email', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Shipping address' );
		await user.selectOptions(
			within( shipping ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'ES'
		);
		expect( screen.queryAllByRole( 'alert' ) ).toHaveLength( 0 );
		const requests = recordRequests( shop );

		await placeOrder( registry );

		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( requests.routes() ).not.toContain( 'POST /checkout' );
		const email = screen.getByRole( 'textbox', { name: 'Email address' } );
		expect( email ).toHaveAccessibleDescription( 'Please enter a valid email address' );
		expect( email ).toHaveFocus();
		for ( const [ name, message ] of [
			[ 'First name', 'Please enter a valid first name' ],
			[ 'Last name', 'Please enter a valid last name' ],
			[ 'Address', 'Please enter a valid address' ],
			[ 'City', 'Please enter a valid city' ],
			[ 'Postal code', 'Please enter a valid postal code' ],
			[ 'Phone', 'Please enter a valid phone' ],
		] ) {
			expect(
				within( shipping ).getByRole( 'textbox', { name } )
			).toHaveAccessibleDescription( message );
		}
		expect( await axeWithRealTimers( document.body ) ).toHaveNoViolations();
	} );

	it( 'when the email is fixed and the order placed again › the focus goes to the shipping address’s first field in error', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Shipping address' );
		await user.selectOptions(
			within( shipping ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'ES'
		);
		await placeOrder( registry );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Email address' } ),
			'lucia@example.com'
		);

		await placeOrder( registry );

		expect( within( shipping ).getByRole( 'textbox', { name: 'First name' } ) ).toHaveFocus();
	} );
} );

describe( 'given a Madrid address with a postcode that is not Spanish', () => {
	it( 'when placing the order › blocks it with the message under the postcode, and the focus there', async () => {
		await cartWithFan( {
			shipping_address: { ...MADRID_SHIPPING },
			billing_address: { ...MADRID_SHIPPING, email: 'lucia@example.com' },
		} );
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Shipping address' );
		const postcode = within( shipping ).getByRole( 'textbox', { name: 'Postal code' } );
		await user.clear( postcode );
		await user.type( postcode, '99001' );
		const requests = recordRequests( shop );

		await placeOrder( registry );

		expect( requests.routes() ).not.toContain( 'POST /checkout' );
		expect( postcode ).toHaveFocus();
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( postcode ).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		expect( Object.keys( registry.select( validationStore ).getValidationErrors() ) ).toEqual( [
			'shipping_postcode',
		] );
	} );
} );

async function axeWithRealTimers( element: Element ) {
	await switchToRealTimers();
	return axe( element );
}
