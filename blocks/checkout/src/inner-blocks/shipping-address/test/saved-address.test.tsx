/**
 * A logged-in customer's saved address (spec 2 §2 "Addresses of a logged-in
 * customer show condensed with an Edit button"): the card in the country's
 * format, the Edit button opening the form (the checkout store's editing
 * flag), and guests always getting the form.
 */
import { screen, within } from '@testing-library/react';

import { checkoutStore } from '@cesta/data';
import { axe, logInCustomer, MADRID_SHIPPING } from '@cesta/test-utils';

import {
	cartWithFan,
	findStep,
	installFakeTimers,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { ShippingAddressBlock } from '..';

const shop = setupCheckoutShop();

describe( 'given Carmen Ruiz, a logged-in customer with a saved Madrid address', () => {
	it( 'shows her address condensed with an Edit button; Edit opens the form with her address', async () => {
		await logInCustomer( shop, 2 );
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <ShippingAddressBlock /> } );
		const step = await findStep( registry, 'Shipping address' );

		expect( within( step ).getByText( /Carmen Ruiz/ ) ).toBeInTheDocument();
		expect( within( step ).getByText( /Calle de Serrano 15/ ) ).toBeInTheDocument();
		expect( within( step ).getByText( /28001 Madrid/ ) ).toBeInTheDocument();
		expect( within( step ).queryByRole( 'textbox', { name: 'Address' } ) ).toBeNull();
		expect(
			within( step ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		).toBeChecked();
		await switchToRealTimers();
		expect( await axe( step ) ).toHaveNoViolations();
		installFakeTimers();

		await user.click( within( step ).getByRole( 'button', { name: 'Edit shipping address' } ) );

		expect( registry.select( checkoutStore ).getEditingShippingAddress() ).toBe( true );
		const address = within( step ).getByRole( 'textbox', { name: 'Address' } );
		expect( address ).toHaveValue( 'Calle de Serrano 15' );
		expect( within( step ).getByRole( 'combobox', { name: 'Province' } ) ).toHaveValue( 'M' );
	} );

	it( 'when editing, a field emptied and filled again › the form stays open', async () => {
		await logInCustomer( shop, 2 );
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <ShippingAddressBlock /> } );
		const step = await findStep( registry, 'Shipping address' );
		await user.click( within( step ).getByRole( 'button', { name: 'Edit shipping address' } ) );
		const city = within( step ).getByRole( 'textbox', { name: 'City' } );

		await user.clear( city );
		await user.type( city, 'Madrid' );

		expect( within( step ).getByRole( 'textbox', { name: 'City' } ) ).toHaveValue( 'Madrid' );
		expect( screen.queryByRole( 'button', { name: 'Edit shipping address' } ) ).toBeNull();
	} );
} );

describe( 'given a guest with the same complete address', () => {
	it( 'shows the form, not the card', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		installFakeTimers();
		const { registry } = renderSteps( { ui: <ShippingAddressBlock /> } );
		const step = await findStep( registry, 'Shipping address' );

		expect( within( step ).getByRole( 'textbox', { name: 'Address' } ) ).toHaveValue(
			MADRID_SHIPPING.address_1
		);
		expect( within( step ).queryByRole( 'button', { name: /Edit/ } ) ).toBeNull();
	} );
} );
