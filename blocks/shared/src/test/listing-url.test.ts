/** Tests of the listing address's paging removal every filter uses. */

import { PAGED_URL_ARG, withoutPaging } from '@cesta/blocks-shared/listing-url';

describe( 'withoutPaging', () => {
	it( 'given every kind of paging › removes paged, query-N-page and the /page/N/ segment, keeping the rest', () => {
		expect(
			withoutPaging( 'https://shop.test/tienda/page/3/?paged=3&query-0-page=2&orderby=price' )
		).toBe( 'https://shop.test/tienda/?orderby=price' );
	} );

	it( 'given no paging › leaves the address as it was', () => {
		expect( withoutPaging( 'https://shop.test/tienda/?min_price=20' ) ).toBe(
			'https://shop.test/tienda/?min_price=20'
		);
	} );

	it( 'given arguments that only look like paging › keeps them', () => {
		expect( withoutPaging( 'https://shop.test/page-of-things/?query-x-page=2&pagedx=1' ) ).toBe(
			'https://shop.test/page-of-things/?query-x-page=2&pagedx=1'
		);
		expect( PAGED_URL_ARG ).toBe( 'paged' );
	} );
} );
