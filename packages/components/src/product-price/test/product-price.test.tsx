/** Tests of the ProductPrice: sale, no false sale, ranges, formats, loading, hostile price_html, nothing. */

import { render, screen } from '@testing-library/react';

import { loadSanitizer } from '@cesta/sanitize';
import { axe } from '@cesta/test-utils/dom';
import { EUR, fanItem } from '@cesta/test-utils/fixtures';

import { ProductPrice } from '..';

// These tests are about the sanitised rendering, so DOMPurify is loaded first;
// the first paint before it loads is tested in `before-sanitizer-load.test.tsx`.
beforeAll( () => loadSanitizer() );

describe( 'ProductPrice', () => {
	it( 'given the fan on sale (49.99 → 39.99) › strikes the regular price through before the sale price', async () => {
		const { prices } = fanItem();
		const { container } = render(
			<ProductPrice
				price={ prices.price }
				regularPrice={ prices.regular_price }
				currency={ EUR }
			/>
		);
		const regular = container.querySelector( 'del' )!;
		expect( regular ).toHaveClass( 'wc-block-components-product-price__regular' );
		expect( regular ).toHaveTextContent( 'Previous price: €49.99' );
		const sale = container.querySelector( 'ins' )!;
		expect( sale ).toHaveClass( 'wc-block-components-product-price__value', 'is-discounted' );
		expect( sale ).toHaveTextContent( 'Discounted price: €39.99' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a regular price equal to the price › shows one price, not struck through', () => {
		const { container } = render(
			<ProductPrice price="3999" regularPrice="3999" currency={ EUR } />
		);
		expect( container.querySelector( 'del' ) ).toBeNull();
		expect( screen.getByText( '€39.99' ) ).toHaveClass(
			'wc-block-components-product-price__value'
		);
	} );

	it( 'given a regular price below the price › does not pretend a sale', () => {
		const { container } = render(
			<ProductPrice price="4999" regularPrice="3999" currency={ EUR } />
		);
		expect( container.querySelector( 'del' ) ).toBeNull();
		expect( container ).toHaveTextContent( '€49.99' );
	} );

	it( 'given a range › shows min – max and reads it as a sentence', () => {
		render( <ProductPrice minPrice="1999" maxPrice="2199" currency={ EUR } /> );
		expect( screen.getByText( '€19.99 – €21.99' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( screen.getByText( 'Price between €19.99 and €21.99' ) ).toHaveClass(
			'screen-reader-text'
		);
	} );

	it( 'given equal min and max › shows a single price', () => {
		const { container } = render(
			<ProductPrice minPrice="1999" maxPrice="1999" currency={ EUR } />
		);
		expect( container ).toHaveTextContent( /^€19\.99$/ );
	} );

	it( 'given a format › places the price where <price/> is', () => {
		const { container } = render(
			<ProductPrice price="3999" format="<price/> each" currency={ EUR } />
		);
		expect( container ).toHaveTextContent( '€39.99 each' );
	} );

	it( 'given a format without <price/> › falls back to the price alone and logs why', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const { container } = render(
			<ProductPrice price="3999" format="each" currency={ EUR } />
		);
		expect( container ).toHaveTextContent( /^€39\.99$/ );
		expect( error ).toHaveBeenCalledWith( expect.stringContaining( '<price/>' ) );
	} );

	it( 'given loading › shows a placeholder announced as "Loading price…"', async () => {
		const { container } = render( <ProductPrice isLoading price="3999" currency={ EUR } /> );
		expect( screen.getByText( 'Loading price…' ) ).toHaveClass( 'screen-reader-text' );
		expect( container ).not.toHaveTextContent( '€39.99' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given hostile price_html and no amounts › renders it sanitised', () => {
		const { container } = render(
			<ProductPrice
				priceHtml={
					'<del aria-hidden="true"><span class="amount">€49.99</span></del> <ins onmouseover="steal()"><span class="amount">€39.99</span></ins><script>alert(1)</script><img src=x onerror=alert(1)>'
				}
			/>
		);
		expect( container.querySelector( 'ins' ) ).toHaveTextContent( '€39.99' );
		expect( container.querySelector( '.amount' ) ).toBeInTheDocument();
		expect( container.querySelector( 'script, img' ) ).toBeNull();
		expect( container.innerHTML ).not.toMatch( /onmouseover|onerror/ );
	} );

	it( 'given nothing to show › renders nothing', () => {
		const { container } = render( <ProductPrice currency={ EUR } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given an alignment › adds its modifier class', () => {
		const { container } = render( <ProductPrice price="100" align="right" currency={ EUR } /> );
		expect( container.firstChild ).toHaveClass(
			'wc-block-components-product-price--align-right'
		);
	} );
} );
