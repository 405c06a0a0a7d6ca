/**
 * Tests of the block's server markup from the mock shop's real terms and
 * counts: WooCommerce's classes, the heading level, the URL's choice
 * ticked, counts, terms no product has left out, the hidden and loading
 * cases, spec 2 §9's truncation, Spanish, accessibility.
 */
import { screen } from '@testing-library/dom';

import { resetLocaleData } from '@wordpress/i18n';

import { storeApiFetch } from '@cesta/api';
import { renderAttributeFilterMarkup } from '@cesta/block-attribute-filter/markup';
import type {
	AttributeFilterData,
	AttributeFilterMarkupOptions,
} from '@cesta/block-attribute-filter/markup';
import { loadTranslations } from '@cesta/i18n';
import { axe, setupMockShop } from '@cesta/test-utils';
import type { AttributeTerm, CollectionDataResponse } from '@cesta/types';

setupMockShop();

let colours: AttributeFilterData;

beforeAll( async () => {
	const terms = await storeApiFetch< AttributeTerm[] >( {
		path: '/wc/store/v1/products/attributes/1/terms',
	} );
	const data = await storeApiFetch< CollectionDataResponse >( {
		path: '/wc/store/v1/products/collection-data?calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
	} );
	colours = {
		attribute: { id: 1, name: 'Color', taxonomy: 'pa_color' },
		terms,
		counts: data.attribute_counts,
	};
} );

afterEach( () => document.body.replaceChildren() );

const show = ( options: AttributeFilterMarkupOptions ) => {
	document.body.innerHTML = `<main>${ renderAttributeFilterMarkup( options ) }</main>`;
	return document.querySelector< HTMLElement >(
		'[data-block-name="woocommerce/attribute-filter"]'
	)!;
};

const labels = () =>
	screen.getAllByRole( 'checkbox' ).map( ( box ) => box.closest( 'label' )!.textContent );

describe( "given the mock shop's colours", () => {
	it( 'when printed with a heading › an h3 names the list, every colour has its product count', () => {
		const block = show( { attributes: { attributeId: 1, heading: 'Color' }, data: colours } );
		expect( block ).toHaveClass( 'wp-block-woocommerce-attribute-filter' );
		expect( block ).toHaveAttribute( 'data-taxonomy', 'pa_color' );
		expect( block ).toHaveAttribute( 'data-query-type', 'or' );
		expect( screen.getByRole( 'heading', { level: 3, name: 'Color' } ) ).toBeInTheDocument();
		const list = screen.getByRole( 'list', { name: 'Color' } );
		expect( list ).toHaveClass( 'wc-block-checkbox-list' );
		// Camiseta (rojo, azul), Sudadera (negro, gris), Zapatillas (blanco, negro).
		// In the terms' order (by name, the Store API's default).
		expect( labels() ).toEqual( [
			'Azul 11 product',
			'Blanco 11 product',
			'Gris 11 product',
			'Negro 22 products',
			'Rojo 11 product',
		] );
		expect( screen.getByRole( 'checkbox', { name: 'Negro 2 products' } ) ).not.toBeChecked();
	} );

	it( 'when the URL chose rojo and azul › they are ticked', () => {
		show( {
			attributes: { attributeId: 1 },
			data: colours,
			urlQuery: '?filter_color=rojo,azul&query_type_color=or',
		} );
		expect( screen.getByRole( 'checkbox', { name: /^Rojo/ } ) ).toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: /^Azul/ } ) ).toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: /^Gris/ } ) ).not.toBeChecked();
	} );

	it( 'when printed without heading, at level 2, counts off › the list is named "Filter products by Color", no count', () => {
		show( {
			attributes: { attributeId: 1, headingLevel: 2, showCounts: false },
			data: colours,
		} );
		expect( screen.queryByRole( 'heading' ) ).toBeNull();
		expect(
			screen.getByRole( 'list', { name: 'Filter products by Color' } )
		).toBeInTheDocument();
		expect( labels() ).toEqual( [ 'Azul', 'Blanco', 'Gris', 'Negro', 'Rojo' ] );
		show( {
			attributes: { attributeId: 1, heading: 'Colores', headingLevel: 2 },
			data: colours,
		} );
		expect( screen.getByRole( 'heading', { level: 2, name: 'Colores' } ) ).toBeInTheDocument();
	} );

	it( 'when a colour no listed product has › it is left out unless chosen', () => {
		const counts = colours.counts!.filter( ( count ) => count.term !== 37 );
		show( { attributes: { attributeId: 1 }, data: { ...colours, counts } } );
		expect( screen.queryByRole( 'checkbox', { name: /^Gris/ } ) ).toBeNull();
		show( {
			attributes: { attributeId: 1 },
			data: { ...colours, counts },
			urlQuery: '?filter_color=gris',
		} );
		expect( screen.getByRole( 'checkbox', { name: 'Gris 0 products' } ) ).toBeChecked();
	} );

	it( 'when no colour is left, or no data yet › hidden, or an empty is-loading wrapper', () => {
		expect(
			show( { attributes: { attributeId: 1 }, data: { ...colours, counts: [] } } )
		).not.toBeVisible();
		const loading = show( { attributes: { attributeId: 1 }, isServerTemplate: true } );
		expect( loading ).toHaveClass( 'is-loading' );
		expect( loading ).toBeEmptyDOMElement();
		expect( loading ).toHaveAttribute( 'data-is-server-template', 'true' );
		expect( show( {} ) ).not.toBeVisible();
	} );

	it( 'when there are 16 terms (limit 10 + 6) › 10 show and "Show 6 more"; with 15 all show', () => {
		const many = ( count: number ): AttributeFilterData => ( {
			attribute: colours.attribute,
			terms: Array.from( { length: count }, ( _, index ) => ( {
				id: 100 + index,
				name: `Tono ${ index + 1 }`,
				slug: `tono-${ index + 1 }`,
				description: '',
				parent: 0,
				count: 1,
			} ) ),
		} );
		show( { attributes: { attributeId: 1 }, data: many( 16 ) } );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 10 );
		expect( screen.getByRole( 'button', { name: 'Show 6 more options' } ) ).toBeInTheDocument();
		show( { attributes: { attributeId: 1 }, data: many( 15 ) } );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 15 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'when printed › axe finds nothing', async () => {
		show( {
			attributes: { attributeId: 1, heading: 'Color' },
			data: colours,
			urlQuery: '?filter_color=rojo',
		} );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );

describe( 'given the Spanish shop (es_ES)', () => {
	beforeAll( () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
	} );

	afterAll( () => resetLocaleData( undefined, 'cesta' ) );

	it( 'when printed without heading › the list name and the counts are Spanish', () => {
		show( { attributes: { attributeId: 1 }, data: colours } );
		expect(
			screen.getByRole( 'list', { name: 'Filtrar productos por Color' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'checkbox', { name: 'Negro 2 productos' } ) ).toBeInTheDocument();
	} );
} );
