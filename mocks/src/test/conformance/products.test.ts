/**
 * @jest-environment node
 *
 * Conformance tests of the product routes: filters, sorting, paging, single
 * products, collection data.
 */
import { keysOf, loadSample } from './samples';
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();
const ids = ( products: Array< { id: number } > ) => products.map( ( product ) => product.id );

describe( 'GET /products', () => {
	it( 'given on_sale and per_page 2 › when listed › answers the captured first page and paging headers', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { on_sale: 'true', per_page: '2' } } );
		const sample = loadSample( 'products-on-sale' );
		expect( reply.status ).toBe( 200 );
		expect( reply.headers.get( 'x-wp-total' ) ).toBe( '5' );
		expect( reply.headers.get( 'x-wp-totalpages' ) ).toBe( '3' );
		expect( reply.headers.get( 'link' ) ).toContain( 'rel="next"' );
		expect( reply.headers.get( 'last-modified' ) ).toMatch( /^\d{10}$/ );
		expect( ids( reply.body ) ).toEqual( ids( sample.body ) );
		for ( const [ index, product ] of reply.body.entries() ) {
			const expected = sample.body[ index ];
			expect( keysOf( product ) ).toEqual( keysOf( expected ) );
			expect( product.prices ).toEqual( expected.prices );
			expect( product.price_html ).toBe( expected.price_html );
			expect( product.stock_availability ).toEqual( expected.stock_availability );
			expect( product.add_to_cart ).toEqual( expected.add_to_cart );
			expect(
				product.categories.map( ( c: { id: number; name: string } ) => [ c.id, c.name ] )
			).toEqual(
				expected.categories.map( ( c: { id: number; name: string } ) => [ c.id, c.name ] )
			);
		}
	} );

	it( 'given page 2 › when listed › the Link header points both ways', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { on_sale: 'true', per_page: '2', page: '2' } } );
		expect( reply.headers.get( 'link' ) ).toMatch(
			/page=1>; rel="prev", <.*page=3>; rel="next"/
		);
	} );

	it( 'given no filter › when listed › leaves variations and hidden products out and pages by 10', async () => {
		const reply = await shop.shopper().get( '/products' );
		expect( reply.body ).toHaveLength( 10 );
		expect( Number( reply.headers.get( 'x-wp-total' ) ) ).toBeGreaterThanOrEqual( 26 );
		expect(
			reply.body.every( ( product: { type: string } ) => product.type !== 'variation' )
		).toBe( true );
	} );

	it( 'given a search for "olla" › when listed › finds both pots', async () => {
		const reply = await shop.shopper().get( '/products', { query: { search: 'olla' } } );
		expect( ids( reply.body ).sort() ).toEqual( [ 23, 25 ] );
	} );

	it( 'given a category slug › when listed › returns that category’s products', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { category: 'climatizacion', per_page: '100' } } );
		expect( ids( reply.body ).sort( ( a: number, b: number ) => a - b ) ).toEqual( [
			17, 56, 58, 60,
		] );
	} );

	it( 'given a parent category › when listed › includes its child categories (Ropa holds Calzado)', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { category: '18', per_page: '100' } } );
		expect( ids( reply.body ) ).toEqual( expect.arrayContaining( [ 27, 80, 100 ] ) );
	} );

	it( 'given category_operator not_in › when listed › excludes the category', async () => {
		const reply = await shop.shopper().get( '/products', {
			query: { category: 'cocina', category_operator: 'not_in', per_page: '100' },
		} );
		expect( ids( reply.body ) ).not.toContain( 21 );
		expect( ids( reply.body ) ).toContain( 17 );
	} );

	it( 'given a tag › when listed › returns the tagged products', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { tag: 'ideal-para-regalar', per_page: '100' } } );
		expect( ids( reply.body ).sort( ( a: number, b: number ) => a - b ) ).toEqual( [
			64, 66, 72,
		] );
	} );

	it( 'given a brand › when listed › returns that brand’s products', async () => {
		const reply = await shop.shopper().get( '/products', { query: { brand: 'andarin' } } );
		expect( ids( reply.body ).sort( ( a: number, b: number ) => a - b ) ).toEqual( [
			80, 100,
		] );
	} );

	it( 'given an attribute filter on grey › when listed › returns the hoodie only', async () => {
		const reply = await shop.shopper().get( '/products', {
			query: 'attributes[0][attribute]=pa_color&attributes[0][slug][]=gris',
		} );
		expect( ids( reply.body ) ).toEqual( [ 80 ] );
	} );

	it( 'given stock_status[]=outofstock › when listed › returns the toaster', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: 'stock_status[]=outofstock' } );
		expect( ids( reply.body ) ).toEqual( [ 46 ] );
	} );

	it( 'given min_price and max_price in minor units › when listed › keeps products priced in the range', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { min_price: '40000', max_price: '45000' } } );
		expect( ids( reply.body ).sort( ( a: number, b: number ) => a - b ) ).toEqual( [ 19, 70 ] );
	} );

	it( 'given orderby title asc › when listed › sorts by name', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { orderby: 'title', order: 'asc', per_page: '3' } } );
		expect( reply.body.map( ( product: { name: string } ) => product.name ) ).toEqual( [
			'Altavoz Bluetooth',
			'Arrocera',
			'Aspiradora sin cable',
		] );
	} );

	it( 'given orderby price asc › when listed › starts with the cheapest', async () => {
		const reply = await shop
			.shopper()
			.get( '/products', { query: { orderby: 'price', order: 'asc', per_page: '1' } } );
		expect( reply.body[ 0 ].id ).toBe( 27 );
	} );

	it( 'given rating[]=5 › when listed › returns products whose average rounds to 5 (5.00 and 4.50)', async () => {
		const reply = await shop.shopper().get( '/products', { query: 'rating[]=5' } );
		expect( ids( reply.body ) ).toEqual( [ 42, 40 ] );
	} );

	it( 'given per_page 101 › when listed › answers 400 rest_invalid_param for per_page', async () => {
		const reply = await shop.shopper().get( '/products', { query: { per_page: '101' } } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.per_page.code ).toBe( 'rest_out_of_bounds' );
	} );

	it( 'given an unknown orderby › when listed › answers 400 rest_not_in_enum', async () => {
		const reply = await shop.shopper().get( '/products', { query: { orderby: 'colour' } } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.orderby.code ).toBe( 'rest_not_in_enum' );
	} );
} );

