/**
 * Tests of the React-free re-render of the Product Collection blocks for a
 * new query state (the price filter's range), against the mock shop: only
 * products in the range, one request per block, the 200 ms start of spec 1
 * §9, the block's own attributes kept, the buttons still delegated.
 */
import {
	COLLECTION_QUERY_START_DELAY_MS,
	createProductCollectionRefresher,
	loadProductCollection,
	normalizeProductCollectionAttributes,
	readProductCollectionAttributes,
	refreshProductCollections,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import type { ProductCollectionAttributes } from '@cesta/block-product-collection';
import type { ProductResponse } from '@cesta/types';
import { recordRequests, setupMockShop } from '@cesta/test-utils';

const shop = setupMockShop();

let catalogue: ProductResponse[] = [];

const attributes: ProductCollectionAttributes = {
	query: { perPage: 50 },
	displayLayout: { type: 'flex', columns: 4 },
	titleLevel: 2,
	ariaLabel: 'Productos',
	className: 'is-style-shop',
};

beforeAll( async () => {
	catalogue = ( await loadProductCollection( { query: { perPage: 100 } } ) ).products;
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.replaceChildren();
	window.history.replaceState( null, '', '/' );
} );

const showListing = async ( shown: ProductCollectionAttributes = attributes ) => {
	const page = await loadProductCollection( shown );
	document.body.innerHTML = `<main>${ renderProductCollectionMarkup( {
		attributes: shown,
		...page,
	} ) }</main>`;
	return document.querySelector< HTMLElement >(
		'[data-block-name="woocommerce/product-collection"]'
	)!;
};

const shownNames = ( block: HTMLElement ) =>
	[ ...block.querySelectorAll( '.wc-block-components-product-name' ) ].map(
		( name ) => name.textContent
	);

// A product is in the range when any of its prices is (a variable product's
// range overlaps it), as the Store API filters.
const namesPricedBetween = ( min: number, max: number ) =>
	catalogue
		.filter( ( { prices } ) => {
			const low = Number( prices.price_range?.min_amount ?? prices.price );
			const high = Number( prices.price_range?.max_amount ?? prices.price );
			return high >= min && low <= max;
		} )
		.map( ( product ) => product.name );

describe( 'given a listing printed by the server', () => {
	it( 'when its attributes are read back › they are the ones it was printed with', async () => {
		const block = await showListing();
		expect(
			normalizeProductCollectionAttributes( readProductCollectionAttributes( block ) )
		).toEqual( normalizeProductCollectionAttributes( attributes ) );
	} );

	it( 'when refreshed for a price range › shows only the products in it, with one request', async () => {
		const block = await showListing();
		const calls = recordRequests( shop );
		const urls: URL[] = [];
		const seeUrl = ( { request }: { request: Request } ) => urls.push( new URL( request.url ) );
		shop.server.events.on( 'request:start', seeUrl );

		await refreshProductCollections( document, {
			queryState: { min_price: 2000, max_price: 5000 },
			urlQuery: '',
		} );
		await calls.settled();
		shop.server.events.removeListener( 'request:start', seeUrl );

		const names = shownNames( block );
		expect( names.length ).toBeGreaterThan( 0 );
		expect( [ ...names ].sort() ).toEqual( namesPricedBetween( 2000, 5000 ).sort() );
		expect( calls.routes() ).toEqual( [ 'GET /products' ] );
		expect( urls ).toHaveLength( 1 );
		expect( urls[ 0 ].searchParams.get( 'min_price' ) ).toBe( '2000' );
		expect( urls[ 0 ].searchParams.get( 'max_price' ) ).toBe( '5000' );
		expect( block.querySelector( 'h2.wc-block-components-product-name' ) ).not.toBeNull();
		expect( block.querySelector( '.wc-block-product-template' ) ).toHaveClass( 'columns-4' );
		expect( block ).toHaveClass( 'is-style-shop' );
		expect( block ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'when the query state has no bounds › the URL’s bounds (major units) apply', async () => {
		const block = await showListing();
		await refreshProductCollections( document, {
			queryState: { min_price: null, max_price: null },
			urlQuery: '?max_price=30',
		} );
		expect( [ ...shownNames( block ) ].sort() ).toEqual( namesPricedBetween( 0, 3000 ).sort() );
	} );

	it( 'when the range leaves nothing › says no products were found', async () => {
		const block = await showListing();
		await refreshProductCollections( document, {
			queryState: { min_price: 99000, max_price: null },
			urlQuery: '',
		} );
		expect( block ).toHaveTextContent( 'No products were found matching your selection.' );
	} );

	it( 'when the request fails › keeps the products it had', async () => {
		const block = await showListing();
		const before = shownNames( block );
		shop.faults( { status: 500, only: '/products' } );
		await refreshProductCollections( document, {
			queryState: { min_price: 2000, max_price: 5000 },
			urlQuery: '',
		} );
		expect( shownNames( block ) ).toEqual( before );
		expect( block ).not.toHaveAttribute( 'aria-busy' );
	} );
} );

describe( 'given the refresher the price filter calls', () => {
	it( 'when the range changes three times within 200 ms › asks once, 200 ms after the last change', async () => {
		const block = await showListing();
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
		const calls = recordRequests( shop );
		const { refresh } = createProductCollectionRefresher( document );

		refresh( { min_price: 1000, max_price: null } );
		await jest.advanceTimersByTimeAsync( 100 );
		refresh( { min_price: 2000, max_price: null } );
		await jest.advanceTimersByTimeAsync( 100 );
		refresh( { min_price: 2000, max_price: 5000 } );
		await jest.advanceTimersByTimeAsync( COLLECTION_QUERY_START_DELAY_MS - 1 );
		expect( calls.httpRequests() ).toEqual( [] );

		await jest.advanceTimersByTimeAsync( 1 );
		for ( let i = 0; i < 100 && block.hasAttribute( 'aria-busy' ); i++ ) {
			await jest.advanceTimersByTimeAsync( 50 );
		}
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [ 'GET /products' ] );
		expect( [ ...shownNames( block ) ].sort() ).toEqual(
			namesPricedBetween( 2000, 5000 ).sort()
		);
	} );

	it( 'when the price filter and then the attribute filter change › the listing follows both (the states are merged)', async () => {
		const block = await showListing();
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
		const { refresh } = createProductCollectionRefresher( document );

		refresh( { min_price: null, max_price: 5000 } );
		refresh( { attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ 'negro' ] } ] } );
		await jest.advanceTimersByTimeAsync( COLLECTION_QUERY_START_DELAY_MS );
		for ( let i = 0; i < 100 && block.hasAttribute( 'aria-busy' ); i++ ) {
			await jest.advanceTimersByTimeAsync( 50 );
		}
		const black = catalogue
			.filter( ( product ) =>
				product.attributes.some(
					( attribute ) =>
						attribute.taxonomy === 'pa_color' &&
						attribute.terms.some( ( term ) => term.slug === 'negro' )
				)
			)
			.map( ( product ) => product.name );
		const cheapBlack = namesPricedBetween( 0, 5000 ).filter( ( name ) =>
			black.includes( name )
		);
		expect( cheapBlack.length ).toBeGreaterThan( 0 );
		expect( cheapBlack.length ).toBeLessThan( black.length );
		expect( [ ...shownNames( block ) ].sort() ).toEqual( [ ...cheapBlack ].sort() );
	} );

	it( 'when stopped before the start › asks nothing', async () => {
		await showListing();
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
		const calls = recordRequests( shop );
		const refresher = createProductCollectionRefresher( document );
		refresher.refresh( { min_price: 2000, max_price: null } );
		refresher.stop();
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( calls.httpRequests() ).toEqual( [] );
	} );
} );
