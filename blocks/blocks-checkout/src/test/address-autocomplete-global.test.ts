/** Tests of window.wc.addressAutocomplete: a provider script written for WooCommerce registers and reaches the checkout store. */

import { select } from '@wordpress/data';
import { checkoutStore } from '@cesta/data';
import { addressAutocompleteApi } from '@cesta/registry';
import type { AddressAutocompleteApi } from '@cesta/registry';

import { installAddressAutocompleteGlobal } from '../address-autocomplete';

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'given the address-autocomplete entry loaded on a page whose server offers a provider', () => {
	beforeEach( () => {
		window.wcSettings = {
			addressAutocompleteProviders: [
				{ id: 'callejero', name: 'Callejero', branding_html: '<span>Callejero</span>' },
			],
		};
	} );

	it( 'exposes the address autocomplete API at WooCommerce’s name', () => {
		expect( window.wc!.addressAutocomplete ).toBe( addressAutocompleteApi );
	} );

	it( 'when a plain provider script registers through the global › the page’s checkout store lists it', () => {
		// What a provider plugin for WooCommerce does, unchanged.
		const registered = window.wc!.addressAutocomplete!.registerAddressAutocompleteProvider( {
			id: 'callejero',
			canSearch: ( country: string ) => country === 'ES',
			search: async () => [],
			select: async () => null,
		} );

		expect( registered ).toBe( true );
		expect( select( checkoutStore ).getRegisteredAutocompleteProviders() ).toEqual( [
			'callejero',
		] );

		// Installing the global again records nothing twice.
		installAddressAutocompleteGlobal();
		expect( select( checkoutStore ).getRegisteredAutocompleteProviders() ).toEqual( [
			'callejero',
		] );
	} );
} );

describe( 'given a host that already defines window.wc.addressAutocomplete', () => {
	it( 'leaves the host’s global alone', () => {
		const hosts = {
			registerAddressAutocompleteProvider: () => true,
		} as unknown as AddressAutocompleteApi;
		const target = { wc: { addressAutocomplete: hosts } };

		installAddressAutocompleteGlobal( target );

		expect( target.wc.addressAutocomplete ).toBe( hosts );
	} );
} );

describe( 'given only the page-wide globals entry (a cart page)', () => {
	it( 'does not define window.wc.addressAutocomplete', async () => {
		await jest.isolateModulesAsync( async () => {
			delete window.wc;
			await import( '../globals' );
			expect( window.wc!.wcBlocksRegistry ).toBeDefined();
			expect( window.wc!.addressAutocomplete ).toBeUndefined();
		} );
	} );
} );
