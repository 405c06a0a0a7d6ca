/**
 * The shipping options step on a host that prints no `countryData`: whether
 * the address is complete follows the built-in locales once they arrive
 * (this file starts with them not loaded, as such a page does).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartStore } from '@cesta/data';
import { createTestRegistry, fillCart, MADRID_SHIPPING } from '@cesta/test-utils';
import { areAddressLocalesLoaded, loadAddressLocales } from '@cesta/validation';

import {
	eventually,
	renderShippingSteps,
	setupShippingShop,
} from '../../shipping-method/test/render-shipping-steps';

setupShippingShop();

const optionsStep = () => screen.getByRole( 'group', { name: 'Shipping options' } );

// London has no county in the address: WooCommerce's default fields require
// a state, the built-in locale of GB does not.
const LONDON = {
	...MADRID_SHIPPING,
	address_1: '10 Downing Street',
	city: 'London',
	state: '',
	postcode: 'SW1A 2AA',
	country: 'GB',
};

describe( 'given a host page without countryData', () => {
	it( 'given the built-in locales arriving after the step rendered › the address without county counts as complete: says no option serves it', async () => {
		expect( window.wcSettings ).not.toHaveProperty( 'countryData' );
		expect( areAddressLocalesLoaded() ).toBe( false );
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: LONDON }, false );
		await renderShippingSteps( { registry } );
		// Only the shops serve London, so pickup is the cart's choice; the shopper wants delivery.
		await userEvent.click( screen.getByRole( 'radio', { name: /Ship/ } ) );
		await loadAddressLocales();
		await eventually( () =>
			expect( optionsStep() ).toHaveTextContent(
				'No shipping options are available for this address. Please verify the address is correct or try a different address.'
			)
		);
		expect( optionsStep() ).not.toHaveTextContent(
			'Enter a shipping address to view shipping options.'
		);
		expect( within( optionsStep() ).queryByRole( 'radio' ) ).toBeNull();
	} );
} );
