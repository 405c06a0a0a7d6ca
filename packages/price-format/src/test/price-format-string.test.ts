/** Tests of checkout-filter price formats: the `<price/>` tag filled and split, the default without it. */

import {
	DEFAULT_PRICE_FORMAT,
	formatPriceWithFormat,
	getValidPriceFormat,
	splitPriceFormat,
} from '@cesta/price-format';

const silenceErrors = () => jest.spyOn( console, 'error' ).mockImplementation( () => undefined );

describe( 'the default price format', () => {
	it( 'writes the amount alone', () => {
		expect( formatPriceWithFormat( DEFAULT_PRICE_FORMAT, '4000' ) ).toBe( '€40.00' );
		expect( splitPriceFormat( DEFAULT_PRICE_FORMAT ) ).toEqual( [ '', '' ] );
	} );
} );

describe( 'given a price format with the price tag', () => {
	it( 'keeps the format, without logging', () => {
		const error = silenceErrors();
		expect( getValidPriceFormat( '<price/> per unit' ) ).toBe( '<price/> per unit' );
		expect( error ).not.toHaveBeenCalled();
	} );

	it( 'writes the formatted amount where the tag stands', () => {
		expect( formatPriceWithFormat( '<price/> per unit', '4000' ) ).toBe( '€40.00 per unit' );
		expect( formatPriceWithFormat( 'Save <price/>!', 123456, { minorUnit: 0 } ) ).toBe(
			'Save €123,456!'
		);
	} );

	it( 'writes the amount at every tag', () => {
		expect( formatPriceWithFormat( '<price/> (<price/>)', '-1234' ) ).toBe(
			'-€12.34 (-€12.34)'
		);
	} );

	it( 'splits the text around the tags for components', () => {
		expect( splitPriceFormat( 'Now <price/> only' ) ).toEqual( [ 'Now ', ' only' ] );
		expect( splitPriceFormat( '<price/>' ) ).toEqual( [ '', '' ] );
	} );

	it( 'when there is no amount yet › writes nothing', () => {
		expect( formatPriceWithFormat( '<price/> each', null ) ).toBe( '' );
	} );
} );

describe( 'given a price format without the price tag', () => {
	it.each( [ 'Only {price}', '', '<price>', '<PRICE/>' ] )(
		'uses the default for %p and logs an error',
		( format ) => {
			const error = silenceErrors();
			expect( getValidPriceFormat( format ) ).toBe( '<price/>' );
			expect( error ).toHaveBeenCalledWith(
				`Price formats must contain the price tag <price/>; ${ JSON.stringify(
					format
				) } does not, so the default "<price/>" is used.`
			);
		}
	);

	it( 'uses the default for a value that is not a string, such as a filter returning a number', () => {
		const error = silenceErrors();
		expect( getValidPriceFormat( 42 ) ).toBe( '<price/>' );
		expect( getValidPriceFormat( undefined ) ).toBe( '<price/>' );
		expect( error ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'still writes the price, with nothing around it', () => {
		const error = silenceErrors();
		expect( formatPriceWithFormat( 'per unit', '4000' ) ).toBe( '€40.00' );
		expect( splitPriceFormat( 'per unit' ) ).toEqual( [ '', '' ] );
		expect( error ).toHaveBeenCalledTimes( 2 );
	} );
} );
