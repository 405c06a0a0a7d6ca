/**
 * The company, apartment and phone fields as the Checkout block's attributes
 * set them (WooCommerce's `show…Field` / `require…Field`, which the editor's
 * "Address fields" panel writes): over the shop's settings in the address
 * forms; without them the shop's settings stand.
 */
import { screen, within } from '@testing-library/react';

import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';
import { getAddressFormFields } from '@cesta/validation';

import { addressFieldVisibilityOf, withFieldVisibility } from '../address/field-visibility';
import { fillCart, setupCheckoutShop } from './checkout-shop';
import { renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

const findShippingForm = async () =>
	within( await screen.findByRole( 'group', { name: 'Shipping address' }, { timeout: 4000 } ) );

describe( 'the address fields the Checkout block sets', () => {
	it( 'given the block attributes › only those the block carries change the fields', () => {
		expect( addressFieldVisibilityOf( {} ) ).toEqual( {} );
		expect(
			addressFieldVisibilityOf( {
				showCompanyField: true,
				requireCompanyField: true,
				showPhoneField: false,
				requireApartmentField: false,
			} )
		).toEqual( {
			company: { hidden: false, required: true },
			address_2: { required: false },
			phone: { hidden: true },
		} );
	} );

	it( 'given a hidden field › it is never required; the others keep the shop’s settings', () => {
		const shop = getAddressFormFields( 'ES', { type: 'shipping' } );
		const fields = withFieldVisibility( shop, {
			phone: { hidden: true },
			company: { required: true },
		} );
		const byKey = ( key: string ) => fields.find( ( field ) => field.key === key )!;
		expect( byKey( 'phone' ) ).toMatchObject( { hidden: true, required: false } );
		// The sample shop hides the company: requiring it alone does not show it.
		expect( byKey( 'company' ) ).toMatchObject( { hidden: true, required: false } );
		expect( byKey( 'address_1' ) ).toBe( shop.find( ( field ) => field.key === 'address_1' ) );
		expect( withFieldVisibility( shop, {} ) ).toBe( shop );
	} );

	it( 'given a Checkout block showing a required company and hiding the phone › the shipping form asks for the company and not the phone', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout( {
			attributes: {
				showCompanyField: true,
				requireCompanyField: true,
				showPhoneField: false,
			},
		} );
		const form = await findShippingForm();
		expect( form.getByRole( 'textbox', { name: 'Company' } ) ).toBeRequired();
		expect( form.queryByRole( 'textbox', { name: /Phone/ } ) ).toBeNull();
	} );

	it( 'given a Checkout block without those attributes › the shop’s settings stand (company hidden, phone required)', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		const form = await findShippingForm();
		expect( form.queryByRole( 'textbox', { name: /Company/ } ) ).toBeNull();
		expect( form.getByRole( 'textbox', { name: 'Phone' } ) ).toBeRequired();
	} );
} );
