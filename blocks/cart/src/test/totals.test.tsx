/**
 * The order summary's totals (spec 2 §5 display rules), their checkout
 * filters, and the polite announcement of the new total.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { updateCartExtensions } from '@cesta/api';
import { registerCheckoutFilters } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

afterEach( () => registerCheckoutFilters( 'cart-test-totals', {} ) );

const row = ( label: string ) =>
	screen
		.getByText( label, { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;
const footer = () =>
	document.querySelector( '.wc-block-components-totals-footer-item' ) as HTMLElement;

async function fanCart( settings: Record< string, unknown > = {} ) {
	window.wcSettings = { ...window.wcSettings, ...settings };
	await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
	renderCart();
	await findCartTable();
}

describe( 'the totals', () => {
	it( 'given prices without tax › the subtotal is the items total and taxes have their own row', async () => {
		await fanCart();
		expect( row( 'Subtotal' ) ).toHaveTextContent( '€79.98' );
		expect( row( 'Taxes' ) ).toHaveTextContent( '€17.84' );
	} );

	it( 'given prices with tax › the subtotal includes it, there is no taxes row, and the total says how much tax it holds', async () => {
		await fanCart( { displayCartPricesIncludingTax: true } );
		expect( row( 'Subtotal' ) ).toHaveTextContent( '€96.78' );
		expect(
			screen.queryByText( 'Taxes', { selector: '.wc-block-components-totals-item__label' } )
		).toBeNull();
		expect( footer() ).toHaveTextContent( 'Including €17.84 in taxes' );
	} );

	it( 'given itemized taxes › one row per tax, with its rate after the name', async () => {
		await fanCart( { displayItemizedTaxes: true } );
		expect( row( 'IVA 21%' ) ).toHaveTextContent( '€17.84' );
	} );

	it( 'given itemized taxes and showRateAfterTaxName off › the rate is left out', async () => {
		window.wcSettings = { ...window.wcSettings, displayItemizedTaxes: true };
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { renderCartBlockMarkup } = await import( '..' );
		renderCart( {
			markup: renderCartBlockMarkup().replace(
				'data-show-rate-after-tax-name="true" class="wp-block-woocommerce-cart-order-summary-taxes-block"',
				'data-show-rate-after-tax-name="false" class="wp-block-woocommerce-cart-order-summary-taxes-block"'
			),
		} );
		await findCartTable();
		expect( row( 'IVA' ) ).toHaveTextContent( '€17.84' );
	} );

	it( 'given a fee › it has its row, and no discount row shows without coupons', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		await updateCartExtensions( { namespace: 'cesta-gift-wrap', data: { enabled: true } } );
		renderCart();
		await findCartTable();
		expect( row( 'Envoltorio de regalo' ) ).toHaveTextContent( '€2.50' );
		expect( screen.queryByText( 'Discount' ) ).toBeNull();
	} );

	it( 'given no fee › there is no fee row', async () => {
		await fanCart();
		expect( document.querySelector( '.wc-block-components-totals-fees' ) ).toBeNull();
	} );

	it( 'given the cart › the footer shows the total price', async () => {
		await fanCart();
		expect( within( footer() ).getByText( 'Total' ) ).toBeInTheDocument();
		expect( footer() ).toHaveTextContent( '€102.77' );
	} );

	it( 'given totalLabel and totalValue filters › the footer uses them, and they get the cart', async () => {
		const totalLabel = jest.fn( () => 'Total a pagar' );
		registerCheckoutFilters( 'cart-test-totals', {
			totalLabel,
			totalValue: () => '<price/> IVA incl.',
		} );
		await fanCart();
		expect( footer() ).toHaveTextContent( 'Total a pagar' );
		expect( footer() ).toHaveTextContent( '€102.77 IVA incl.' );
		expect( totalLabel ).toHaveBeenCalledWith(
			'Total',
			expect.anything(),
			expect.objectContaining( { cart: expect.objectContaining( { cartItemsCount: 2 } ) } )
		);
	} );
} );

describe( 'announcing the total', () => {
	const liveRegion = () =>
		document.querySelector(
			'.wc-block-cart__container > .screen-reader-text[aria-live="polite"]'
		) as HTMLElement;

	it( 'given the first load › nothing is announced', async () => {
		await fanCart();
		expect( liveRegion() ).toHaveAttribute( 'role', 'status' );
		expect( liveRegion() ).toBeEmptyDOMElement();
	} );

	it( 'given a quantity change › the new total is announced politely', async () => {
		await fanCart();
		await userEvent.click(
			within( rowOf( 'Ventilador de pie' ) ).getByRole( 'button', {
				name: /Increase quantity/,
			} )
		);
		await eventually( () => expect( liveRegion() ).toHaveTextContent( /^Total: €\d+\.\d\d$/ ) );
		expect( liveRegion().textContent ).toBe(
			`Total: ${ footer().querySelector( '.wc-block-components-totals-item__value' )?.textContent }`
		);
	} );
} );
