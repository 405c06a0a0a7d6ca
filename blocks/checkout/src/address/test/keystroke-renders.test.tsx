/**
 * What a keystroke in the checkout's shipping address re-renders (issue 14,
 * render cost; DESIGN §8 ≤ 5 ms of script per keystroke): the field typed
 * in, with the address in the real cart store, not every field of the form —
 * nor the address autocomplete on address line 1 when typing elsewhere, nor
 * the «same address for billing» checkbox.
 */

// The counter registers with React DOM as it loads: it must come first.
import { renderCounter } from '@cesta/test-utils/render-counter';

import { within } from '@testing-library/react';

import {
	SAMPLE_ADDRESS_PROVIDER_SETTING,
	sampleAddressProvider,
} from '@cesta/mocks/address-provider';
import { registerAddressAutocompleteProvider } from '@cesta/registry';
import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils';

import { ShippingAddressBlock } from '../../inner-blocks/shipping-address';
import {
	advance,
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
} from './checkout-steps';

setupCheckoutShop();

const WITH_PROVIDER = { addressAutocompleteProviders: [ SAMPLE_ADDRESS_PROVIDER_SETTING ] };

beforeAll( () => {
	// The server must list a provider for it to register, as in WooCommerce.
	window.wcSettings = { ...WITH_PROVIDER };
	expect( registerAddressAutocompleteProvider( sampleAddressProvider ) ).toBe( true );
	delete window.wcSettings;
} );

beforeEach( () => printCheckoutPage( WITH_PROVIDER ) );

/** The shipping step of a Madrid address, with the combobox on address 1 already loaded. */
async function renderShipping() {
	await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
	const user = installFakeTimers();
	const { registry } = renderSteps( { ui: <ShippingAddressBlock /> } );
	const step = await findStep( registry, 'Shipping address' );
	// A plain field until the combobox's code has loaded (once per file).
	await user.click( within( step ).getByLabelText( 'Address' ) );
	await advanceUntil(
		() => within( step ).queryByRole( 'combobox', { name: 'Address' } ) !== null
	);
	await advance( 100 );
	return { user, step };
}

/** The distinct `id`s of the renders of the components so named. */
const idsRendered = ( name: string ) => [ ...new Set( renderCounter.idsOf( name ) ) ];

describe( 'given a Spanish shipping address with the address autocomplete', () => {
	it( 'when a key is typed in First name › renders that field only, not the others nor address 1', async () => {
		const { user, step } = await renderShipping();
		const firstName = within( step ).getByRole( 'textbox', { name: 'First name' } );
		await user.click( firstName );
		await advance( 100 );

		renderCounter.reset();
		await user.keyboard( 'a' );
		await advance( 100 );

		expect( firstName ).toHaveValue( `${ MADRID_SHIPPING.first_name }a` );
		expect( idsRendered( 'TextInput' ) ).toStrictEqual( [ 'shipping-first_name' ] );
		expect( renderCounter.count( 'Select' ) ).toBe( 0 );
		expect( renderCounter.count( 'AddressAutocompleteInputOnDemand' ) ).toBe( 0 );
		expect( renderCounter.count( 'AddressAutocompleteInput' ) ).toBe( 0 );
		// The «same address for billing» checkbox reads the address only when ticked.
		expect( renderCounter.count( 'UseSameAddressCheckbox' ) ).toBe( 0 );
		expect( renderCounter.count( 'CheckboxControl' ) ).toBe( 0 );
	} );

	it( 'when a key is typed in address 1 › renders address 1 only', async () => {
		const { user, step } = await renderShipping();
		const address = within( step ).getByRole( 'combobox', { name: 'Address' } );
		await user.click( address );
		await advance( 100 );

		renderCounter.reset();
		await user.keyboard( ' ' );
		await advance( 100 );

		expect( address ).toHaveValue( `${ MADRID_SHIPPING.address_1 } ` );
		expect( idsRendered( 'TextInput' ) ).toStrictEqual( [ 'shipping-address_1' ] );
		expect( renderCounter.count( 'Select' ) ).toBe( 0 );
	} );
} );
