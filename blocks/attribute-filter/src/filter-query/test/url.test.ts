/** Tests of the filter's URL rules, as WooCommerce's attribute filter writes them: `filter_{name}` and `query_type_{name}`, paging removed, other arguments kept. */
import {
	attributeCountsQuery,
	attributeFilterUrl,
	readAttributeQueryState,
	readChosenSlugs,
} from '@cesta/block-attribute-filter/markup';

describe( 'given a shop address on page 3 with other filters', () => {
	const href =
		'https://shop.test/tienda/page/3/?paged=3&query-0-page=2&min_price=20&filter_talla=s';

	it( 'when two colours are chosen with or › writes filter_color and query_type_color, drops paging, keeps the rest', () => {
		expect( attributeFilterUrl( href, 'pa_color', [ 'rojo', 'azul' ], 'or' ) ).toBe(
			'https://shop.test/tienda/?min_price=20&filter_talla=s&filter_color=rojo%2Cazul&query_type_color=or'
		);
	} );

	it( 'when nothing is chosen › both arguments of that attribute go, the others stay', () => {
		expect(
			attributeFilterUrl(
				'https://shop.test/tienda/?filter_color=rojo&query_type_color=and&filter_talla=s',
				'pa_color',
				[],
				'and'
			)
		).toBe( 'https://shop.test/tienda/?filter_talla=s' );
	} );
} );

describe( 'given an address with attribute filters', () => {
	it( "when read › each filter_ argument is an attribute query, in for query_type or, and otherwise (WooCommerce's default)", () => {
		const search =
			'?filter_color=rojo,%20azul&query_type_color=or&filter_talla=s,m&query_type_talla=and&filter_=x&filter_numero=&filter_marca=vhf';
		expect( readAttributeQueryState( search ) ).toEqual( {
			attributes: [
				{ attribute: 'pa_color', operator: 'in', slug: [ 'rojo', 'azul' ] },
				{ attribute: 'pa_talla', operator: 'and', slug: [ 's', 'm' ] },
				{ attribute: 'pa_marca', operator: 'and', slug: [ 'vhf' ] },
			],
		} );
		expect( readChosenSlugs( search, 'pa_talla' ) ).toEqual( [ 's', 'm' ] );
		expect( readChosenSlugs( search, 'pa_numero' ) ).toEqual( [] );
	} );

	it( 'when the counts are asked for › the listing query without paging and ordering, the URL filters, the taxonomy and query type', () => {
		expect(
			attributeCountsQuery(
				{ category: '18', page: 2, per_page: 9, orderby: 'price', order: 'asc' },
				{
					taxonomy: 'pa_color',
					queryType: 'or',
					urlQuery: '?filter_talla=s&query_type_talla=or',
				}
			)
		).toEqual( {
			category: '18',
			attributes: [ { attribute: 'pa_talla', operator: 'in', slug: [ 's' ] } ],
			attribute_relation: 'and',
			calculate_attribute_counts: [ { taxonomy: 'pa_color', query_type: 'or' } ],
		} );
	} );
} );
