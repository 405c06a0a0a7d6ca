/**
 * Tests of `enhancePriceFilters` against the mock shop: the range asked for
 * once (paging and ordering dropped) or taken from the server's markup, the
 * hidden cases, the URL in both page modes (reload on server-template pages,
 * `replaceState` otherwise), the published query state, and the listing
 * shown again without reload.
 */
import { fireEvent, screen } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';

import {
	createProductCollectionRefresher,
	loadProductCollection,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import {
	enhancePriceFilters,
	PRICE_FILTER_CHANGED_EVENT,
	QUERY_STATE_STORE,
	SLIDER_SUBMIT_DELAY_MS,
	TYPED_INPUT_DEBOUNCE_MS,
	URL_UPDATE_DELAY_MS,
} from '@cesta/block-price-filter';
import type { PriceQueryState } from '@cesta/block-price-filter';
import type { ProductResponse } from '@cesta/types';
import {
	createTestRegistry,
	installResizeObserver,
	recordRequests,
	setupMockShop,
} from '@cesta/test-utils';

import {
	currentAddress,
	MOCK_PRICE_RANGE,
	mountPriceFilter,
	startFakeClock,
	visit,
} from './helpers';

const shop = setupMockShop();
installResizeObserver();

let stop: () => void = () => undefined;

beforeEach( () => {
	startFakeClock();
	visit( '/tienda/page/2/?paged=2&orderby=price' );
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.replaceChildren();
	visit( '/' );
	delete ( window as { wp?: unknown } ).wp;
} );

const mount = async ( ...args: Parameters< typeof mountPriceFilter > ) => {
	const mounted = await mountPriceFilter( ...args );
	stop = mounted.stop;
	return mounted;
};

const rangeUrls = () => {
	const urls: URL[] = [];
	const see = ( { request }: { request: Request } ) => {
		const url = new URL( request.url );
		if ( url.pathname.endsWith( '/products/collection-data' ) ) {
			urls.push( url );
		}
	};
	shop.server.events.on( 'request:start', see );
	return { urls, stop: () => shop.server.events.removeListener( 'request:start', see ) };
};

const answerRange = ( priceRange: unknown ) =>
	shop.server.use(
		http.get( '*/wc/store/v1/products/collection-data', () =>
			HttpResponse.json( {
				price_range: priceRange,
				attribute_counts: null,
				rating_counts: null,
				stock_status_counts: null,
			} )
		)
	);

const maxField = () => screen.getByRole< HTMLInputElement >( 'textbox', { name: 'Max. Price' } );
const typeMax = async ( value: string ) => {
	fireEvent.input( maxField(), { target: { value } } );
	await jest.advanceTimersByTimeAsync( TYPED_INPUT_DEBOUNCE_MS + URL_UPDATE_DELAY_MS );
};

describe( 'given the range printed by the server', () => {
	it( 'when enhanced › asks the Store API nothing', async () => {
		const calls = recordRequests( shop );
		const { block } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
		expect( block.dataset.minConstraint ).toBe( '1900' );
	} );

	it( 'when enhanced twice › the second call leaves it alone; after stop it can be enhanced again', async () => {
		const { block, changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		const again: PriceQueryState[] = [];
		const stopAgain = await enhancePriceFilters( document, {
			onQueryStateChange: ( state ) => again.push( state ),
		} );
		await typeMax( '50' );
		expect( changes ).toHaveLength( 1 );
		expect( again ).toEqual( [] );

		stopAgain();
		stop();
		stop = await enhancePriceFilters( block.parentElement!, {
			onQueryStateChange: ( state ) => again.push( state ),
		} );
		await typeMax( '60' );
		expect( changes ).toHaveLength( 1 );
		expect( again ).toEqual( [ { min_price: null, max_price: 6000 } ] );
	} );

	it( 'when the server printed the block hidden › stays hidden and asks nothing', async () => {
		const calls = recordRequests( shop );
		const { block } = await mount( { priceRange: null } );
		expect( block ).not.toBeVisible();
		expect( calls.httpRequests() ).toEqual( [] );
	} );
} );

describe( 'given a block without its range', () => {
	it( 'when enhanced › asks collection-data once for the price range, paging and ordering dropped, and shows the slider', async () => {
		jest.useRealTimers();
		const prices = (
			await loadProductCollection( {
				query: { perPage: 100, taxQuery: { product_cat: [ 17 ] } },
			} )
		).products.flatMap( ( { prices: price } ) => [
			Number( price.price_range?.min_amount ?? price.price ),
			Number( price.price_range?.max_amount ?? price.price ),
		] );
		startFakeClock();
		const seen = rangeUrls();
		const { block } = await mount( {
			listingQuery: { category: '17', page: 2, per_page: 9, orderby: 'price', order: 'desc' },
		} );
		seen.stop();

		expect( seen.urls ).toHaveLength( 1 );
		const args = seen.urls[ 0 ].searchParams;
		expect( args.get( 'calculate_price_range' ) ).toBe( 'true' );
		expect( args.get( 'category' ) ).toBe( '17' );
		for ( const dropped of [
			'page',
			'per_page',
			'orderby',
			'order',
			'min_price',
			'max_price',
		] ) {
			expect( args.has( dropped ) ).toBe( false );
		}
		expect( block ).not.toHaveClass( 'is-loading' );
		expect(
			screen.getByRole( 'slider', { name: 'Filter products by minimum price' } )
		).toHaveAttribute( 'min', String( Math.floor( Math.min( ...prices ) / 100 ) * 100 ) );
		expect(
			screen.getByRole( 'slider', { name: 'Filter products by maximum price' } )
		).toHaveAttribute( 'max', String( Math.ceil( Math.max( ...prices ) / 100 ) * 100 ) );
	} );

	it( 'when the URL carries a range › the slider starts from it', async () => {
		visit( '/tienda/?min_price=20&max_price=50' );
		await mount( {} );
		expect(
			screen.getByRole( 'slider', { name: 'Filter products by minimum price' } )
		).toHaveValue( '2000' );
		expect( maxField() ).toHaveValue( '€50.00' );
	} );

	it( 'when both bounds are equal › the filter hides', async () => {
		answerRange( { ...MOCK_PRICE_RANGE, min_price: '4000', max_price: '4000' } );
		const { block } = await mount( {} );
		expect( block ).not.toBeVisible();
		expect( block ).toBeEmptyDOMElement();
	} );

	it( 'when a bound is missing › the filter hides', async () => {
		answerRange( { ...MOCK_PRICE_RANGE, max_price: undefined } );
		expect( ( await mount( {} ) ).block ).not.toBeVisible();
	} );

	it( 'when the answer has no range › the filter hides', async () => {
		answerRange( null );
		expect( ( await mount( {} ) ).block ).not.toBeVisible();
	} );

	it( 'when the request fails › the filter hides', async () => {
		shop.faults( { status: 500, only: '/products/collection-data' } );
		const { block } = await mount( {} );
		expect( block ).not.toBeVisible();
		expect( block ).not.toHaveClass( 'is-loading' );
	} );
} );

describe( 'given a page that is not a server template', () => {
	it( 'when a range is applied › replaces the address (no new history entry, paging removed) and publishes the range', async () => {
		const heard: PriceQueryState[] = [];
		const listen = ( event: Event ) =>
			heard.push( ( event as CustomEvent< PriceQueryState > ).detail );
		document.addEventListener( PRICE_FILTER_CHANGED_EVENT, listen );
		const entries = window.history.length;
		const { navigate, changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );

		await typeMax( '50' );
		document.removeEventListener( PRICE_FILTER_CHANGED_EVENT, listen );

		expect( currentAddress() ).toBe( '/tienda/?orderby=price&max_price=50' );
		expect( window.history.length ).toBe( entries );
		expect( navigate ).not.toHaveBeenCalled();
		expect( heard ).toEqual( [ { min_price: null, max_price: 5000 } ] );
		expect( changes ).toEqual( heard );
	} );

	it( 'when the page has WooCommerce’s query-state store › writes min_price and max_price into its page context', async () => {
		const registry = createTestRegistry();
		( window as { wp?: unknown } ).wp = { data: registry };
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?min_price=20' } );

		await typeMax( '60' );

		const select = registry.select( QUERY_STATE_STORE ) as {
			getValueForQueryKey: ( context: string, key: string ) => unknown;
		};
		expect( select.getValueForQueryKey( 'page', 'min_price' ) ).toBe( 2000 );
		expect( select.getValueForQueryKey( 'page', 'max_price' ) ).toBe( 6000 );
	} );

	it( 'when the listing is on the page › shows only products in the range, with one request and no reload', async () => {
		jest.useRealTimers();
		const catalogue: ProductResponse[] = (
			await loadProductCollection( { query: { perPage: 100 } } )
		).products;
		const listing = await loadProductCollection( { query: { perPage: 50 } } );
		startFakeClock();
		const refresher = createProductCollectionRefresher( document );
		const { navigate } = await mount(
			{ priceRange: MOCK_PRICE_RANGE },
			{ onQueryStateChange: refresher.refresh }
		);
		document.body.insertAdjacentHTML(
			'beforeend',
			renderProductCollectionMarkup( { attributes: { query: { perPage: 50 } }, ...listing } )
		);
		const calls = recordRequests( shop );

		fireEvent.input(
			screen.getByRole( 'slider', { name: 'Filter products by maximum price' } ),
			{
				target: { value: '3000' },
			}
		);
		await jest.advanceTimersByTimeAsync( SLIDER_SUBMIT_DELAY_MS + URL_UPDATE_DELAY_MS + 200 );
		const collection = document.querySelector(
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
		const expected = catalogue
			.filter(
				( { prices } ) => Number( prices.price_range?.min_amount ?? prices.price ) <= 3000
			)
			.map( ( product ) => product.name );
		expect( shown.length ).toBeGreaterThan( 0 );
		expect( [ ...shown ].sort() ).toEqual( [ ...expected ].sort() );
		expect( calls.httpRequests() ).toEqual( [ 'GET /products' ] );
		expect( navigate ).not.toHaveBeenCalled();
	} );
} );

describe( 'given a page rendered by a server template', () => {
	it( 'when a range is applied › loads the new address (paging removed) instead of replacing it', async () => {
		const { navigate, changes } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			isServerTemplate: true,
		} );

		await typeMax( '50' );

		expect( navigate ).toHaveBeenCalledTimes( 1 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/tienda/?orderby=price&max_price=50'
		);
		expect( currentAddress() ).toBe( '/tienda/page/2/?paged=2&orderby=price' );
		expect( changes ).toEqual( [] );
	} );

	it( 'when the range goes back to the whole range › loads the address without min_price and max_price', async () => {
		visit( '/tienda/?min_price=20&max_price=50' );
		const { navigate } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			urlQuery: '?min_price=20&max_price=50',
			isServerTemplate: true,
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Reset price filter' } ) );
		expect( navigate ).toHaveBeenCalledWith( 'http://localhost/tienda/' );
	} );
} );
