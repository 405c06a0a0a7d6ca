/**
 * "The first rate is preselected if none is selected" (spec 2 §4), on the
 * client: given a cart whose package has rates but none marked `selected`,
 * the cart's rate choice shows the first rate checked and the "Shipping"
 * totals row names it.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { clearCachedCart, fetchCart } from '@cesta/api';
import { PRODUCTS } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

/** The shop's own cart, its rates in reverse order and none marked selected. */
async function cartWithNoRateSelected(): Promise< CartResponse > {
	const { response } = await fetchCart();
	return {
		...response,
		shipping_rates: response.shipping_rates.map( ( pack ) => ( {
			...pack,
			shipping_rates: [ ...pack.shipping_rates ]
				.reverse()
				.map( ( rate ) => ( { ...rate, selected: false } ) ),
		} ) ),
	};
}

/** Serves `cart` for GET /cart and renders the cart block from it. */
async function renderCartServing( cart: CartResponse ) {
	shop.server.use( http.get( '*/wc/store/v1/cart', () => HttpResponse.json( cart ) ) );
	// Without the local cart cache the block loads the cart with GET /cart.
	clearCachedCart();
	renderCart();
	await findCartTable();
}

const shippingRow = () =>
	screen
		.getByText( 'Shipping', { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;

describe( 'choosing a rate when the cart marks none', () => {
	it( 'given a package with several rates and none selected › the first rate is checked', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const cart = await cartWithNoRateSelected();
		expect( cart.shipping_rates[ 0 ]!.shipping_rates.length ).toBeGreaterThan( 1 );
		await renderCartServing( cart );
		const group = screen.getByRole( 'group', { name: 'Shipping options' } );
		const [ first, ...others ] = within( group ).getAllByRole( 'radio' );
		expect( first ).toHaveAccessibleName(
			expect.stringContaining( cart.shipping_rates[ 0 ]!.shipping_rates[ 0 ]!.name )
		);
		expect( first ).toBeChecked();
		others.forEach( ( radio ) => expect( radio ).not.toBeChecked() );
	} );

	it( 'given a package with several rates and none selected › the Shipping row names the first rate', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const cart = await cartWithNoRateSelected();
		const [ first, ...others ] = cart.shipping_rates[ 0 ]!.shipping_rates;
		await renderCartServing( cart );
		expect( shippingRow() ).toHaveTextContent( first!.name );
		others.forEach( ( rate ) => expect( shippingRow() ).not.toHaveTextContent( rate.name ) );
	} );
} );
