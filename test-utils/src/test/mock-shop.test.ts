/**
 * Tests of the mock shop's lifecycle: each test starts as a new guest,
 * whatever session an earlier test's responses stored in MSW's cookie store,
 * and `logInCustomer` makes the next requests the customer's.
 */
import { http, HttpResponse } from 'msw';

import { addCartItem, fetchCart } from '@cesta/api';

import { PRODUCTS } from '../products';
import { logInCustomer, setupMockShop } from '../mock-shop';

/** A write a test left unanswered, answered in an after-each hook that runs before the shop's. */
let answeredLate: Promise< unknown > | undefined;
afterEach( async () => {
	await answeredLate;
	answeredLate = undefined;
} );

const shop = setupMockShop();

/** Becomes a guest with a stored session, as adding to the cart does: the shop answers with its cookie. */
const addFanAsGuest = async () => {
	await fetchCart(); // the nonce a write needs
	await addCartItem( { id: PRODUCTS.FAN, quantity: 1 } );
};

/** The customer the mock shop says the browser is (`User-ID` of a `GET /cart`). */
const currentUserId = async () => Number( ( await fetchCart() ).headers.get( 'User-ID' ) );

/** The cookies a request to the shop's host carries (MSW's cookie store and the page's). */
const cookiesSent = async (): Promise< Record< string, string > > => {
	shop.server.use(
		http.get( '*/__probe/cookies', ( { cookies } ) => HttpResponse.json( cookies ), {
			once: true,
		} )
	);
	const response = await fetch( new URL( '/__probe/cookies', window.location.href ) );
	return ( await response.json() ) as Record< string, string >;
};

const sessionCookie = () => shop.engine.deps.sessions.cookieName;

describe( 'given a guest whose session cookie MSW stored in an earlier test', () => {
	it( 'a guest adds the fan › the shop’s session and cart cookies go with the next requests', async () => {
		await addFanAsGuest();
		const cookies = await cookiesSent();
		expect( cookies ).toHaveProperty( sessionCookie() );
		expect( cookies ).toMatchObject( { woocommerce_items_in_cart: '1' } );
	} );

	it( 'the next test starts as a new guest › no cookie of the shop is sent', async () => {
		expect( await cookiesSent() ).toEqual( {} );
		expect( await currentUserId() ).toBe( 0 );
	} );

	it( 'a guest adds the fan again, for the test after it', async () => {
		await addFanAsGuest();
		expect( await currentUserId() ).toBe( 0 );
	} );

	it( 'when the next test logs a customer in › the shop answers as that customer', async () => {
		await logInCustomer( shop, 2 );
		expect( await currentUserId() ).toBe( 2 );
	} );
} );

describe( 'given a guest session from earlier in the same test', () => {
	it( 'when the test logs a customer in › the shop answers as that customer', async () => {
		await addFanAsGuest();
		await logInCustomer( shop, 2 );
		expect( await currentUserId() ).toBe( 2 );
	} );
} );

describe( 'given a write answered after the test, once the root setup had cleared the storage', () => {
	it( 'a guest adds the fan and the test ends before the answer', async () => {
		await fetchCart();
		answeredLate = addCartItem( { id: PRODUCTS.FAN, quantity: 1 } );
		expect( window.localStorage.length ).toBeGreaterThan( 0 ); // the nonce of the GET
	} );

	it( 'the next test starts with nothing cached: no nonce, cart hash or cart', () => {
		expect( Object.keys( window.localStorage ) ).toEqual( [] );
		expect( window.sessionStorage.length ).toBe( 0 );
	} );
} );
