/** Tests of the product metadata: description clamps and fallback, sanitising, detail rows, hidden entries. */

import { render, screen, within } from '@testing-library/react';

import { loadSanitizer } from '@cesta/sanitize';
import { axe } from '@cesta/test-utils/dom';
import { fanItem, shirtItem } from '@cesta/test-utils/fixtures';

import { ProductDetails, ProductMetadata, ProductSummary } from '..';

// These tests are about the sanitised rendering, so DOMPurify is loaded first;
// the first paint before it loads is tested in `before-sanitizer-load.test.tsx`.
beforeAll( () => loadSanitizer() );

const TWENTY_WORDS =
	'<p>uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte</p>';

describe( 'ProductSummary', () => {
	it( 'given the fan short description › renders it as HTML', () => {
		const { container } = render(
			<ProductSummary shortDescription={ fanItem().short_description } />
		);
		expect( container.querySelector( 'p' ) ).toHaveTextContent(
			'Ventilador de pie con 3 velocidades y oscilación.'
		);
	} );

	it( 'given a long description › clamps it to 15 words by default', () => {
		const { container } = render( <ProductSummary shortDescription={ TWENTY_WORDS } /> );
		expect( container ).toHaveTextContent( /^uno .* quince…$/ );
		expect( container ).not.toHaveTextContent( 'dieciséis' );
	} );

	it( 'given a word limit › clamps to it', () => {
		const { container } = render(
			<ProductSummary shortDescription={ TWENTY_WORDS } maxLength={ 3 } />
		);
		expect( container ).toHaveTextContent( /^uno dos tres…$/ );
	} );

	it( 'given a character count › clamps by characters', () => {
		const { container } = render(
			<ProductSummary
				shortDescription="<p>Ventilador de pie</p>"
				countType="characters"
				maxLength={ 10 }
			/>
		);
		expect( container ).toHaveTextContent( /^Ventilador…$/ );
	} );

	it( 'given an empty short description › falls back to the full description', () => {
		const fan = fanItem();
		const { container } = render(
			<ProductSummary shortDescription="  " fullDescription={ fan.description } />
		);
		expect( container ).toHaveTextContent( /^Ventilador de pie de 40 cm/ );
	} );

	it( 'given no description at all › renders nothing', () => {
		const { container } = render( <ProductSummary /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given an <img onerror> in the short description › renders no handler and no script', () => {
		const { container } = render(
			<ProductSummary
				shortDescription={
					'<p>Oferta <img src="x" onerror="window.hacked=1" alt="x"><script>window.hacked=1</script><a href="javascript:alert(1)" onclick="alert(1)">ver</a></p>'
				}
			/>
		);
		expect( container.innerHTML ).not.toMatch( /onerror|onclick|<script|javascript:/ );
		expect( ( window as unknown as { hacked?: number } ).hacked ).toBeUndefined();
	} );
} );

describe( 'ProductDetails', () => {
	it( 'given the shirt variation › lists "Color: Rojo" with a class named after the attribute', async () => {
		const { container } = render( <ProductDetails details={ shirtItem().variation } /> );
		const row = screen.getByRole( 'listitem' );
		expect( row ).toHaveTextContent( 'Color: Rojo' );
		expect( row ).toHaveClass( 'wc-block-components-product-details__color' );
		expect( within( row ).getByText( 'Rojo' ) ).toHaveClass(
			'wc-block-components-product-details__value'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given item data › uses name or key, display or value, and drops hidden entries', () => {
		render(
			<ProductDetails
				details={ [
					{ name: 'Gift wrap', value: 'yes', display: 'Yes, <b>red</b> paper' },
					{ key: 'Engraving', value: 'Lucía' },
					{ name: 'internal', value: '42', hidden: true },
					{ name: 'tracking', value: 'x', hidden: '1' },
				] }
			/>
		);
		const rows = screen.getAllByRole( 'listitem' );
		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ] ).toHaveTextContent( 'Gift wrap: Yes, red paper' );
		expect( rows[ 0 ]!.querySelector( 'b' ) ).toHaveTextContent( 'red' );
		expect( rows[ 1 ] ).toHaveTextContent( 'Engraving: Lucía' );
	} );

	it( 'given hostile item data › sanitises the value and keeps only safe class names', () => {
		render(
			<ProductDetails
				details={ [
					{
						name: 'Nota',
						value: '<img src=x onerror="window.hacked=1">texto',
						className: 'my-class" onclick="x another_class',
					},
				] }
			/>
		);
		const row = screen.getByRole( 'listitem' );
		expect( row.innerHTML ).not.toMatch( /onerror|<img/ );
		expect( row ).toHaveTextContent( 'Nota: texto' );
		expect( row.className ).toBe( 'wc-block-components-product-details__nota another_class' );
	} );

	it( 'given only hidden or empty details › renders nothing', () => {
		const { container } = render(
			<ProductDetails
				details={ [
					{ name: 'x', value: 'y', hidden: 'true' },
					{ name: '', value: '' },
				] }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );

describe( 'ProductMetadata', () => {
	it( 'given a cart line › shows its description then its details', () => {
		const shirt = shirtItem();
		const { container } = render(
			<ProductMetadata
				shortDescription="<p>Camiseta de algodón</p>"
				variation={ shirt.variation }
				itemData={ [ { name: 'Talla', value: 'M' } ] }
			/>
		);
		expect( container.firstChild ).toHaveClass( 'wc-block-components-product-metadata' );
		expect(
			container.querySelector( '.wc-block-components-product-metadata__description' )
		).toHaveTextContent( 'Camiseta de algodón' );
		expect( screen.getAllByRole( 'listitem' ).map( ( row ) => row.textContent ) ).toEqual( [
			'Color: Rojo',
			'Talla: M',
		] );
	} );
} );
