/** Tests of the argument validation: coercion, comma lists, errors gathered in one, multi-type null. */

import { createContext } from '../../engine/core/context';
import { StoreApiError } from '../../engine/core/errors';
import { checkValue, validateArgs } from '../args';

const context = createContext( { siteLocale: 'en_US' } );

describe( 'argument validation like the WordPress REST server', () => {
	it( 'given numeric strings and boolean words › when coerced › become numbers and booleans', () => {
		expect(
			validateArgs(
				context,
				{ id: { type: 'integer' }, on_sale: { type: 'boolean' } },
				{ id: '17', on_sale: 'true' }
			)
		).toEqual( { id: 17, on_sale: true } );
	} );

	it( 'given a comma list › when an array is expected › is split', () => {
		expect(
			checkValue( context, '17,18', { type: 'array', items: { type: 'integer' } }, 'include' )
		).toEqual( { value: [ 17, 18 ] } );
	} );

	it( 'given several bad arguments › when validated › one rest_invalid_param lists them all', () => {
		try {
			validateArgs(
				context,
				{
					page: { type: 'integer', minimum: 1 },
					order: { type: 'string', enum: [ 'asc', 'desc' ] },
				},
				{ page: '0', order: 'up' }
			);
		} catch ( error ) {
			expect( error ).toBeInstanceOf( StoreApiError );
			expect( ( error as StoreApiError ).message ).toBe(
				'Invalid parameter(s): page, order'
			);
			expect( ( error as StoreApiError ).data.params ).toEqual( {
				page: 'page must be between 1 (inclusive) and 9007199254740991 (inclusive)',
				order: 'order is not one of asc, desc.',
			} );
		}
		expect.assertions( 3 );
	} );

	it( 'given a multi-type argument › when null is sent › null is accepted', () => {
		expect(
			checkValue( context, null, { type: [ 'integer', 'string', 'null' ] }, 'package_id' )
		).toEqual( { value: null } );
	} );
} );
