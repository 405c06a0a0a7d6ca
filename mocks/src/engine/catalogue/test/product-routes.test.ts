/** Tests of the catalogue queries: type, offset and related filters, visibility, attributes, counts. */

import { createEngine } from '../../engine';

const engine = createEngine( { siteLocale: 'en_US' } );

describe( 'catalogue queries', () => {
	it( 'given featured and type filters › when listing › variable products are found by type', () => {
		expect(
			engine
				.listProducts( { type: 'variable', perPage: 100 } )
				.items.map( ( product ) => product.id )
				.sort()
		).toEqual( [ 100, 27, 80 ] );
	} );

	it( 'given variations asked for by type › when listing › they are listed with their parent and variation text', () => {
		const variation = engine.listProducts( { type: 'variation', include: [ 29 ] } ).items[ 0 ];
		expect( variation ).toMatchObject( { parent: 27, variation: 'Color: Rojo' } );
	} );

	it( 'given offset › when listing › skips that many products', () => {
		const all = engine
			.listProducts( { orderby: 'id', order: 'asc', perPage: 100 } )
			.items.map( ( product ) => product.id );
		expect(
			engine
				.listProducts( { orderby: 'id', order: 'asc', offset: 2, perPage: 2 } )
				.items.map( ( product ) => product.id )
		).toEqual( all.slice( 2, 4 ) );
	} );

	it( 'given related › when listing › returns products sharing a category, not the product itself', () => {
		const related = engine
			.listProducts( { related: 21, perPage: 100 } )
			.items.map( ( product ) => product.id );
		expect( related ).toContain( 23 );
		expect( related ).not.toContain( 21 );
	} );

	it( 'given the hidden-from-shop visibility › when listing for the catalogue › a search-only product is left out', () => {
		expect(
			engine
				.listProducts( { catalogVisibility: 'catalog', perPage: 100 } )
				.items.map( ( product ) => product.id )
		).not.toContain( 78 );
		expect(
			engine
				.listProducts( { catalogVisibility: 'search', perPage: 100 } )
				.items.map( ( product ) => product.id )
		).toContain( 78 );
	} );

	it( 'given a variable product with an "any" attribute › when read › the variation value is null', () => {
		expect( engine.getProduct( { id: 100 } ).variations[ 0 ].attributes ).toEqual( [
			{ name: 'Color', value: 'blanco' },
			{ name: 'Número', value: null },
		] );
	} );

	it( 'given a product with a local attribute › when read › it is listed with id 0 and no taxonomy', () => {
		expect( engine.getProduct( { id: 80 } ).attributes[ 2 ] ).toMatchObject( {
			id: 0,
			name: 'Material',
			taxonomy: null,
			has_variations: false,
		} );
	} );

	it( 'given taxonomy counts › when collection data is read › counts products per category', () => {
		const data = engine.collectionData(
			{},
			{
				priceRange: false,
				attributeCounts: [],
				ratingCounts: false,
				stockStatusCounts: false,
				taxonomyCounts: [ 'product_cat' ],
			}
		);
		expect( data.taxonomy_counts ).toEqual(
			expect.arrayContaining( [ { term: 24, count: 2 } ] )
		);
	} );
} );
