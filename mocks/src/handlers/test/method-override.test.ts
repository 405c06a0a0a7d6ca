/** Tests of method override: the X-HTTP-Method-Override header and _method as WordPress serves them. */

import { setupMockServer } from '@cesta/mocks/node';

const ROOT = 'http://localhost/wp-json/wc/store/v1';
const mock = setupMockServer();
beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.close() );

async function startSession() {
	const response = await fetch( `${ ROOT }/cart` );
	const nonce = response.headers.get( 'Nonce' )!;
	const cookie = response.headers.get( 'Set-Cookie' ) ?? '';
	const session = cookie
		.split( /,(?=[^;]+=)/ )
		.map( ( part ) => part.split( ';' )[ 0 ]!.trim() )
		.join( '; ' );
	const headers = { Nonce: nonce, Cookie: session, 'Content-Type': 'application/json' };
	const added = await fetch( `${ ROOT }/cart/add-item`, {
		method: 'POST',
		headers,
		body: JSON.stringify( { id: 17, quantity: 1 } ),
	} );
	// Adding the first item starts the session, which issues a nonce of its own.
	return { ...headers, Nonce: added.headers.get( 'Nonce' )! };
}

describe( 'method override, as WordPress serves it', () => {
	it( 'given a POST with X-HTTP-Method-Override: PUT › updates the draft order instead of placing an order', async () => {
		const headers = await startSession();
		const response = await fetch( `${ ROOT }/checkout?__experimental_calc_totals=true`, {
			method: 'POST',
			headers: { ...headers, 'X-HTTP-Method-Override': 'PUT' },
			body: JSON.stringify( { order_notes: 'Llamar antes' } ),
		} );
		const body = await response.json();
		expect( response.status ).toBe( 200 );
		expect( body.status ).toBe( 'checkout-draft' );
		expect( body.customer_note ).toBe( 'Llamar antes' );
		expect( body.__experimentalCart.items ).toHaveLength( 1 );
	} );

	it( 'given the _method query argument › serves that method', async () => {
		const headers = await startSession();
		const response = await fetch(
			`${ ROOT }/checkout?__experimental_calc_totals=true&_method=PUT`,
			{ method: 'POST', headers, body: JSON.stringify( { order_notes: 'Portal 2' } ) }
		);
		expect( response.status ).toBe( 200 );
		expect( ( await response.json() ).customer_note ).toBe( 'Portal 2' );
	} );

	it( 'given a plain POST to /checkout › still places (or validates) an order', async () => {
		const headers = await startSession();
		const response = await fetch( `${ ROOT }/checkout`, {
			method: 'POST',
			headers,
			body: JSON.stringify( {} ),
		} );
		expect( response.status ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe( 'rest_missing_callback_param' );
	} );
} );
