/**
 * Shipping in the cart's order summary: the shipping row, the rate choice
 * and the shipping calculator, against the mock shop's zones (mainland Spain:
 * flat rate 4.95 € or free over 50 €, two pickup shops; the EU: 9.95 €).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

const shippingRow = () =>
	screen
		.getByText( 'Shipping', { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;
const totalValue = () =>
	document.querySelector(
		'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value'
	)?.textContent;
const selectedRateOnServer = async () =>
	( await fetchCart() ).response.shipping_rates[ 0 ]?.shipping_rates.find(
		( rate ) => rate.selected
	)?.rate_id;

async function madridCart() {
	await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
	renderCart();
	await findCartTable();
}

describe( 'the shipping row', () => {
	it( 'given a delivery address › shows the chosen rate, its cost and the destination', async () => {
		await madridCart();
		const row = shippingRow();
		expect( row ).toHaveTextContent( '€4.95' );
		expect( row ).toHaveTextContent( 'Tarifa plana' );
		expect( row ).toHaveTextContent( 'Shipping to 28014 Madrid, España' );
	} );

	it( 'given a cart that needs no shipping › there is no shipping row', async () => {
		await fillCart( [ [ 72, 1 ] ] );
		renderCart();
		await findCartTable();
		expect(
			screen.queryByText( 'Shipping', {
				selector: '.wc-block-components-totals-item__label',
			} )
		).toBeNull();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
	} );

	it( 'given no address yet › the cost is "Calculated at checkout" and the calculator is offered', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		expect( shippingRow() ).toHaveTextContent( /Calculated at checkout|€/ );
		expect(
			within( shippingRow() ).getByRole( 'button', { name: /Calculate|Change address/ } )
		).toBeInTheDocument();
	} );
} );

describe( 'choosing a rate', () => {
	it( 'given several rates › they are offered as a group of radio buttons with the selected one checked', async () => {
		await madridCart();
		const group = screen.getByRole( 'group', { name: 'Shipping options' } );
		const options = within( group ).getAllByRole( 'radio' );
		expect( options ).toHaveLength( 4 );
		expect( within( group ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		expect( group ).toHaveTextContent( 'Envío gratuito' );
		expect( group ).toHaveTextContent( 'Free' );
		expect( group ).toHaveTextContent( 'Recogida en tienda (Tienda Madrid Centro)' );
	} );

	it( 'given another rate chosen › the server selects it and the row and total follow', async () => {
		await madridCart();
		const before = totalValue();
		await userEvent.click( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) );
		await eventually( () => expect( shippingRow() ).toHaveTextContent( 'Free' ) );
		expect( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) ).toBeChecked();
		expect( totalValue() ).not.toBe( before );
		expect( await selectedRateOnServer() ).toBe( 'free_shipping:2' );
	} );

	it( 'given a pickup shop chosen › the row names it and no delivery destination is shown', async () => {
		await madridCart();
		await userEvent.click( screen.getByRole( 'radio', { name: /Tienda Madrid Centro/ } ) );
		await eventually( () =>
			expect( shippingRow() ).toHaveTextContent( 'Recogida en tienda (Tienda Madrid Centro)' )
		);
		expect( shippingRow() ).not.toHaveTextContent( 'Shipping to' );
		expect( await selectedRateOnServer() ).toBe( 'pickup_location:0' );
	} );
} );

describe( 'the shipping calculator', () => {
	const openCalculator = async () => {
		await userEvent.click(
			within( shippingRow() ).getByRole( 'button', { name: 'Change address' } )
		);
		return screen.getByRole( 'form', { name: 'Shipping address' } );
	};

	it( 'given a new country › the rates change to that zone', async () => {
		await madridCart();
		const form = await openCalculator();
		await userEvent.selectOptions(
			within( form ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'PT'
		);
		const city = within( form ).getByRole( 'textbox', { name: 'City' } );
		await userEvent.clear( city );
		await userEvent.type( city, 'Lisboa' );
		await userEvent.type(
			within( form ).getByRole( 'textbox', { name: 'Postal code' } ),
			'1000-001'
		);
		await userEvent.click( within( form ).getByRole( 'button', { name: 'Update' } ) );
		await eventually( () =>
			expect( shippingRow() ).toHaveTextContent( 'Envío a la Unión Europea' )
		);
		expect( shippingRow() ).toHaveTextContent( '€9.95' );
		expect( shippingRow() ).toHaveTextContent( 'Portugal' );
		expect( screen.queryByRole( 'form', { name: 'Shipping address' } ) ).toBeNull();
		const { response } = await fetchCart();
		expect( response.shipping_address ).toMatchObject( {
			country: 'PT',
			city: 'Lisboa',
			postcode: '1000-001',
		} );
	} );

	it( 'given another Spanish province › its own zone rate applies', async () => {
		await madridCart();
		const form = await openCalculator();
		await userEvent.selectOptions(
			within( form ).getByRole( 'combobox', { name: /State/ } ),
			'GC'
		);
		const postcode = within( form ).getByRole( 'textbox', { name: 'Postal code' } );
		await userEvent.clear( postcode );
		await userEvent.type( postcode, '35001' );
		await userEvent.click( within( form ).getByRole( 'button', { name: 'Update' } ) );
		await eventually( () =>
			expect( shippingRow() ).toHaveTextContent( 'Tarifa plana Canarias' )
		);
		expect( shippingRow() ).toHaveTextContent( '€14.95' );
	} );

	it( 'given an invalid postcode › the form says so and nothing is sent', async () => {
		await madridCart();
		const form = await openCalculator();
		const postcode = within( form ).getByRole( 'textbox', { name: 'Postal code' } );
		await userEvent.clear( postcode );
		await userEvent.type( postcode, 'ABC' );
		await userEvent.click( within( form ).getByRole( 'button', { name: 'Update' } ) );
		expect(
			await within( form ).findByText( 'Please enter a valid postcode' )
		).toBeInTheDocument();
		expect( ( await fetchCart() ).response.shipping_address.postcode ).toBe( '28014' );
	} );

	it( 'given the server refuses the address › its message shows in the form and the cart keeps its address', async () => {
		await madridCart();
		const form = await openCalculator();
		shop.faults( { status: 500, only: '/cart/update-customer' } );
		await userEvent.selectOptions(
			within( form ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'FR'
		);
		await userEvent.type(
			within( form ).getByRole( 'textbox', { name: 'Postal code' } ),
			'75001'
		);
		await userEvent.click( within( form ).getByRole( 'button', { name: 'Update' } ) );
		expect(
			await within( form ).findByText(
				'Respuesta HTTP 500 simulada por el servidor de pruebas.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( shippingRow() ).toHaveTextContent( 'Madrid' );
		expect( ( await fetchCart() ).response.shipping_address.country ).toBe( 'ES' );
	} );

	it( 'given the block attribute turns the calculator off › it is not offered', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { renderCartBlockMarkup } = await import( '..' );
		const markup = renderCartBlockMarkup().replace(
			'data-block-name="woocommerce/cart-order-summary-shipping-block" data-lock="{&quot;remove&quot;:true,&quot;move&quot;:true}" data-is-shipping-calculator-enabled="true"',
			'data-block-name="woocommerce/cart-order-summary-shipping-block" data-is-shipping-calculator-enabled="false"'
		);
		expect( markup ).toContain( 'data-is-shipping-calculator-enabled="false"' );
		renderCart( { markup } );
		await findCartTable();
		expect(
			within( shippingRow() ).queryByRole( 'button', { name: 'Change address' } )
		).toBeNull();
	} );
} );
