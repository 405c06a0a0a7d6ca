/**
 * Tests of the block's server markup: WooCommerce's classes, the labels of
 * spec 1 §9, the defaults (heading level 3, fields shown, no filter button),
 * the URL's range, the hidden and loading cases, Spanish, accessibility.
 */
import { screen } from '@testing-library/dom';

import { resetLocaleData } from '@wordpress/i18n';

import { renderPriceFilterMarkup } from '@cesta/block-price-filter/markup';
import type { PriceFilterMarkupOptions } from '@cesta/block-price-filter/markup';
import { loadTranslations } from '@cesta/i18n';
import type { PriceRange } from '@cesta/types';
import { axe } from '@cesta/test-utils';

const priceRange: PriceRange = {
	min_price: '1999',
	max_price: '42900',
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
};

const show = ( options: PriceFilterMarkupOptions ) => {
	document.body.innerHTML = `<main>${ renderPriceFilterMarkup( options ) }</main>`;
	return document.querySelector< HTMLElement >( '[data-block-name="woocommerce/price-filter"]' )!;
};

const byLabel = ( label: string ) =>
	document.querySelector< HTMLInputElement >( `[aria-label="${ label }"]` );

afterEach( () => document.body.replaceChildren() );

describe( 'given a known price range', () => {
	it( 'when printed with the defaults › shows the slider and both fields, no Apply, heading level 3', async () => {
		const block = show( { attributes: { heading: 'Filtrar por precio' }, priceRange } );

		expect( block ).toHaveClass( 'wp-block-woocommerce-price-filter' );
		expect(
			block.querySelector( '.wc-block-price-filter.wc-block-components-price-slider' )
		).not.toBeNull();
		expect( block.querySelector( 'h3.wc-block-price-filter__title' ) ).toHaveTextContent(
			'Filtrar por precio'
		);
		expect( block.dataset ).toMatchObject( {
			headingLevel: '3',
			showInputFields: 'true',
			showFilterButton: 'false',
			isServerTemplate: 'false',
			minConstraint: '1900',
			maxConstraint: '42900',
		} );
		const min = byLabel( 'Filter products by minimum price' )!;
		const max = byLabel( 'Filter products by maximum price' )!;
		expect( [ min.type, min.min, min.max, min.step, min.value ] ).toEqual( [
			'range',
			'1900',
			'42900',
			'100',
			'1900',
		] );
		expect( [ max.type, max.value ] ).toEqual( [ 'range', '42900' ] );
		expect( max ).toHaveAttribute( 'aria-valuetext', '€429.00' );
		expect( screen.getByRole( 'textbox', { name: 'Min. Price' } ) ).toHaveValue( '€19.00' );
		expect( screen.getByRole( 'textbox', { name: 'Max. Price' } ) ).toHaveValue( '€429.00' );
		expect( block.querySelector( '.wc-block-components-filter-submit-button' ) ).toBeNull();
		expect( block.querySelector( '[aria-label="Reset price filter"]' ) ).toHaveAttribute(
			'hidden'
		);
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'when the heading level is 2 › prints an h2', () => {
		const block = show( { attributes: { heading: 'Precio', headingLevel: 2 }, priceRange } );
		expect( block.querySelector( 'h2' ) ).toHaveTextContent( 'Precio' );
		expect( block.querySelector( 'h3' ) ).toBeNull();
	} );

	it( 'when the fields are off › writes the range as text instead', () => {
		const block = show( { attributes: { showInputFields: false }, priceRange } );
		expect( block.querySelector( 'input[type="text"]' ) ).toBeNull();
		expect(
			block.querySelector( '.wc-block-components-price-slider__range-text' )
		).toHaveTextContent( '€19.00€429.00' );
	} );

	it( 'when the filter button is on › prints Apply, named "Apply price filter"', async () => {
		const block = show( { attributes: { showFilterButton: true }, priceRange } );
		const apply = block.querySelector( '.wc-block-components-filter-submit-button' )!;
		expect( apply ).toHaveTextContent( 'Apply' );
		expect( apply ).toHaveAttribute( 'aria-label', 'Apply price filter' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'when the URL has a range › the slider, the fields and Reset show it', () => {
		const block = show( { priceRange, urlQuery: '?min_price=20&max_price=50' } );
		expect( byLabel( 'Filter products by minimum price' )!.value ).toBe( '2000' );
		expect( byLabel( 'Filter products by maximum price' )!.value ).toBe( '5000' );
		expect(
			block.querySelector< HTMLInputElement >(
				'.wc-block-components-price-slider__amount--min'
			)!.value
		).toBe( '€20.00' );
		expect( block.querySelector( '[aria-label="Reset price filter"]' ) ).not.toHaveAttribute(
			'hidden'
		);
	} );

	it( 'when the URL’s range lies outside the bounds › keeps it within them', () => {
		show( { priceRange, urlQuery: '?min_price=1&max_price=9999' } );
		expect( byLabel( 'Filter products by minimum price' )!.value ).toBe( '1900' );
		expect( byLabel( 'Filter products by maximum price' )!.value ).toBe( '42900' );
	} );

	it( 'when the page is a server template › says so for the browser', () => {
		expect( show( { priceRange, isServerTemplate: true } ).dataset.isServerTemplate ).toBe(
			'true'
		);
	} );
} );

describe( 'given a range the filter cannot offer', () => {
	it( 'when both bounds are equal › the block is hidden and empty', () => {
		const block = show( {
			priceRange: { ...priceRange, min_price: '4000', max_price: '4000' },
		} );
		expect( block ).not.toBeVisible();
		expect( block ).toBeEmptyDOMElement();
	} );

	it( 'when the response has no range › the block is hidden', () => {
		expect( show( { priceRange: null } ) ).not.toBeVisible();
	} );

	it( 'when the server does not know the range › prints an empty loading wrapper for the browser', () => {
		const block = show( { listingQuery: { category: '17' } } );
		expect( block ).toHaveClass( 'is-loading' );
		expect( block ).toBeEmptyDOMElement();
		expect( JSON.parse( block.dataset.listingQuery! ) ).toEqual( { category: '17' } );
	} );
} );

describe( 'given the Spanish shop (es_ES)', () => {
	beforeAll( () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
	} );

	afterAll( () => resetLocaleData( undefined, 'cesta' ) );

	it( 'when printed with the filter button › every label is Spanish', () => {
		const block = show( {
			attributes: { showFilterButton: true },
			priceRange,
			urlQuery: '?min_price=20',
		} );
		expect(
			[ ...block.querySelectorAll( 'label' ) ].map(
				( label ) => label.firstChild!.textContent
			)
		).toEqual( [ 'Precio mín.', 'Precio máx.' ] );
		expect( byLabel( 'Filtrar productos por precio mínimo' ) ).not.toBeNull();
		expect( byLabel( 'Filtrar productos por precio máximo' ) ).not.toBeNull();
		expect( byLabel( 'Restablecer filtro de precios' ) ).toHaveTextContent( 'Restablecer' );
		expect( byLabel( 'Aplicar filtro de precios' ) ).toHaveTextContent( 'Aplicar' );
	} );
} );
