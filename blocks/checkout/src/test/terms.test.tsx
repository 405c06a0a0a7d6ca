/**
 * The terms block: WooCommerce's sentence linking the store's terms and
 * privacy pages, the merchant's own text, and the checkbox variant that
 * blocks the order until ticked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installResizeObserver, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
installResizeObserver();

const terms = () => document.querySelector< HTMLElement >( '.wc-block-checkout__terms' )!;

describe( 'the terms block', () => {
	it( 'given the default block › tells the shopper that ordering accepts the terms and privacy policy, linking both pages', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		await findPlaceOrderButton();
		expect( terms() ).toHaveTextContent(
			'By proceeding with your purchase you agree to our Terms and Conditions and Privacy Policy'
		);
		expect(
			within( terms() ).getByRole( 'link', { name: 'Terms and Conditions' } )
		).toHaveAttribute( 'href', '/terminos-y-condiciones/' );
		expect( within( terms() ).getByRole( 'link', { name: 'Privacy Policy' } ) ).toHaveAttribute(
			'href',
			'/politica-de-privacidad/'
		);
		expect( terms() ).toHaveClass( 'wc-block-checkout__terms--with-separator' );
		expect( within( terms() ).queryByRole( 'checkbox' ) ).toBeNull();
	} );

	it( 'given the merchant’s own text › shows it sanitised', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout( {
			innerBlocks: {
				'woocommerce/checkout-terms-block': {
					text: 'Acepto las <a href="/condiciones/">condiciones</a><img src=x onerror="alert(1)">',
					showSeparator: false,
				},
			},
		} );
		await findPlaceOrderButton();
		await eventually( () =>
			expect(
				within( terms() ).getByRole( 'link', { name: 'condiciones' } )
			).toHaveAttribute( 'href', '/condiciones/' )
		);
		expect( terms().querySelector( 'img' ) ).toBeNull();
		expect( terms() ).not.toHaveClass( 'wc-block-checkout__terms--with-separator' );
	} );

	it( 'given the checkbox variant › ordering without ticking it shows why under the box and sends nothing; once ticked the order is placed', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout( {
			innerBlocks: { 'woocommerce/checkout-terms-block': { checkbox: true } },
		} );
		const button = await findPlaceOrderButton();
		const box = within( terms() ).getByRole( 'checkbox', {
			name: 'You must accept our Terms and Conditions and Privacy Policy to continue with your purchase.',
		} );
		expect(
			screen.queryByText( 'Please read and accept the terms and conditions.' )
		).toBeNull();
		const calls = recordRequests( shop );
		await userEvent.click( button );
		const error = await screen.findByText( 'Please read and accept the terms and conditions.' );
		expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( box.getAttribute( 'aria-describedby' ) ).toContain( error.closest( '[id]' )!.id );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		await userEvent.click( box );
		expect(
			screen.queryByText( 'Please read and accept the terms and conditions.' )
		).toBeNull();
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
	} );
} );
