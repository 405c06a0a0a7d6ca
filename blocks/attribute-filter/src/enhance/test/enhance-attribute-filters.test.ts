/**
 * Tests of `enhanceAttributeFilters` against the mock shop: ticking colours
 * filters the listing without reload (the product collection's refresher),
 * the URL in both page modes, `or` and `and`, other filters kept, a block
 * printed empty loading its terms and counts, the published state, axe.
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

import { storeApiFetch } from '@cesta/api';
import {
	ATTRIBUTE_FILTER_CHANGED_EVENT,
	enhanceAttributeFilters,
	renderAttributeFilterMarkup,
} from '@cesta/block-attribute-filter';
import type {
	AttributeFilterData,
	AttributeFilterMarkupOptions,
	AttributeFiltersOptions,
	AttributeQueryState,
} from '@cesta/block-attribute-filter';
import {
	COLLECTION_QUERY_START_DELAY_MS,
	createProductCollectionRefresher,
	loadProductCollection,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import type { AttributeTerm, CollectionDataResponse } from '@cesta/types';
import { axe, recordRequests, setupMockShop } from '@cesta/test-utils';

const shop = setupMockShop();

let colours: AttributeFilterData;
let stop: () => void = () => undefined;

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

beforeEach( () =>
	window.history.replaceState( null, '', '/tienda/page/2/?paged=2&orderby=price' )
);

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.replaceChildren();
	window.history.replaceState( null, '', '/' );
	delete ( window as { wp?: unknown } ).wp;
} );

const address = () => window.location.pathname + window.location.search;

const mount = async (
	markup: Partial< AttributeFilterMarkupOptions > = {},
	options: AttributeFiltersOptions = {}
) => {
	document.body.innerHTML = `<main>${ renderAttributeFilterMarkup( {
		attributes: { attributeId: 1, heading: 'Color' },
		data: colours,
		urlQuery: window.location.search,
		...markup,
	} ) }</main>`;
	const navigate = jest.fn();
	const changes: AttributeQueryState[] = [];
	stop = await enhanceAttributeFilters( document, {
		navigate,
		onQueryStateChange: ( state ) => changes.push( state ),
		...options,
	} );
	return { navigate, changes };
};

const colour = ( name: string ) =>
	screen.getByRole( 'checkbox', { name: new RegExp( `^${ name }` ) } );

describe( 'given a page that does not reload (no server template)', () => {
	it( 'when Rojo and Negro are ticked › the listing shows only products in either colour, without reload, in one request', async () => {
		const listing = await loadProductCollection( { query: { perPage: 50 } } );
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
		const refresher = createProductCollectionRefresher( document );
		const { navigate } = await mount( {}, { onQueryStateChange: refresher.refresh } );
		document.body.insertAdjacentHTML(
			'beforeend',
			renderProductCollectionMarkup( { attributes: { query: { perPage: 50 } }, ...listing } )
		);
		const calls = recordRequests( shop );
		const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );

		await user.click( colour( 'Rojo' ) );
		await user.click( colour( 'Negro' ) );
		await jest.advanceTimersByTimeAsync( COLLECTION_QUERY_START_DELAY_MS );
		const collection = document.querySelector< HTMLElement >(
			'[data-block-name="woocommerce/product-collection"]'
		)!;
		for ( let i = 0; i < 100 && collection.hasAttribute( 'aria-busy' ); i++ ) {
			await jest.advanceTimersByTimeAsync( 50 );
		}
		await calls.settled();
		refresher.stop();

		const shown = [ ...collection.querySelectorAll( '.wc-block-components-product-name' ) ].map(
			( name ) => name.textContent
		);
		expect( shown.sort() ).toEqual( [
			'Camiseta',
			'Sudadera con capucha',
			'Zapatillas deportivas',
		] );
		expect( calls.httpRequests() ).toEqual( [ 'GET /products' ] );
		expect( navigate ).not.toHaveBeenCalled();
		expect( address() ).toBe(
			'/tienda/?orderby=price&filter_color=negro%2Crojo&query_type_color=or'
		);
	} );

	it( 'when ticked and unticked › publishes every attribute filter of the URL, then none', async () => {
		window.history.replaceState(
			null,
			'',
			'/tienda/?filter_talla=s&query_type_talla=and&min_price=20'
		);
		const events: AttributeQueryState[] = [];
		document.addEventListener( ATTRIBUTE_FILTER_CHANGED_EVENT, ( event ) =>
			events.push( ( event as CustomEvent< AttributeQueryState > ).detail )
		);
		const { changes } = await mount();
		await userEvent.click( colour( 'Gris' ) );
		expect( changes ).toEqual( [
			{
				attributes: [
					{ attribute: 'pa_talla', operator: 'and', slug: [ 's' ] },
					{ attribute: 'pa_color', operator: 'in', slug: [ 'gris' ] },
				],
			},
		] );
		expect( events ).toEqual( changes );
		await userEvent.click( colour( 'Gris' ) );
		expect( changes[ 1 ] ).toEqual( {
			attributes: [ { attribute: 'pa_talla', operator: 'and', slug: [ 's' ] } ],
		} );
		expect( address() ).toBe( '/tienda/?filter_talla=s&query_type_talla=and&min_price=20' );
	} );

	it( 'when the block says query type and › the URL says and, the listing needs both colours', async () => {
		const { changes } = await mount( { attributes: { attributeId: 1, queryType: 'and' } } );
		await userEvent.click( colour( 'Blanco' ) );
		await userEvent.click( colour( 'Negro' ) );
		expect( address() ).toBe(
			'/tienda/?orderby=price&filter_color=blanco%2Cnegro&query_type_color=and'
		);
		const page = await loadProductCollection(
			{ query: { perPage: 50 } },
			{ queryState: changes[ 1 ] }
		);
		expect( page.products.map( ( product ) => product.name ) ).toEqual( [
			'Zapatillas deportivas',
		] );
	} );

	it( "when the page has WooCommerce's query-state store › the attributes are written there too", async () => {
		const setQueryValue = jest.fn();
		( window as { wp?: unknown } ).wp = { data: { dispatch: () => ( { setQueryValue } ) } };
		await mount();
		await userEvent.click( colour( 'Azul' ) );
		expect( setQueryValue ).toHaveBeenCalledWith( 'page', 'attributes', [
			{ attribute: 'pa_color', operator: 'in', slug: [ 'azul' ] },
		] );
	} );
} );

describe( 'given a page rendered by a server template', () => {
	it( 'when Azul is ticked › the page loads the new address (paging removed) and nothing is published', async () => {
		const { navigate, changes } = await mount( { isServerTemplate: true } );
		await userEvent.click( colour( 'Azul' ) );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/tienda/?orderby=price&filter_color=azul&query_type_color=or'
		);
		expect( changes ).toEqual( [] );
		expect( address() ).toBe( '/tienda/page/2/?paged=2&orderby=price' );
	} );

	it( 'when the URL already chose rojo and it is unticked › the page loads without the filter', async () => {
		window.history.replaceState( null, '', '/tienda/?filter_color=rojo&query_type_color=or' );
		const { navigate } = await mount( { isServerTemplate: true } );
		expect( colour( 'Rojo' ) ).toBeChecked();
		await userEvent.click( colour( 'Rojo' ) );
		expect( navigate ).toHaveBeenCalledWith( 'http://localhost/tienda/' );
	} );
} );

describe( 'given a block the server printed empty', () => {
	it( 'when enhanced › asks for the attribute, its terms and counts (with the other filters of the URL), then shows the colours left', async () => {
		window.history.replaceState( null, '', '/tienda/?filter_color=gris&filter_talla=s' );
		const calls = recordRequests( shop );
		await mount( { data: undefined, listingQuery: { category: '18', page: 2 } } );
		await calls.settled();
		// `GET /` is the Store API's route index, which `getCollection` reads once per page.
		expect( [ ...calls.httpRequests() ].sort() ).toEqual( [
			'GET /',
			'GET /products/attributes/1',
			'GET /products/attributes/1/terms',
			'GET /products/collection-data',
		] );
		const block = document.querySelector( '[data-block-name="woocommerce/attribute-filter"]' )!;
		expect( block ).not.toHaveClass( 'is-loading' );
		expect( block ).toHaveAttribute( 'data-taxonomy', 'pa_color' );
		expect( colour( 'Gris' ) ).toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Negro 1 product' } ) ).toBeInTheDocument();
		// Only the hoodie comes in size S: the other colours have no product left.
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 2 );
	} );

	it( 'when the attribute does not exist › the block hides', async () => {
		await mount( { data: undefined, attributes: { attributeId: 99 } } );
		expect(
			document.querySelector( '[data-block-name="woocommerce/attribute-filter"]' )
		).not.toBeVisible();
	} );
} );

describe( 'given an enhanced block', () => {
	it( 'when enhanced again › it is left alone; stopped › changes are ignored', async () => {
		const { changes } = await mount();
		const again = await enhanceAttributeFilters( document );
		await userEvent.click( colour( 'Azul' ) );
		expect( changes ).toHaveLength( 1 );
		again();
		stop();
		await userEvent.click( colour( 'Rojo' ) );
		expect( changes ).toHaveLength( 1 );
	} );

	it( 'when a colour is ticked › axe finds nothing', async () => {
		await mount();
		await userEvent.click( colour( 'Azul' ) );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
