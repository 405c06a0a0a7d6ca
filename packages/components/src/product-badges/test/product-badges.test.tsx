/** Tests of the product badges: low stock, backorder, sale saving and its format, which badges a line shows. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';
import { EUR, fanItem } from '@cesta/test-utils/fixtures';

import { ProductBackorderBadge, ProductBadges, ProductLowStockBadge, ProductSaleBadge } from '..';

describe( 'ProductLowStockBadge', () => {
	it( 'given 3 units left › says "Only 3 left in stock"', async () => {
		const { container } = render( <ProductLowStockBadge lowStockRemaining={ 3 } /> );
		expect( screen.getByText( 'Only 3 left in stock' ) ).toHaveClass(
			'wc-block-components-product-badge',
			'wc-block-components-product-low-stock-badge'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it.each( [ null, undefined, 0, -2, Number.NaN ] )(
		'given %p units left › renders nothing',
		( left ) => {
			const { container } = render( <ProductLowStockBadge lowStockRemaining={ left } /> );
			expect( container ).toBeEmptyDOMElement();
		}
	);
} );

describe( 'ProductBackorderBadge', () => {
	it( 'given a backordered line › says "Available on backorder"', () => {
		render( <ProductBackorderBadge /> );
		expect( screen.getByText( 'Available on backorder' ) ).toHaveClass(
			'wc-block-components-product-backorder-badge'
		);
	} );
} );

describe( 'ProductSaleBadge', () => {
	it( 'given a saving › says "Save €10.00"', () => {
		render( <ProductSaleBadge saleAmount="1000" currency={ EUR } /> );
		expect( screen.getByText( 'Save €10.00' ) ).toHaveClass( 'wc-block-components-sale-badge' );
	} );

	it( 'given a format › writes the saving inside it', () => {
		render( <ProductSaleBadge saleAmount="1000" format="<price/> off" currency={ EUR } /> );
		expect( screen.getByText( 'Save €10.00 off' ) ).toBeInTheDocument();
	} );

	it.each( [ '0', '-100', null ] )( 'given a saving of %p › renders nothing', ( amount ) => {
		const { container } = render( <ProductSaleBadge saleAmount={ amount } currency={ EUR } /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );

describe( 'ProductBadges', () => {
	it( 'given two fans on sale (49.99 → 39.99) › shows the saving for both: "Save €20.00"', () => {
		const { prices } = fanItem();
		render(
			<ProductBadges
				regularPrice={ prices.regular_price }
				price={ prices.price }
				quantity={ 2 }
				currency={ EUR }
			/>
		);
		expect( screen.getByText( 'Save €20.00' ) ).toBeInTheDocument();
	} );

	it( 'given backorder and low stock › shows only the backorder badge', () => {
		render( <ProductBadges lowStockRemaining={ 2 } showBackorderBadge /> );
		expect( screen.getByText( 'Available on backorder' ) ).toBeInTheDocument();
		expect( screen.queryByText( /left in stock/ ) ).not.toBeInTheDocument();
	} );

	it( 'given low stock and no sale › shows only the stock badge', () => {
		const { container } = render(
			<ProductBadges
				lowStockRemaining={ 1 }
				regularPrice="3999"
				price="3999"
				currency={ EUR }
			/>
		);
		expect( container ).toHaveTextContent( /^Only 1 left in stock$/ );
	} );
} );
