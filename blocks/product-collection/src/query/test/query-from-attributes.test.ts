/** Tests of the block's query: spec 1 §3 defaults, clamping, every attribute → Store API argument, and the URL's page and price bounds. */

import {
	normalizeProductCollectionAttributes,
	queryFromAttributes,
} from '@cesta/block-product-collection/markup';

describe( 'given a block with no attributes', () => {
	it( 'when normalized › uses the spec defaults: 9 per page, ascending by title, a grid of 3 columns', () => {
		const { query, displayLayout } = normalizeProductCollectionAttributes( {} );

		expect( query ).toMatchObject( { perPage: 9, orderBy: 'title', order: 'asc', pages: 0 } );
		expect( query.woocommerceStockStatus ).toEqual( [
			'instock',
			'outofstock',
			'onbackorder',
		] );
		expect( displayLayout ).toEqual( { type: 'flex', columns: 3, shrinkColumns: true } );
	} );

	it( 'when turned into a query › asks for page 1 of 9 products by title, with no filter', () => {
		expect( queryFromAttributes( {} ) ).toEqual( {
			per_page: 9,
			page: 1,
			orderby: 'title',
			order: 'asc',
		} );
	} );
} );

describe( 'given columns and rows out of range', () => {
	it.each( [
		[ 0, 1 ],
		[ -3, 1 ],
		[ 7, 6 ],
		[ 4.7, 4 ],
		[ '5', 5 ],
		[ 'many', 3 ],
	] )( 'when columns are %p › the grid has %p columns', ( columns, expected ) => {
		expect(
			normalizeProductCollectionAttributes( {
				displayLayout: { columns: columns as number },
			} ).displayLayout.columns
		).toBe( expected );
	} );

	it( 'when rows are given › a page holds rows × columns products, rows clamped to 1–6', () => {
		const page = ( rows: number, columns: number ) =>
			queryFromAttributes( { rows, displayLayout: { columns } } ).per_page;

		expect( page( 2, 4 ) ).toBe( 8 );
		expect( page( 9, 6 ) ).toBe( 36 );
		expect( page( 0, 3 ) ).toBe( 3 );
	} );

	it( 'when per page is 0 or above the Store API maximum › it is clamped to 1–100', () => {
		expect( queryFromAttributes( { query: { perPage: 0 } } ).per_page ).toBe( 1 );
		expect( queryFromAttributes( { query: { perPage: 500 } } ).per_page ).toBe( 100 );
	} );

	it( 'when the layout is a list › the type is list; anything else is the grid', () => {
		expect(
			normalizeProductCollectionAttributes( { displayLayout: { type: 'list' } } )
				.displayLayout.type
		).toBe( 'list' );
		expect(
			normalizeProductCollectionAttributes( {
				displayLayout: { type: 'carousel' as 'flex' },
			} ).displayLayout.type
		).toBe( 'flex' );
	} );
} );

describe( 'given each query attribute', () => {
	it( 'when ordered › order and orderby follow; unknown orders fall back to title, sales to popularity', () => {
		expect(
			queryFromAttributes( { query: { orderBy: 'price', order: 'desc' } } )
		).toMatchObject( { orderby: 'price', order: 'desc' } );
		expect( queryFromAttributes( { query: { orderBy: 'random' } } ).orderby ).toBe( 'title' );
		expect( queryFromAttributes( { query: { orderBy: 'sales' } } ).orderby ).toBe(
			'popularity'
		);
		expect( queryFromAttributes( { query: { order: 'up' as 'asc' } } ).order ).toBe( 'asc' );
	} );

	it( 'when limited to categories, tags and brands › category, tag and brand carry the ids', () => {
		expect(
			queryFromAttributes( {
				query: {
					taxQuery: {
						product_cat: [ 17, 18 ],
						product_tag: [ 30 ],
						product_brand: [ 5 ],
					},
				},
			} )
		).toMatchObject( {
			category: '17,18',
			category_operator: 'in',
			tag: '30',
			tag_operator: 'in',
			brand: '5',
		} );
	} );

	it( 'when on sale and featured › on_sale and featured are true', () => {
		expect(
			queryFromAttributes( { query: { woocommerceOnSale: true, featured: true } } )
		).toMatchObject( { on_sale: true, featured: true } );
	} );

	it( 'when limited to some stock statuses › stock_status lists them; unknown ones are dropped', () => {
		expect(
			queryFromAttributes( {
				query: { woocommerceStockStatus: [ 'instock', 'discontinued' as 'instock' ] },
			} ).stock_status
		).toEqual( [ 'instock' ] );
	} );

	it( 'when limited to ratings › rating lists those within 1–5, once each', () => {
		expect(
			queryFromAttributes( { query: { woocommerceRating: [ 5, 4, 9, 0, 4 ] } } ).rating
		).toEqual( [ 4, 5 ] );
	} );

	it( 'when limited to attribute terms › one filter per taxonomy with its term ids, combined with and', () => {
		const query = queryFromAttributes( {
			query: {
				woocommerceAttributes: [
					{ taxonomy: 'pa_color', termId: 1 },
					{ taxonomy: 'pa_color', termId: 2 },
					{ taxonomy: 'pa_talla', termId: 7 },
					{ taxonomy: '', termId: 3 },
				],
			},
		} );

		expect( query.attributes ).toEqual( [
			{ attribute: 'pa_color', term_id: [ 1, 2 ], operator: 'in' },
			{ attribute: 'pa_talla', term_id: [ 7 ], operator: 'in' },
		] );
		expect( query.attribute_relation ).toBe( 'and' );
	} );

	it( 'when searching, excluding and hand-picking › search, exclude and include are sent', () => {
		expect(
			queryFromAttributes( {
				query: {
					search: ' olla ',
					exclude: [ 17, '19' ],
					woocommerceHandPickedProducts: [ 21, 23 ],
				},
			} )
		).toMatchObject( { search: 'olla', exclude: [ 17, 19 ], include: [ 21, 23 ] } );
	} );

	it( 'when a price range is set in euros › min_price and max_price are sent in cents', () => {
		expect(
			queryFromAttributes( { query: { priceRange: { min: 10, max: 49.99 } } } )
		).toMatchObject( { min_price: 1000, max_price: 4999 } );
	} );

	it( 'when an offset is set › page 2 starts after the offset and the first page', () => {
		expect(
			queryFromAttributes( { query: { offset: 2, perPage: 3 } }, { page: 2 } ).offset
		).toBe( 5 );
	} );
} );

