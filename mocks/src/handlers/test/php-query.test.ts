/** Tests of the PHP query parser: array syntax and prototype-polluting keys. */

import { parsePhpQuery } from '../php-query';

describe( 'parsePhpQuery', () => {
	it( 'given PHP array syntax › when parsed › builds lists and nested objects as $_GET would', () => {
		const parsed = parsePhpQuery(
			new URLSearchParams(
				'stock_status[]=instock&stock_status[]=onbackorder&attributes[0][attribute]=pa_color&attributes[0][slug][]=rojo&page=2'
			)
		);
		expect( parsed ).toEqual( {
			stock_status: [ 'instock', 'onbackorder' ],
			attributes: [ { attribute: 'pa_color', slug: [ 'rojo' ] } ],
			page: '2',
		} );
	} );

	it( 'given keys that would reach Object.prototype › when parsed › they are dropped', () => {
		const parsed = parsePhpQuery(
			new URLSearchParams( '__proto__[polluted]=1&constructor[prototype][x]=1&ok=1' )
		);
		expect( parsed ).toEqual( { ok: '1' } );
		expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
	} );
} );
