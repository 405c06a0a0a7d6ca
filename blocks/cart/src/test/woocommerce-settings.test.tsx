/**
 * The shipping calculator on a page whose settings are exactly what
 * WooCommerce 9.9.5 prints on its cart page: `countryData` and `countries`,
 * none of `shippingCountries`, `shippingStates` or `states`.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart, updateCustomer } from '@cesta/api';
import { PRODUCTS } from '@cesta/test-utils';

import wooCommerceCartPage from '../../../../reference/wc-page-data/cart-page.json';
import { eventually, findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

const shippingRow = () =>
	screen
		.getByText( 'Shipping', { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;

/** A cart shipping to the province of Madrid, no city or postcode yet (as WooCommerce's base location gives). */
async function cartShippingToMadridProvince() {
	await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
	await updateCustomer( {
		shipping_address: { country: 'ES', state: 'M', city: '', postcode: '' },
	} );
	window.wcSettings = structuredClone( wooCommerceCartPage.wcSettings );
	renderCart();
	await findCartTable();
}

const openCalculator = async () => {
	await userEvent.click(
		within( shippingRow() ).getByRole( 'button', { name: 'Change address' } )
	);
	return screen.getByRole( 'form', { name: 'Shipping address' } );
};

describe( 'given the settings WooCommerce prints (countryData only)', () => {
	it( 'names the province and the country in the shipping destination', async () => {
		await cartShippingToMadridProvince();

		expect( shippingRow() ).toHaveTextContent( 'Shipping to Madrid, Spain' );
	} );

	it( 'offers the Spanish provinces as a list in the calculator', async () => {
		await cartShippingToMadridProvince();
		const form = await openCalculator();

		const province = within( form ).getByRole( 'combobox', { name: /State/ } );
		expect( province ).toHaveValue( 'M' );
		expect( within( province ).getByRole( 'option', { name: 'Las Palmas' } ) ).toHaveValue(
			'GC'
		);
		expect(
			within( province ).getAllByRole( 'option', { name: /\S/ } ).length
		).toBeGreaterThan( 50 );
	} );

	it( 'hides the state for a country WooCommerce hides it for, and asks for it as text where it has no list', async () => {
		await cartShippingToMadridProvince();
		const form = await openCalculator();
		const country = within( form ).getByRole( 'combobox', { name: 'Country/Region' } );

		await userEvent.selectOptions( country, 'PT' );
		expect( within( form ).queryByRole( 'combobox', { name: /State/ } ) ).toBeNull();
		expect( within( form ).queryByRole( 'textbox', { name: /State/ } ) ).toBeNull();

		await userEvent.selectOptions( country, 'GB' );
		expect( within( form ).getByRole( 'textbox', { name: /State/ } ) ).toBeInTheDocument();
	} );

	it( 'sends the province chosen from the list', async () => {
		await cartShippingToMadridProvince();
		const form = await openCalculator();

		await userEvent.selectOptions(
			within( form ).getByRole( 'combobox', { name: /State/ } ),
			'GC'
		);
		await userEvent.type(
			within( form ).getByRole( 'textbox', { name: 'Postal code' } ),
			'35001'
		);
		await userEvent.click( within( form ).getByRole( 'button', { name: 'Update' } ) );

		await eventually( () =>
			expect( shippingRow() ).toHaveTextContent( 'Shipping to 35001, Las Palmas, Spain' )
		);
		expect( ( await fetchCart() ).response.shipping_address ).toMatchObject( {
			country: 'ES',
			state: 'GC',
			postcode: '35001',
		} );
	} );
} );
