/** Tests of the OrderSummaryItem: quantity badge, unit and sale prices, line total read once, filters' results, metadata. */

import { render, screen } from '@testing-library/react';

import { loadSanitizer } from '@cesta/sanitize';
import { axe } from '@cesta/test-utils/dom';
import { fanItem, shirtItem } from '@cesta/test-utils/fixtures';
import type { CartItem } from '@cesta/types';

import { OrderSummaryItem } from '..';

beforeAll( () => loadSanitizer() );

/** The fan on sale (49.99 → 39.99), two of them. */
const twoFans = (): CartItem => {
	const fan = fanItem();
	return {
		...fan,
		quantity: 2,
		totals: { ...fan.totals, line_subtotal: '7998', line_subtotal_tax: '1680' },
	};
};

describe( 'OrderSummaryItem', () => {
	it( 'given two fans on sale › shows the quantity badge read as "2 items", the sale price and the line total', async () => {
		const { container } = render(
			<OrderSummaryItem cartItem={ twoFans() } displayPricesIncludingTax={ false } />
		);
		const badge = container.querySelector(
			'.wc-block-components-order-summary-item__quantity'
		)!;
		expect( badge ).toHaveTextContent( '22 items' );
		expect( screen.getByText( '2 items' ) ).toHaveClass( 'screen-reader-text' );
		expect( screen.getByText( '2' ) ).toHaveAttribute( 'aria-hidden', 'true' );

		const prices = container.querySelector(
			'.wc-block-components-order-summary-item__individual-prices'
		)!;
		expect( prices.querySelector( 'del' ) ).toHaveTextContent( 'Previous price: €49.99' );
		expect( prices.querySelector( 'ins' ) ).toHaveTextContent( 'Discounted price: €39.99' );

		expect(
			screen.getByText( 'Total price for 2 Ventilador de pie items: €79.98' )
		).toHaveClass( 'screen-reader-text' );
		const total = container.querySelector(
			'.wc-block-components-order-summary-item__total-price'
		)!;
		expect( total ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( total ).toHaveTextContent( '€79.98' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given one item › reads it in the singular', () => {
		render( <OrderSummaryItem cartItem={ fanItem() } displayPricesIncludingTax={ false } /> );
		expect( screen.getByText( '1 item' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Total price for 1 Ventilador de pie item: €39.99' )
		).toBeInTheDocument();
	} );

	it( 'given prices shown including tax › adds the line tax to the total', () => {
		const { container } = render(
			<OrderSummaryItem cartItem={ twoFans() } displayPricesIncludingTax />
		);
		expect(
			container.querySelector( '.wc-block-components-order-summary-item__total-price' )
		).toHaveTextContent( '€96.78' );
		expect(
			screen.getByText( 'Total price for 2 Ventilador de pie items: €96.78' )
		).toBeInTheDocument();
	} );

	it( 'given the image and name › shows the image with the name as its text alternative, and the name as text, not a link', () => {
		render( <OrderSummaryItem cartItem={ fanItem() } displayPricesIncludingTax={ false } /> );
		expect( screen.getByRole( 'img', { name: 'Ventilador de pie' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( 'Ventilador de pie', {
				selector: '.wc-block-components-product-name',
			} )
		).toBeInTheDocument();
	} );

	it( "given the filters' results › shows the filtered name, price formats and class, as a list item", async () => {
		const { container } = render(
			<ul>
				<OrderSummaryItem
					cartItem={ fanItem() }
					name="Ventilador &amp; mando"
					unitPriceFormat="<price/> / ud."
					linePriceFormat="Total: <price/>"
					className="is-gift"
					tagName="li"
					displayPricesIncludingTax={ false }
				/>
			</ul>
		);
		const item = screen.getByRole( 'listitem' );
		expect( item ).toHaveClass( 'wc-block-components-order-summary-item', 'is-gift' );
		expect(
			screen.getByText( 'Total price for 1 Ventilador & mando item: €39.99' )
		).toBeInTheDocument();
		expect(
			container.querySelector( '.wc-block-components-order-summary-item__individual-prices' )
		).toHaveTextContent( '/ ud.' );
		expect(
			container.querySelector( '.wc-block-components-order-summary-item__total-price' )
		).toHaveTextContent( 'Total: €39.99' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a variation and low stock › shows the attribute and the low-stock badge', () => {
		render(
			<OrderSummaryItem
				cartItem={ { ...shirtItem(), low_stock_remaining: 2 } }
				displayPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( /Color/ ) ).toBeInTheDocument();
		expect( screen.getByText( 'Rojo' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Only 2 left in stock' ) ).toBeInTheDocument();
	} );

	it( 'given a line on backorder › shows the backorder badge instead of low stock', () => {
		render(
			<OrderSummaryItem
				cartItem={ { ...shirtItem(), low_stock_remaining: 2, show_backorder_badge: true } }
				displayPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( 'Available on backorder' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Only 2 left in stock' ) ).not.toBeInTheDocument();
	} );
} );