describe( 'single products', () => {
	it( 'given the variable Camiseta › when read by id › matches the captured product', async () => {
		const reply = await shop.shopper().get( '/products/27' );
		const sample = loadSample( 'product-variable' ).body;
		expect( reply.status ).toBe( 200 );
		expect( keysOf( reply.body ) ).toEqual( keysOf( sample ) );
		for ( const key of [
			'prices',
			'price_html',
			'attributes',
			'variations',
			'add_to_cart',
			'stock_availability',
			'has_options',
			'sku',
		] ) {
			expect( reply.body[ key ] ).toEqual(
				key === 'add_to_cart'
					? { ...sample[ key ], url: reply.body.permalink }
					: sample[ key ]
			);
		}
	} );

	it( 'given a slug › when read › answers the product', async () => {
		const reply = await shop.shopper().get( '/products/arrocera' );
		expect( reply.body.id ).toBe( 21 );
	} );

	it( 'given an unknown id › when read › answers 404 woocommerce_rest_product_invalid_id', async () => {
		const reply = await shop.shopper().get( '/products/424242' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_invalid_id' );
	} );

	it( 'given an unknown slug › when read › answers 404 woocommerce_rest_product_invalid_slug', async () => {
		const reply = await shop.shopper().get( '/products/no-existe' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_invalid_slug' );
	} );

	it( 'given a low-stock product › when read › shows low_stock_remaining', async () => {
		const reply = await shop.shopper().get( '/products/44' );
		expect( reply.body.low_stock_remaining ).toBe( 2 );
		expect( reply.body.add_to_cart.maximum ).toBe( 2 );
	} );

	it( 'given a product on backorder › when read › is_on_backorder with the backorder text', async () => {
		const reply = await shop.shopper().get( '/products/48' );
		expect( reply.body ).toMatchObject( {
			is_in_stock: true,
			is_on_backorder: true,
			stock_availability: { text: 'Available on backorder', class: 'available-on-backorder' },
		} );
	} );

	it( 'given an out-of-stock product › when read › its button reads "Read more" and links to the product', async () => {
		const reply = await shop.shopper().get( '/products/46' );
		expect( reply.body.add_to_cart ).toMatchObject( {
			text: 'Read more',
			url: reply.body.permalink,
		} );
	} );
} );

describe( 'GET /products/collection-data', () => {
	it( 'given calculate_price_range › when read › answers the captured price range', async () => {
		const reply = await shop
			.shopper()
			.get( '/products/collection-data', { query: { calculate_price_range: 'true' } } );
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toEqual( loadSample( 'collection-data-price-range' ).body );
		expect( reply.headers.get( 'last-modified' ) ).toMatch( /^\d+$/ );
	} );

	it( 'given a price filter › when the range is calculated › the filter itself is left out', async () => {
		const reply = await shop.shopper().get( '/products/collection-data', {
			query: { calculate_price_range: 'true', min_price: '40000' },
		} );
		expect( reply.body.price_range.min_price ).toBe( '1999' );
	} );

	it( 'given attribute counts with query_type or › when read › counts products per colour term', async () => {
		const reply = await shop.shopper().get( '/products/collection-data', {
			query: 'calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
		} );
		expect( reply.body.attribute_counts ).toEqual(
			expect.arrayContaining( [
				{ term: 19, count: 1 },
				{ term: 36, count: 2 },
			] )
		);
	} );

	it( 'given rating and stock counts › when read › answers both lists', async () => {
		const reply = await shop.shopper().get( '/products/collection-data', {
			query: { calculate_rating_counts: 'true', calculate_stock_status_counts: 'true' },
		} );
		// Averages 4.50 and 5.00 round to 5; 3.00 and 3.00 to 3.
		expect( reply.body.rating_counts ).toEqual( [
			{ rating: 5, count: 2 },
			{ rating: 3, count: 2 },
		] );
		expect(
			reply.body.stock_status_counts.map( ( entry: { status: string } ) => entry.status )
		).toEqual( [ 'instock', 'outofstock', 'onbackorder' ] );
		expect( reply.body.stock_status_counts[ 1 ].count ).toBe( 1 );
	} );
} );
