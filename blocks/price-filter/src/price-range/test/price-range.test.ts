/**
 * Tests of the price filter's pure rules (spec 1 §5): the bounds from the
 * Store API's range, the step, the adjusting of the chosen range, when the
 * filter hides, and the range in the URL and the listing's query.
 */
import {
	adjustPriceSelection,
	collectionDataQuery,
	isPriceFilterHidden,
	priceConstraints,
	priceFilterUrl,
	priceQueryState,
	priceStep,
	readPriceBoundFromUrl,
	withoutPaging,
} from '@cesta/block-price-filter/markup';

const limits = { min: 1900, max: 42900, step: 100 };

describe( 'bounds', () => {
	it( 'given the range in minor units › rounds the min down and the max up to whole units', () => {
		expect( priceConstraints( { min_price: '1999', max_price: '42950' }, 2 ) ).toEqual( {
			min: 1900,
			max: 43000,
		} );
	} );

	it( 'given whole amounts › keeps them', () => {
		expect( priceConstraints( { min_price: '2000', max_price: '43000' }, 2 ) ).toEqual( {
			min: 2000,
			max: 43000,
		} );
	} );

	it( 'given a currency without minor units › rounds to 1', () => {
		expect( priceConstraints( { min_price: '1999', max_price: '42950' }, 0 ) ).toEqual( {
			min: 1999,
			max: 42950,
		} );
	} );

	it( 'given a missing or unreadable bound › that bound is null and the filter hides', () => {
		const missing = priceConstraints( { min_price: '1999' } as never, 2 );
		expect( missing ).toEqual( { min: 1900, max: null } );
		expect( isPriceFilterHidden( missing ) ).toBe( true );
		expect(
			isPriceFilterHidden( priceConstraints( { min_price: 'x', max_price: '10' }, 2 ) )
		).toBe( true );
		expect( isPriceFilterHidden( priceConstraints( null, 2 ) ) ).toBe( true );
	} );

	it( 'given both bounds equal after rounding › the filter hides', () => {
		const equal = priceConstraints( { min_price: '4000', max_price: '4000' }, 2 );
		expect( isPriceFilterHidden( equal ) ).toBe( true );
		expect( isPriceFilterHidden( { min: 1900, max: 42900 } ) ).toBe( false );
	} );

	it( 'given no step › the step is the minor-unit power of ten', () => {
		expect( priceStep( 2 ) ).toBe( 100 );
		expect( priceStep( 0 ) ).toBe( 1 );
		expect( priceStep( 3 ) ).toBe( 1000 );
	} );

	it( 'given a step › uses it; a step that is not a positive whole number is ignored', () => {
		expect( priceStep( 2, 500 ) ).toBe( 500 );
		expect( priceStep( 2, 0 ) ).toBe( 100 );
		expect( priceStep( 2, 2.5 ) ).toBe( 100 );
	} );
} );