describe( 'given a named collection', () => {
	it( 'when on sale › the collection turns on_sale on; the block may still change the order', () => {
		expect(
			queryFromAttributes( {
				collection: 'woocommerce/product-collection/on-sale',
				query: { order: 'desc' },
			} )
		).toMatchObject( { on_sale: true, order: 'desc', orderby: 'title' } );
	} );

	it( 'when best sellers › most popular first, 5 per page', () => {
		expect(
			queryFromAttributes( { collection: 'woocommerce/product-collection/best-sellers' } )
		).toMatchObject( { orderby: 'popularity', order: 'desc', per_page: 5 } );
	} );
} );

describe( "given the page's URL query", () => {
	it( 'when it names the block page › page follows query-{queryId}-page', () => {
		expect( queryFromAttributes( { queryId: 4 }, { urlQuery: '?query-4-page=3' } ).page ).toBe(
			3
		);
		expect( queryFromAttributes( { queryId: 4 }, { urlQuery: '?query-0-page=3' } ).page ).toBe(
			1
		);
	} );

	it( "when the block follows the page's query › page follows paged", () => {
		expect(
			queryFromAttributes(
				{ query: { inherit: true } },
				{ urlQuery: new URLSearchParams( 'paged=2' ) }
			).page
		).toBe( 2 );
	} );

	it( 'when the page is beyond the pages limit › the last allowed page is asked for', () => {
		expect(
			queryFromAttributes( { query: { pages: 2 } }, { urlQuery: '?query-0-page=5' } ).page
		).toBe( 2 );
	} );

	it( 'when it carries the price filter bounds in euros › they are sent in cents', () => {
		expect(
			queryFromAttributes( {}, { urlQuery: '/tienda/?min_price=20&max_price=45.5' } )
		).toMatchObject( { min_price: 2000, max_price: 4550 } );
	} );

	it( 'when the filter and the block both limit the price › the narrower bound of each wins', () => {
		expect(
			queryFromAttributes(
				{ query: { priceRange: { min: 30, max: 100 } } },
				{ urlQuery: { min_price: '20', max_price: '60' } }
			)
		).toMatchObject( { min_price: 3000, max_price: 6000 } );
	} );

	it( 'when query-state has bounds › they win over the URL', () => {
		expect(
			queryFromAttributes(
				{},
				{ urlQuery: '?min_price=20', queryState: { min_price: 2500, max_price: null } }
			)
		).toMatchObject( { min_price: 2500 } );
	} );

	it( 'when the bounds are not numbers › they are ignored', () => {
		const query = queryFromAttributes( {}, { urlQuery: '?min_price=abc&max_price=-4' } );

		expect( query.min_price ).toBeUndefined();
		expect( query.max_price ).toBeUndefined();
	} );
} );

describe( "given the attribute filter's choice", () => {
	it( 'when the URL has filter_color=rojo,azul&query_type_color=or › asks for either colour by slug', () => {
		const query = queryFromAttributes(
			{},
			{ urlQuery: '?filter_color=rojo,azul&query_type_color=or&filter_talla=' }
		);
		expect( query.attributes ).toEqual( [
			{ attribute: 'pa_color', slug: [ 'rojo', 'azul' ], operator: 'in' },
		] );
		expect( query.attribute_relation ).toBe( 'and' );
	} );

	it( "when the URL has no query_type_talla › asks for every size (operator and, WooCommerce's default)", () => {
		expect( queryFromAttributes( {}, { urlQuery: '?filter_talla=s,m' } ).attributes ).toEqual( [
			{ attribute: 'pa_talla', slug: [ 's', 'm' ], operator: 'and' },
		] );
	} );

	it( 'when the URL says query_type_talla=and › asks for every size (operator and)', () => {
		expect(
			queryFromAttributes( {}, { urlQuery: '?filter_talla=s,m&query_type_talla=and' } )
				.attributes
		).toEqual( [ { attribute: 'pa_talla', slug: [ 's', 'm' ], operator: 'and' } ] );
	} );

	it( "when the query state has attributes › they win over the URL's and join the block's own terms", () => {
		const query = queryFromAttributes(
			{ query: { woocommerceAttributes: [ { taxonomy: 'pa_talla', termId: 39 } ] } },
			{
				urlQuery: '?filter_color=negro',
				queryState: {
					attributes: [ { attribute: 'pa_color', slug: [ 'rojo' ], operator: 'in' } ],
				},
			}
		);
		expect( query.attributes ).toEqual( [
			{ attribute: 'pa_talla', term_id: [ 39 ], operator: 'in' },
			{ attribute: 'pa_color', slug: [ 'rojo' ], operator: 'in' },
		] );
	} );

	it( 'when the query state has no attributes left › the URL is not read and nothing is filtered', () => {
		const query = queryFromAttributes(
			{},
			{ urlQuery: '?filter_color=negro', queryState: { attributes: [] } }
		);
		expect( query.attributes ).toBeUndefined();
		expect( query.attribute_relation ).toBeUndefined();
	} );
} );
