/**
 * The checkout's order summary against the mock shop: the lines with their
 * quantity badges and the `summary` filters, the totals rows, coupons
 * applied from the checkout, and the summary folding on narrow containers.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { registerCheckoutFilters } from '@cesta/registry';
import { installResizeObserver, noticesIn, PRODUCTS, resizeTo } from '@cesta/test-utils';

import { fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();
afterEach( () => registerCheckoutFilters( 'checkout-test-summary', {} ) );

const summary = () =>
	screen
		.getByRole( 'heading', { name: /^Order summary/ } )
		.closest< HTMLElement >( '.wc-block-components-checkout-order-summary' )!;
const lines = () => within( summary() ).getByRole( 'list', { name: 'Items in your order' } );

describe( 'the order summary', () => {
	it( 'given two products › lists each line with its quantity badge, name, unit price and line total read once', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 2 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCheckout();
		await findPlaceOrderButton();
		const items = within( lines() ).getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 2 );
		const fan = items.find( ( item ) => item.textContent?.includes( 'Ventilador de pie' ) )!;
		expect(
			fan.querySelector( '.wc-block-components-order-summary-item__quantity' )
		).toHaveTextContent( '2' );
		expect( within( fan ).getByText( '2 items' ) ).toBeInTheDocument();
		expect(
			within( fan ).getByText( 'Total price for 2 Ventilador de pie items: €79.98' )
		).toBeInTheDocument();
		expect( fan ).toHaveTextContent( '€39.99' );
		const rice = items.find( ( item ) => ! item.textContent?.includes( 'Ventilador de pie' ) )!;
		expect( within( rice ).getByText( '1 item' ) ).toBeInTheDocument();
	} );

	it( 'given a shipping address › shows subtotal, shipping, taxes and the total, as the cart totals say', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		renderCheckout();
		await findPlaceOrderButton();
		const { response: cart } = await fetchCart();
		const box = summary();
		expect( within( box ).getByText( 'Subtotal' ) ).toBeInTheDocument();
		expect( within( box ).getByText( 'Shipping' ) ).toBeInTheDocument();
		expect( within( box ).getByText( 'Total' ) ).toBeInTheDocument();
		const euros = ( minor: string ) => `€${ ( Number( minor ) / 100 ).toFixed( 2 ) }`;
		expect( box ).toHaveTextContent( euros( cart.totals.total_items ) );
		expect( box.querySelector( '.wc-block-components-totals-footer-item' ) ).toHaveTextContent(
			euros( cart.totals.total_price )
		);
		if ( Number( cart.totals.total_tax ) > 0 ) {
			expect( box ).toHaveTextContent( euros( cart.totals.total_tax ) );
		}
	} );

	it( 'given the summary filters › a line’s name goes through itemName with the summary context', async () => {
		const contexts: string[] = [];
		registerCheckoutFilters( 'checkout-test-summary', {
			itemName: ( name: string, _extensions, arg ) => {
				contexts.push( String( arg?.context ) );
				return `${ name } (regalo)`;
			},
		} );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		await findPlaceOrderButton();
		expect( within( lines() ).getByText( 'Ventilador de pie (regalo)' ) ).toBeInTheDocument();
		expect( new Set( contexts ) ).toEqual( new Set( [ 'summary' ] ) );
	} );

	it( 'given a valid coupon typed in the checkout › it is applied: notice in the checkout, discount row with its chip', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { registry } = renderCheckout();
		await findPlaceOrderButton();
		await userEvent.click( within( summary() ).getByRole( 'button', { name: 'Add coupons' } ) );
		await userEvent.type(
			within( summary() ).getByRole( 'textbox', { name: 'Enter code' } ),
			'DESCUENTO10'
		);
		await userEvent.click( within( summary() ).getByRole( 'button', { name: 'Apply' } ) );
		await eventually( () =>
			expect(
				within( summary() ).getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
			).toBeInTheDocument()
		);
		expect( within( summary() ).getByText( 'Discount' ) ).toBeInTheDocument();
		expect(
			noticesIn( registry, 'wc/checkout' ).map( ( notice ) => notice.content )
		).toContain( 'Coupon code "DESCUENTO10" has been applied to your cart.' );
		expect( ( await fetchCart() ).response.coupons.map( ( coupon ) => coupon.code ) ).toEqual( [
			'DESCUENTO10',
		] );
	} );

	it( 'given an expired coupon › the shop’s reason shows under the field', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		await findPlaceOrderButton();
		await userEvent.click( within( summary() ).getByRole( 'button', { name: 'Add coupons' } ) );
		const input = within( summary() ).getByRole( 'textbox', { name: 'Enter code' } );
		await userEvent.type( input, 'CADUCADO' );
		await userEvent.click( within( summary() ).getByRole( 'button', { name: 'Apply' } ) );
		expect(
			await screen.findByText( 'Este cupón ha caducado.', {}, { timeout: 3000 } )
		).toBeInTheDocument();
		expect( input ).toHaveValue( 'CADUCADO' );
	} );

	it( 'given a narrow container › the summary folds under a heading button that shows the total and opens it', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCheckout();
		await findPlaceOrderButton();
		const layout = container.querySelector( '.wc-block-components-sidebar-layout' )!;
		act( () => resizeTo( layout, 480 ) );
		const toggle = within( summary() ).getByRole( 'button', { name: /Order summary/ } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveTextContent( '€' );
		const content = document.getElementById( toggle.getAttribute( 'aria-controls' )! )!;
		expect( content ).not.toBeVisible();
		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( content ).toBeVisible();
		act( () => resizeTo( layout, 900 ) );
		expect( within( summary() ).queryByRole( 'button', { name: /Order summary/ } ) ).toBeNull();
		expect( lines() ).toBeVisible();
	} );
} );
