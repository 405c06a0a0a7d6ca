/** Tests of loading a block's products from the mock shop's Store API: the filters the query sends do select the right products. */

import { loadProductCollection } from '@cesta/block-product-collection';
import { recordRequests, setupMockShop } from '@cesta/test-utils';

const shop = setupMockShop();

const names = ( page: { products: Array< { name: string } > } ) =>
	page.products.map( ( product ) => product.name );

describe( 'given the on-sale collection', () => {
	it( 'when loaded › lists the five sample products on sale, by title, on one page', async () => {
		const page = await loadProductCollection( {
			collection: 'woocommerce/product-collection/on-sale',
		} );

		expect( names( page ) ).toEqual( [
			'Arrocera',
			'Olla a presión',
			'Olla de cocción lenta',
			'Smart TV 4K de 55 pulgadas',
			'Ventilador de pie',
		] );
		expect( page ).toMatchObject( { total: 5, totalPages: 1, page: 1 } );
	} );

	it( 'when loaded with the price filter in the URL › only those within it are listed', async () => {
		const page = await loadProductCollection(
			{ collection: 'woocommerce/product-collection/on-sale' },
			{ urlQuery: '?min_price=40&max_price=60' }
		);

		expect( names( page ) ).toEqual( [ 'Arrocera', 'Olla de cocción lenta' ] );
	} );
} );

describe( 'given the whole catalogue at the default 9 per page', () => {
	it( 'when page 2 is loaded from the URL › the request asks for page 2 and the page count comes from the headers', async () => {
		const calls = recordRequests( shop );

		const page = await loadProductCollection( {}, { urlQuery: '?query-0-page=2' } );
		await calls.settled();

		expect( page.products ).toHaveLength( 9 );
		expect( page.totalPages ).toBe( Math.ceil( page.total / 9 ) );
		expect( page.page ).toBe( 2 );
		const productCalls = calls.calls().filter( ( call ) => call.route === '/products' );
		expect( productCalls ).toHaveLength( 1 );
		calls.stop();
	} );

	it( 'when the block allows 2 pages › the page count stops at 2', async () => {
		expect( ( await loadProductCollection( { query: { pages: 2 } } ) ).totalPages ).toBe( 2 );
	} );
} );

describe( 'given filters the mock shop applies', () => {
	it( 'when out of stock only › lists the toaster', async () => {
		const page = await loadProductCollection( {
			query: { woocommerceStockStatus: [ 'outofstock' ] },
		} );

		expect( names( page ) ).toEqual( [ 'Tostadora' ] );
	} );

	it( 'when rated 5 stars only › lists the espresso machine and the blender (4.5 rounds to 5, as in WooCommerce)', async () => {
		const page = await loadProductCollection( { query: { woocommerceRating: [ 5 ] } } );

		expect( names( page ) ).toEqual( [ 'Batidora de vaso', 'Cafetera espresso' ] );
	} );

	it( 'when hand-picked and excluding one › lists the others, by title', async () => {
		const page = await loadProductCollection( {
			query: { woocommerceHandPickedProducts: [ 17, 21, 46 ], exclude: [ 46 ] },
		} );

		expect( names( page ) ).toEqual( [ 'Arrocera', 'Ventilador de pie' ] );
	} );

	it( 'when sorted by price, descending › each product costs no more than the one before', async () => {
		const page = await loadProductCollection( {
			query: { orderBy: 'price', order: 'desc', perPage: 6 },
		} );
		const prices = page.products.map( ( product ) => Number( product.prices.price ) );

		expect( prices ).toHaveLength( 6 );
		expect( prices ).toEqual( [ ...prices ].sort( ( a, b ) => b - a ) );
	} );

	it( 'when an offset of 3 is set › the first page starts at the fourth product and the count leaves them out', async () => {
		const all = await loadProductCollection( { query: { perPage: 100 } } );

		const page = await loadProductCollection( { query: { offset: 3, perPage: 5 } } );

		expect( page.products.map( ( product ) => product.id ) ).toEqual(
			all.products.slice( 3, 8 ).map( ( product ) => product.id )
		);
		expect( page.total ).toBe( all.total - 3 );
	} );
} );
