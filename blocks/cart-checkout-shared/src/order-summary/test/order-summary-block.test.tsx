/**
 * The order summary made for the Checkout: its total goes through the
 * `totalLabel` and `totalValue` filters, extensions' order meta fills get the
 * checkout's context, its heading and taxes rows read their own block's
 * attributes.
 */
import { screen, waitFor } from '@testing-library/react';
import { createElement } from '@wordpress/element';

import { ExperimentalOrderMeta, registerPlugin, unregisterPlugin } from '@cesta/blocks-checkout';
import { registerCheckoutFilters } from '@cesta/registry';
import { createTestRegistry, fillCart, setupMockShop } from '@cesta/test-utils';

import { CHECKOUT_BLOCK_CONFIG } from '../../constants';
import { renderInBlock } from '../../test/render-in-block';
import { createOrderSummaryHeadingBlock } from '../heading-block';
import { createOrderSummaryBlock } from '../order-summary-block';
import { createTaxesBlock } from '../taxes-block';

setupMockShop();
jest.setTimeout( 15000 );

const OrderSummaryBlock = createOrderSummaryBlock( CHECKOUT_BLOCK_CONFIG );
const HeadingBlock = createOrderSummaryHeadingBlock( {
	config: CHECKOUT_BLOCK_CONFIG,
	blockName: 'woocommerce/checkout-order-summary-heading-block',
	defaultContent: () => 'Resumen del pedido',
} );
const TaxesBlock = createTaxesBlock( {
	blockName: 'woocommerce/checkout-order-summary-taxes-block',
} );

async function renderSummary( children?: JSX.Element ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	const utils = renderInBlock( <OrderSummaryBlock>{ children }</OrderSummaryBlock>, {
		registry,
	} );
	await waitFor(
		() =>
			expect(
				document.querySelector( '.wc-block-components-totals-footer-item' )
			).not.toBeNull(),
		{ timeout: 3000 }
	);
	return utils;
}

afterEach( () => {
	registerCheckoutFilters( 'checkout-summary-test', {} );
	unregisterPlugin( 'checkout-summary-test' );
	delete window.wcSettings;
} );

describe( "the checkout's order summary", () => {
	it( 'given no filter › shows "Total" in the checkout\'s summary element', async () => {
		const { container } = await renderSummary();
		const total = document.querySelector( '.wc-block-components-totals-footer-item' );
		expect( total ).toHaveTextContent( 'Total' );
		expect( container.querySelector( '.wc-block-checkout__order-summary' ) ).toContainElement(
			total as HTMLElement
		);
	} );

	it( 'given totalLabel and totalValue filters › the total shows their label and format', async () => {
		registerCheckoutFilters( 'checkout-summary-test', {
			totalLabel: () => 'Total a pagar',
			totalValue: ( value: string ) => `${ value } IVA incluido`,
		} );
		await renderSummary();
		const total = document.querySelector(
			'.wc-block-components-totals-footer-item'
		) as HTMLElement;
		expect( total ).toHaveTextContent( 'Total a pagar' );
		expect( total ).toHaveTextContent( /IVA incluido/ );
	} );

	it( "given an ExperimentalOrderMeta fill › it shows under the total with the checkout's context", async () => {
		const Note = jest.fn( () => createElement( 'p', null, 'Envuelto para regalo' ) );
		registerPlugin( 'checkout-summary-test', {
			render: () => createElement( ExperimentalOrderMeta, null, createElement( Note ) ),
			scope: 'woocommerce-checkout',
		} );
		await renderSummary();
		expect( await screen.findByText( 'Envuelto para regalo' ) ).toBeInTheDocument();
		expect( Note ).toHaveBeenLastCalledWith(
			expect.objectContaining( { context: 'woocommerce/checkout' } ),
			expect.anything()
		);
	} );
} );

describe( "the checkout's heading and taxes rows", () => {
	it( "given a heading without content › shows the checkout's default heading; with content, the content", async () => {
		await renderSummary(
			<>
				<HeadingBlock />
				<HeadingBlock content="Tu pedido" />
			</>
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Resumen del pedido' } )
		).toHaveClass( 'wc-block-checkout__totals-title' );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Tu pedido' } )
		).toBeInTheDocument();
	} );

	it( 'given an unfit showRateAfterTaxName › the warning names the checkout block and the taxes still show', async () => {
		window.wcSettings = { taxesEnabled: true };
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		await renderSummary( <TaxesBlock showRateAfterTaxName="sí" /> );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining(
				'"woocommerce/checkout-order-summary-taxes-block": the markup gives attribute "showRateAfterTaxName"'
			)
		);
		expect( document.querySelector( '.wc-block-components-totals-taxes' ) ).not.toBeNull();
	} );
} );
