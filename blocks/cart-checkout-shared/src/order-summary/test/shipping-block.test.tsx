/**
 * The shipping row made for each block: the Checkout's shows the chosen rate
 * and the destination only (its address form and shipping step do the
 * rest); the Cart's adds the calculator and the rate choice. Against the
 * mock shop's mainland Spain zone (flat rate 4.95 €, free shipping, two
 * pickup shops).
 */
import { screen, within } from '@testing-library/react';

import { createTestRegistry, fillCart, setupMockShop } from '@cesta/test-utils';

import { CART_BLOCK_CONFIG, CHECKOUT_BLOCK_CONFIG } from '../../constants';
import type { TopLevelBlockConfig } from '../../constants';
import { renderInBlock } from '../../test/render-in-block';
import { createShippingBlock } from '../shipping-block';
import { ShippingRateSelector } from '../shipping-rate-selector';

setupMockShop();
jest.setTimeout( 15000 );

async function renderShippingRow( config: TopLevelBlockConfig, blockName: string ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	// The Cart's registration passes its rate choice in; the Checkout's does not.
	const rateChoice = config.kind === 'cart' ? ShippingRateSelector : undefined;
	const ShippingBlock = createShippingBlock( { config, blockName, rateChoice } );
	renderInBlock( <ShippingBlock />, { config, registry } );
	const label = await screen.findByText(
		'Shipping',
		{ selector: '.wc-block-components-totals-item__label' },
		{ timeout: 3000 }
	);
	return label.closest( '.wc-block-components-totals-item' ) as HTMLElement;
}

describe( 'the shipping row', () => {
	it( "given the checkout's row and several rates › shows the chosen rate, its cost and the destination, without a calculator or a rate choice", async () => {
		const row = await renderShippingRow(
			CHECKOUT_BLOCK_CONFIG,
			'woocommerce/checkout-order-summary-shipping-block'
		);
		expect( row ).toHaveTextContent( '€4.95' );
		expect( row ).toHaveTextContent( 'Tarifa plana' );
		expect( row ).toHaveTextContent( 'Shipping to 28014 Madrid' );
		expect( within( row ).queryByRole( 'button' ) ).toBeNull();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
		expect( document.querySelector( '.wc-block-checkout__shipping-rates' ) ).toBeNull();
	} );

	it( "given the cart's row and the same cart › offers the calculator and the rates as radio buttons", async () => {
		const row = await renderShippingRow(
			CART_BLOCK_CONFIG,
			'woocommerce/cart-order-summary-shipping-block'
		);
		expect(
			within( row ).getByRole( 'button', { name: /Change address/ } )
		).toBeInTheDocument();
		const group = screen.getByRole( 'group', { name: 'Shipping options' } );
		expect( group.closest( '.wc-block-cart__shipping-rates' ) ).not.toBeNull();
		expect( within( group ).getAllByRole( 'radio' ) ).toHaveLength( 4 );
		expect( within( group ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toHaveAttribute(
			'name',
			expect.stringMatching( /^wc-block-cart-shipping-rate-/ )
		);
	} );
} );
