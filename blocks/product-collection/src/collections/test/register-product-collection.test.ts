/** Tests of the collections registry: WooCommerce's names, and plugins' collections named plugin/product-collection/collection-name (spec 1 §3). */

import {
	CORE_COLLECTION_NAMES,
	getProductCollection,
	getProductCollections,
	queryFromAttributes,
	registerProductCollection,
} from '@cesta/block-product-collection/markup';

describe( "given WooCommerce's collections", () => {
	it( 'when listed › they are the six core ones, named woocommerce/product-collection/…, with titles', () => {
		expect( getProductCollections().map( ( collection ) => collection.name ) ).toEqual( [
			'woocommerce/product-collection/product-catalog',
			'woocommerce/product-collection/on-sale',
			'woocommerce/product-collection/featured',
			'woocommerce/product-collection/best-sellers',
			'woocommerce/product-collection/top-rated',
			'woocommerce/product-collection/new-arrivals',
		] );
		expect( getProductCollection( CORE_COLLECTION_NAMES.ON_SALE )?.title ).toBe(
			'On Sale Products'
		);
	} );
} );

describe( 'given a plugin registering a collection', () => {
	it( 'when the name has the right shape › it is registered, a block of it gets its query, and unregistering removes it', () => {
		const unregister = registerProductCollection( {
			name: 'mi-plugin/product-collection/verano',
			title: 'Verano',
			attributes: {
				query: { taxQuery: { product_tag: [ 12 ] } },
				displayLayout: { columns: 4 },
			},
		} );

		expect(
			queryFromAttributes( { collection: 'mi-plugin/product-collection/verano' } )
		).toMatchObject( { tag: '12' } );
		unregister();
		expect( getProductCollection( 'mi-plugin/product-collection/verano' ) ).toBeUndefined();
	} );

	it.each( [
		'verano',
		'mi-plugin/verano',
		'mi-plugin/collection/verano',
		'Mi-Plugin/product-collection/verano',
		'mi-plugin/product-collection/',
		'mi plugin/product-collection/verano',
	] )( 'when the name is %p › a TypeError explains the expected shape', ( name ) => {
		expect( () => registerProductCollection( { name, title: 'Verano' } ) ).toThrow(
			/must look like "plugin\/product-collection\/collection-name"/
		);
	} );

	it( "when the name is WooCommerce's › it is refused", () => {
		expect( () =>
			registerProductCollection( { name: CORE_COLLECTION_NAMES.ON_SALE, title: 'Ofertas' } )
		).toThrow( /one of WooCommerce's own collections/ );
	} );

	it( 'when the name is taken › the second registration is refused', () => {
		const unregister = registerProductCollection( {
			name: 'mi-plugin/product-collection/invierno',
			title: 'Invierno',
		} );

		expect( () =>
			registerProductCollection( {
				name: 'mi-plugin/product-collection/invierno',
				title: 'Otra',
			} )
		).toThrow( /already registered/ );
		unregister();
	} );

	it( 'when the title is empty or the attributes are not an object › each is refused with its reason', () => {
		expect( () =>
			registerProductCollection( { name: 'a/product-collection/b', title: ' ' } )
		).toThrow( /needs a non-empty title/ );
		expect( () =>
			registerProductCollection( {
				name: 'a/product-collection/b',
				title: 'B',
				attributes: [] as never,
			} )
		).toThrow( /attributes of "a\/product-collection\/b" must be an object/ );
		expect( () => registerProductCollection( null as never ) ).toThrow(
			/expects a collection object/
		);
	} );
} );
