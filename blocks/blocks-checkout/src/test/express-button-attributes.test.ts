/** Tests of expressButtonAttributes: no style, the spec's defaults, only the supported ones, block values. */

import { expressButtonAttributes } from '..';

describe( 'expressButtonAttributes', () => {
	it( 'given a method that supports no style › gives undefined', () => {
		expect( expressButtonAttributes( [] ) ).toBeUndefined();
	} );

	it( 'given a method that supports both › gives the spec’s defaults, height 48 and border radius 4 (spec 2 §9)', () => {
		expect( expressButtonAttributes( [ 'height', 'borderRadius' ] ) ).toEqual( {
			height: 48,
			borderRadius: 4,
		} );
	} );

	it( 'given a method that supports only the height › gives only the height', () => {
		expect( expressButtonAttributes( [ 'height' ] ) ).toEqual( { height: 48 } );
	} );

	it( 'given block values › they replace the defaults for the supported properties', () => {
		expect(
			expressButtonAttributes( [ 'borderRadius' ], { height: 55, borderRadius: 0 } )
		).toEqual( {
			borderRadius: 0,
		} );
	} );
} );
