import {
	EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX,
	EXPRESS_BUTTON_DEFAULT_HEIGHT_PX,
	EXPRESS_PAYMENT_PLACEHOLDER_COUNT,
	expressButtonAttributes,
} from '..';

describe( 'expressButtonAttributes', () => {
	it( 'has the spec’s defaults: height 48, border radius 4, 2 placeholders (spec 2 §9)', () => {
		expect( EXPRESS_BUTTON_DEFAULT_HEIGHT_PX ).toBe( 48 );
		expect( EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX ).toBe( 4 );
		expect( EXPRESS_PAYMENT_PLACEHOLDER_COUNT ).toBe( 2 );
	} );

	it( 'given a method that supports no style › gives undefined', () => {
		expect( expressButtonAttributes( [] ) ).toBeUndefined();
	} );

	it( 'given a method that supports both › gives the defaults', () => {
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