describe( 'adjusting the chosen range', () => {
	it( 'given values between steps › moves them to the nearest step', () => {
		expect( adjustPriceSelection( { min: 2049, max: 5051 }, 'min', limits ) ).toEqual( {
			min: 2000,
			max: 5100,
		} );
	} );

	it( 'given a step of 500 › moves to multiples of 500', () => {
		expect(
			adjustPriceSelection( { min: 2300, max: 5200 }, 'min', { ...limits, step: 500 } )
		).toEqual( { min: 2500, max: 5000 } );
	} );

	it( 'given a max of 0 or nothing › the max is the upper constraint', () => {
		expect( adjustPriceSelection( { min: 2000, max: 0 }, 'max', limits ) ).toEqual( {
			min: 2000,
			max: 42900,
		} );
		expect( adjustPriceSelection( { min: 2000, max: NaN }, 'max', limits ) ).toEqual( {
			min: 2000,
			max: 42900,
		} );
	} );

	it( 'given a max above the upper constraint › the max is the constraint', () => {
		expect( adjustPriceSelection( { min: 2000, max: 99900 }, 'max', limits ) ).toEqual( {
			min: 2000,
			max: 42900,
		} );
	} );

	it( 'given a min below the lower constraint › the min is the constraint', () => {
		expect( adjustPriceSelection( { min: 500, max: 5000 }, 'min', limits ) ).toEqual( {
			min: 1900,
			max: 5000,
		} );
	} );

	it( 'given the slider’s min moved onto the max › the max moves one step above it', () => {
		expect( adjustPriceSelection( { min: 5000, max: 5000 }, 'min', limits ) ).toEqual( {
			min: 5000,
			max: 5100,
		} );
	} );

	it( 'given the slider’s max moved below the min › the min gives way, one step below', () => {
		expect( adjustPriceSelection( { min: 5000, max: 3000 }, 'max', limits ) ).toEqual( {
			min: 2900,
			max: 3000,
		} );
	} );

	it( 'given both handles at the upper constraint › the min stays one step below', () => {
		expect( adjustPriceSelection( { min: 42900, max: 42900 }, 'min', limits ) ).toEqual( {
			min: 42800,
			max: 42900,
		} );
	} );

	it( 'given both handles at the lower constraint › the max stays one step above', () => {
		expect( adjustPriceSelection( { min: 1900, max: 1900 }, 'max', limits ) ).toEqual( {
			min: 1900,
			max: 2000,
		} );
	} );

	it( 'given a typed min at or above the max › resets the min to 0 (raised to the lower constraint) and the max to the upper constraint', () => {
		expect(
			adjustPriceSelection( { min: 6000, max: 5000 }, 'min', limits, { typed: true } )
		).toEqual( { min: 1900, max: 42900 } );
		expect(
			adjustPriceSelection( { min: 5000, max: 5000 }, 'min', limits, { typed: true } )
		).toEqual( { min: 1900, max: 42900 } );
	} );

	it( 'given a lower constraint of 0 › a typed min at the max resets the min to 0', () => {
		expect(
			adjustPriceSelection(
				{ min: 5000, max: 3000 },
				'min',
				{ min: 0, max: 42900, step: 100 },
				{ typed: true }
			)
		).toEqual( { min: 0, max: 42900 } );
	} );
} );

describe( 'the range in the URL and the query', () => {
	const constraints = { min: 1900, max: 42900 };

	it( 'given a bound equal to its constraint › leaves it out of the query and the URL', () => {
		const state = priceQueryState( { min: 1900, max: 5000 }, constraints );
		expect( state ).toEqual( { min_price: null, max_price: 5000 } );
		expect( priceFilterUrl( 'https://shop.test/tienda/?min_price=30', state, 2 ) ).toBe(
			'https://shop.test/tienda/?max_price=50'
		);
		expect( priceQueryState( { min: 2000, max: 42900 }, constraints ) ).toEqual( {
			min_price: 2000,
			max_price: null,
		} );
	} );

	it( 'given minor units › writes major units as WooCommerce does', () => {
		expect(
			priceFilterUrl( 'https://shop.test/tienda/', { min_price: 2050, max_price: 5000 }, 2 )
		).toBe( 'https://shop.test/tienda/?min_price=20.5&max_price=50' );
	} );

	it( 'given paging in the address › removes paged, query-N-page and /page/N/, keeps the rest', () => {
		expect(
			withoutPaging(
				'https://shop.test/tienda/page/3/?paged=3&query-0-page=2&query-12-page=4&orderby=price'
			)
		).toBe( 'https://shop.test/tienda/?orderby=price' );
		expect(
			priceFilterUrl(
				'https://shop.test/categoria-producto/cocina/page/2/?query-0-page=2',
				{ min_price: 2000, max_price: null },
				2
			)
		).toBe( 'https://shop.test/categoria-producto/cocina/?min_price=20' );
	} );

	it( 'given the URL’s bounds in major units › reads them in minor units', () => {
		expect( readPriceBoundFromUrl( '?min_price=20&max_price=50.5', 'min', 2 ) ).toBe( 2000 );
		expect( readPriceBoundFromUrl( '/tienda/?min_price=20&max_price=50.5', 'max', 2 ) ).toBe(
			5050
		);
		expect( readPriceBoundFromUrl( '?min_price=abc', 'min', 2 ) ).toBeUndefined();
		expect( readPriceBoundFromUrl( '', 'max', 2 ) ).toBeUndefined();
	} );

	it( 'given a listing query › the range request drops paging, ordering and the filter itself', () => {
		expect(
			collectionDataQuery( {
				category: '17',
				page: 2,
				per_page: 9,
				offset: 9,
				orderby: 'price',
				order: 'desc',
				min_price: 2000,
				max_price: 5000,
			} )
		).toEqual( { category: '17', calculate_price_range: true } );
	} );
} );
