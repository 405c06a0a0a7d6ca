/**
 * Address autocomplete on address line 1 (spec 2 §3–§4): the sample provider
 * of `@cesta/mocks/address-provider` registered through the registry's API,
 * as a provider plugin registers with WooCommerce's global; active for Spain
 * only; choosing a suggestion fills the address; the provider's branding
 * under the suggestions.
 */
import { screen, within } from '@testing-library/react';

import { cartStore, checkoutStore } from '@cesta/data';
import {
	SAMPLE_ADDRESS_PROVIDER_ID,
	SAMPLE_ADDRESS_PROVIDER_SETTING,
	sampleAddressProvider,
} from '@cesta/mocks/address-provider';
import { registerAddressAutocompleteProvider } from '@cesta/registry';
import { axe } from '@cesta/test-utils';

import {
	advance,
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { ShippingAddressBlock } from '..';
import { AUTOCOMPLETE_FOCUS_DELAY_MS } from '../../../address';
import { addressAutocompleteActionsLoader } from '../../../address/load-autocomplete-actions';

setupCheckoutShop();

const WITH_PROVIDER = { addressAutocompleteProviders: [ SAMPLE_ADDRESS_PROVIDER_SETTING ] };

beforeAll( () => {
	// The server must list a provider for it to register, as in WooCommerce.
	window.wcSettings = { ...WITH_PROVIDER };
	expect( registerAddressAutocompleteProvider( sampleAddressProvider ) ).toBe( true );
	delete window.wcSettings;
} );

beforeEach( () => printCheckoutPage( WITH_PROVIDER ) );

const renderShipping = async ( country: string ) => {
	await cartWithFan();
	const user = installFakeTimers();
	const rendered = renderSteps( { ui: <ShippingAddressBlock /> } );
	const step = await findStep( rendered.registry, 'Shipping address' );
	await user.selectOptions(
		within( step ).getByRole( 'combobox', { name: 'Country/Region' } ),
		country
	);
	return { user, step, ...rendered };
};

describe( 'given the sample address provider and a Spanish shipping address', () => {
	it( 'makes it the active provider for the shipping address and turns Address into a combobox once the shopper reaches it', async () => {
		const { user, step, registry } = await renderShipping( 'ES' );
		// A plain field first: the combobox's code loads when the shopper gets there.
		await user.click( within( step ).getByRole( 'textbox', { name: 'Address' } ) );

		await advanceUntil(
			() => within( step ).queryByRole( 'combobox', { name: 'Address' } ) !== null
		);

		expect( registry.select( checkoutStore ).getActiveAutocompleteProvider( 'shipping' ) ).toBe(
			SAMPLE_ADDRESS_PROVIDER_ID
		);
		// The search and filling code waits for the first search.
		expect( addressAutocompleteActionsLoader.loaded() ).toBeUndefined();
	} );

	it( 'when typing "Alcal" and choosing Calle de Alcalá 50 › fills the whole Madrid address and the focus moves on to the first field left to fill', async () => {
		const { user, step, registry } = await renderShipping( 'ES' );
		// A plain field until the combobox's code has loaded (it already has, in this file).
		await user.click( within( step ).getByLabelText( 'Address' ) );
		const address = await within( step ).findByRole( 'combobox', { name: 'Address' } );

		await user.type( address, 'Alcal' );
		const suggestions = await within( step ).findByRole( 'listbox' );
		expect( addressAutocompleteActionsLoader.loaded() ).toBeDefined();
		expect( within( step ).getByText( 'Direcciones de ejemplo de Cesta' ) ).toBeInTheDocument();
		const alcala = within( suggestions )
			.getAllByRole( 'option' )
			.find( ( option ) => option.textContent === 'Calle de Alcalá 50, 28014 Madrid' );
		await user.click( alcala! );
		await advanceUntil(
			() => registry.select( cartStore ).getCartData().shippingAddress.postcode === '28014'
		);

		expect( registry.select( cartStore ).getCartData().shippingAddress ).toMatchObject( {
			address_1: 'Calle de Alcalá 50',
			city: 'Madrid',
			state: 'M',
			postcode: '28014',
			country: 'ES',
		} );
		expect( within( step ).getByRole( 'combobox', { name: 'Province' } ) ).toHaveValue( 'M' );
		expect( within( step ).getByRole( 'textbox', { name: 'City' } ) ).toHaveValue( 'Madrid' );
		await advance( AUTOCOMPLETE_FOCUS_DELAY_MS );
		expect( within( step ).getByRole( 'textbox', { name: 'First name' } ) ).toHaveFocus();
		await switchToRealTimers();
		expect( await axe( step ) ).toHaveNoViolations();
	} );

	it( 'when the country changes to one the provider does not serve (Japan) › Address is a plain field again', async () => {
		const { user, step, registry } = await renderShipping( 'ES' );
		await user.click( within( step ).getByLabelText( 'Address' ) );
		await within( step ).findByRole( 'combobox', { name: 'Address' } );

		await user.selectOptions(
			within( step ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'JP'
		);

		expect( registry.select( checkoutStore ).getActiveAutocompleteProvider( 'shipping' ) ).toBe(
			''
		);
		expect( within( step ).getByRole( 'textbox', { name: 'Address' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'combobox', { name: 'Address' } ) ).toBeNull();
	} );
} );
