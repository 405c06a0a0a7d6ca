/** Tests of quantities: the spec defaults, steps and bounds, when the quantity notice may show. */

import {
	clampQuantity,
	isQuantityNoticeAllowed,
	QUANTITY_MAXIMUM_DEFAULT,
	QUANTITY_MINIMUM_DEFAULT,
	QUANTITY_MULTIPLE_OF_DEFAULT,
} from '@cesta/validation';

describe( 'given a quantity and the default limits', () => {
	it( 'uses the spec defaults: minimum 1, maximum 99, multiple of 1', () => {
		expect( [
			QUANTITY_MINIMUM_DEFAULT,
			QUANTITY_MAXIMUM_DEFAULT,
			QUANTITY_MULTIPLE_OF_DEFAULT,
		] ).toEqual( [ 1, 99, 1 ] );
	} );

	it.each( [
		[ 5, 5 ],
		[ 0, 1 ],
		[ -3, 1 ],
		[ 150, 99 ],
		[ 2.4, 2 ],
		[ 2.5, 3 ],
	] )( 'when the quantity is %p › gives %p', ( value, expected ) => {
		expect( clampQuantity( value ) ).toBe( expected );
	} );

	it.each( [ Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY ] )(
		'when the quantity is %p › gives the minimum',
		( value ) => {
			expect( clampQuantity( value ) ).toBe( 1 );
		}
	);
} );

describe( 'given limits with a step', () => {
	const limits = { minimum: 2, maximum: 20, multiple_of: 4 };

	it.each( [
		[ 7, 8 ],
		[ 6, 8 ],
		[ 5, 4 ],
		[ 0, 4 ],
		[ 19, 20 ],
		[ 100, 20 ],
	] )(
		'when the quantity is %p › rounds to the nearest multiple within bounds: %p',
		( value, expected ) => {
			expect( clampQuantity( value, limits ) ).toBe( expected );
		}
	);

	it( 'when the maximum is not a multiple of the step › stops at the highest multiple below it', () => {
		expect( clampQuantity( 30, { minimum: 2, maximum: 22, multiple_of: 4 } ) ).toBe( 20 );
		expect( clampQuantity( 22, { minimum: 2, maximum: 22, multiple_of: 4 } ) ).toBe( 20 );
	} );

	it( 'when the minimum is not a multiple of the step › starts at the lowest multiple above it', () => {
		expect( clampQuantity( 1, { minimum: 5, maximum: 30, multiple_of: 6 } ) ).toBe( 6 );
	} );

	it( 'when no multiple lies between the bounds › keeps the value within the bounds', () => {
		expect( clampQuantity( 100, { minimum: 5, maximum: 7, multiple_of: 4 } ) ).toBe( 7 );
		expect( clampQuantity( 6, { minimum: 5, maximum: 7, multiple_of: 4 } ) ).toBe( 6 );
		expect( clampQuantity( Number.NaN, { minimum: 5, maximum: 7, multiple_of: 4 } ) ).toBe( 5 );
	} );

	it( 'when the step is zero, negative or not a number › treats it as 1', () => {
		expect( clampQuantity( 7, { multiple_of: 0 } ) ).toBe( 7 );
		expect( clampQuantity( 7, { multiple_of: -2 } ) ).toBe( 7 );
		expect( clampQuantity( 7, { multiple_of: Number.NaN } ) ).toBe( 7 );
	} );

	it( 'when the maximum is below the minimum › the minimum wins', () => {
		expect( clampQuantity( 9, { minimum: 5, maximum: 3 } ) ).toBe( 5 );
	} );

	it( 'when the maximum is Infinity › has no upper bound', () => {
		expect( clampQuantity( 12345, { maximum: Number.POSITIVE_INFINITY } ) ).toBe( 12345 );
	} );

	it( 'when the product allows up to 9999 › clamps there', () => {
		expect( clampQuantity( 10000, { minimum: 1, maximum: 9999, multiple_of: 1 } ) ).toBe(
			9999
		);
	} );
} );

describe( 'given a quantity change notice', () => {
	const limits = { minimum: 2, maximum: 20, multiple_of: 3 };

	it( 'when the quantity is within bounds and a multiple › may be shown', () => {
		expect( isQuantityNoticeAllowed( 6, limits ) ).toBe( true );
		expect( isQuantityNoticeAllowed( 3, limits ) ).toBe( true );
	} );

	it.each( [
		[ 'not a multiple', 7 ],
		[ 'below the minimum', 0 ],
		[ 'above the maximum', 21 ],
		[ 'not a number', Number.NaN ],
	] )( 'when the quantity is %s › is not shown', ( _why, quantity ) => {
		expect( isQuantityNoticeAllowed( quantity, limits ) ).toBe( false );
	} );

	it( 'when no limits are given › uses the defaults', () => {
		expect( isQuantityNoticeAllowed( 99 ) ).toBe( true );
		expect( isQuantityNoticeAllowed( 100 ) ).toBe( false );
	} );
} );
