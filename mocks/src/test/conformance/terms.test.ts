/**
 * @jest-environment node
 *
 * Conformance tests of the term routes: attributes and their terms,
 * categories, tags, brands, reviews.
 */
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

describe( 'attributes', () => {
	it( 'given the shop › when /products/attributes is read › lists Color, Talla and Número with their term counts', async () => {
		const reply = await shop.shopper().get( '/products/attributes' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body[ 0 ] ).toEqual( {
			id: 1,
			name: 'Color',
			taxonomy: 'pa_color',
			type: 'select',
			order: 'menu_order',
			has_archives: false,
			count: 5,
		} );
		expect(
			reply.body.map( ( attribute: { taxonomy: string } ) => attribute.taxonomy )
		).toEqual( [ 'pa_color', 'pa_talla', 'pa_numero' ] );
	} );

	it( 'given an attribute id › when read › answers that attribute', async () => {
		expect( ( await shop.shopper().get( '/products/attributes/2' ) ).body.name ).toBe(
			'Talla'
		);
	} );

	it( 'given an unknown attribute id › when read › answers 404 woocommerce_rest_attribute_invalid_id', async () => {
		const reply = await shop.shopper().get( '/products/attributes/99' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_attribute_invalid_id' );
	} );

	it( 'given the size attribute › when its terms are read by menu order › lists S, M, L, XL with counts', async () => {
		const reply = await shop
			.shopper()
			.get( '/products/attributes/2/terms', { query: { orderby: 'menu_order' } } );
		expect( reply.body.map( ( term: { name: string } ) => term.name ) ).toEqual( [
			'S',
			'M',
			'L',
			'XL',
		] );
		expect( reply.body[ 0 ] ).toEqual( {
			id: 39,
			name: 'S',
			slug: 's',
			description: '',
			parent: 0,
			count: 1,
		} );
		expect( reply.headers.get( 'x-wp-total' ) ).toBe( '4' );
	} );

	it( 'given an unknown attribute › when its terms are read › answers 404 woocommerce_rest_taxonomy_invalid', async () => {
		const reply = await shop.shopper().get( '/products/attributes/99/terms' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_taxonomy_invalid' );
	} );
} );

describe( 'categories, tags and brands', () => {
	it( 'given the shop › when categories are read › each has count, image, review_count and permalink', async () => {
		const reply = await shop.shopper().get( '/products/categories' );
		const cocina = reply.body.find(
			( category: { slug: string } ) => category.slug === 'cocina'
		);
		expect( cocina ).toMatchObject( {
			id: 17,
			name: 'Cocina',
			parent: 0,
			image: null,
			review_count: 3,
		} );
		expect( cocina.count ).toBe( 11 );
		expect( cocina.permalink ).toBe( `${ shop.server.url }/product-category/cocina/` );
	} );

	it( 'given a child category › when read by id › its permalink nests under the parent', async () => {
		const reply = await shop.shopper().get( '/products/categories/26' );
		expect( reply.body ).toMatchObject( {
			name: 'Calzado',
			parent: 18,
			permalink: `${ shop.server.url }/product-category/ropa/calzado/`,
		} );
	} );

	it( 'given an unknown category id › when read › answers 404 woocommerce_rest_category_invalid_id', async () => {
		const reply = await shop.shopper().get( '/products/categories/999' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_category_invalid_id' );
	} );

	it( 'given the shop › when tags are read with per_page 2 › pages them with headers', async () => {
		const reply = await shop.shopper().get( '/products/tags', { query: { per_page: '2' } } );
		expect( reply.body ).toHaveLength( 2 );
		expect( reply.headers.get( 'x-wp-total' ) ).toBe( '4' );
		expect( reply.headers.get( 'x-wp-totalpages' ) ).toBe( '2' );
	} );

	it( 'given the shop › when brands are read › lists them with permalinks', async () => {
		const reply = await shop.shopper().get( '/products/brands' );
		expect( reply.body.map( ( brand: { slug: string } ) => brand.slug ) ).toEqual( [
			'andarin',
			'cocimax',
			'hogarin',
			'ventura',
			'vision',
		] );
	} );

	it( 'given a brand slug › when read › answers the brand', async () => {
		expect( ( await shop.shopper().get( '/products/brands/cocimax' ) ).body.id ).toBe( 31 );
	} );

	it( 'given an unknown brand slug or id › when read › answers 404 with the slug or id code', async () => {
		expect( ( await shop.shopper().get( '/products/brands/nadie' ) ).body.code ).toBe(
			'woocommerce_rest_brand_invalid_slug'
		);
		expect( ( await shop.shopper().get( '/products/brands/999' ) ).body.code ).toBe(
			'woocommerce_rest_brand_invalid_id'
		);
	} );
} );

describe( 'reviews', () => {
	it( 'given the shop › when reviews are read › newest first with the review fields', async () => {
		const reply = await shop.shopper().get( '/products/reviews' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body[ 0 ] ).toMatchObject( {
			id: 6,
			product_id: 64,
			rating: 3,
			formatted_date_created: 'November 12, 2026',
		} );
		expect( Object.keys( reply.body[ 0 ].reviewer_avatar_urls ) ).toEqual( [
			'24',
			'48',
			'96',
		] );
		expect( reply.headers.get( 'x-wp-total' ) ).toBe( '6' );
	} );

	it( 'given a product id › when reviews are read › only that product’s', async () => {
		const reply = await shop
			.shopper()
			.get( '/products/reviews', { query: { product_id: '40' } } );
		expect( reply.body.map( ( review: { id: number } ) => review.id ) ).toEqual( [ 2, 1 ] );
	} );
} );
