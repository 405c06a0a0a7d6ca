/**
 * The session as the stores see it through the mock shop (issue 15 §4): a
 * page served from a cache with an old nonce, nonce answers arriving out of
 * order, and a cached cart the cart-hash cookie no longer vouches for.
 */
import { http } from 'msw';

import { fetchCart, getCachedCart, getNonce, getNonceState } from '@cesta/api';
import { createTestRegistry, PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { cartStore } from '../cart';

/** The mock's nonce lifetime (`NONCE_LIFETIME_S`): a nonce lasts one or two 12 h ticks. */
const NONCE_LIFETIME_MS = 86_400_000;

const START = Date.parse( '2026-03-02T10:00:00Z' );
let clock = START;
const shop = setupMockShop( { engineOptions: { now: () => clock } } );

beforeEach( () => {
	clock = START;
} );

afterEach( () => {
	delete window.wcBlocksMiddlewareConfig;
} );

interface PrintedSession {
	storeApiNonce: string;
	storeApiNonceTimestamp: number;
}

/** What the shop would print in a page for this browser now. */
async function printedSession(): Promise< PrintedSession > {
	return ( await ( await fetch( 'http://localhost/__mock/session' ) ).json() ) as PrintedSession;
}

/** A page as a host prints it: the nonce and its timestamp in wcBlocksMiddlewareConfig. */
function openPage( printed: PrintedSession ) {
	window.wcBlocksMiddlewareConfig = { ...printed };
	return createTestRegistry();
}

async function addFan( registry: ReturnType< typeof createTestRegistry > ) {
	await registry.resolveSelect( cartStore ).getCartData();
	await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 1 );
}

describe( 'given a page served from a cache, printed with a nonce the shop no longer accepts', () => {
	it( 'when the nonces were rotated (the expireNonce fault) › the add succeeds after exactly one retry', async () => {
		const registry = openPage( await printedSession() );
		shop.faults( { expireNonce: true } );
		const calls = recordRequests( shop );

		await addFan( registry );

		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/add-item', 'POST /cart/add-item' ] );
		expect( registry.select( cartStore ).getCartData().items ).toEqual( [
			expect.objectContaining( { id: PRODUCTS.FAN, quantity: 1 } ),
		] );
		expect( ( await fetchCart() ).response.items_count ).toBe( 1 );
	} );

	it( 'when the page was printed two days ago › the add succeeds after exactly one retry and the fresh nonce is kept', async () => {
		const printed = await printedSession();
		clock += 2 * NONCE_LIFETIME_MS;
		const registry = openPage( printed );
		const calls = recordRequests( shop );

		await addFan( registry );

		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/add-item', 'POST /cart/add-item' ] );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 1 );
		expect( getNonceState()?.timestamp ).toBe( clock / 1000 );
		expect( getNonceState()?.nonce ).not.toBe( printed.storeApiNonce );
	} );
} );

describe( 'given two answers carrying nonces, arriving in the other order', () => {
	it( 'when the older answer arrives last › the newer nonce stays, and the next write needs no retry', async () => {
		const [ storeApi ] = shop.handlers;
		let releaseOlder = () => undefined as void;
		const olderHeld = new Promise< void >( ( resolve ) => {
			releaseOlder = resolve;
		} );
		// The first GET /cart is processed now, its answer reaches the page last.
		shop.server.use(
			http.get(
				'*/wc/store/v1/cart',
				async ( { request, requestId } ) => {
					const result = await storeApi!.run( { request, requestId } );
					await olderHeld;
					return result?.response;
				},
				{ once: true }
			)
		);
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		const older = fetchCart();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		clock += NONCE_LIFETIME_MS / 2 + 3_600_000;
		await fetchCart();
		const newer = getNonceState();
		expect( newer?.timestamp ).toBe( clock / 1000 );

		releaseOlder();
		const olderAnswer = await older;

		expect( Number( olderAnswer.headers.get( 'Nonce-Timestamp' ) ) ).toBe( START / 1000 );
		expect( olderAnswer.headers.get( 'Nonce' ) ).not.toBe( newer?.nonce );
		expect( getNonceState() ).toEqual( newer );
		expect( JSON.parse( window.localStorage.getItem( 'storeApiNonce' ) ?? 'null' ) ).toEqual(
			newer
		);
		const calls = recordRequests( shop );
		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 1 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/add-item' ] );
		expect( getNonce() ).not.toBe( '' );
	} );
} );

describe( 'given a cart cached by this browser', () => {
	it( 'when the cart-hash cookie no longer matches (the cart changed in a classic form) › the cache is not used: GET /cart, and the store shows the shop’s cart', async () => {
		const page = createTestRegistry();
		await addFan( page );
		expect( getCachedCart()?.items_count ).toBe( 1 );
		// Another page adds without this client (its answer sets the cookies only).
		const response = await fetch( 'http://localhost/wp-json/wc/store/v1/cart/add-item', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Nonce: getNonce() },
			body: JSON.stringify( { id: PRODUCTS.KETTLE, quantity: 2 } ),
		} );
		expect( response.status ).toBe( 201 );
		expect( window.localStorage.getItem( 'storeApiCartHash' ) ).not.toBe(
			response.headers.get( 'Cart-Hash' )
		);
		expect( getCachedCart() ).toBeNull();
		const calls = recordRequests( shop );

		const nextPage = createTestRegistry();
		await nextPage.resolveSelect( cartStore ).getCartData();

		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
		expect( nextPage.select( cartStore ).getCartData().itemsCount ).toBe( 3 );
		expect( getCachedCart()?.items_count ).toBe( 3 );
	} );

	it( 'when the cookie still matches › the next page starts from the cache with no request', async () => {
		await addFan( createTestRegistry() );
		const calls = recordRequests( shop );

		const nextPage = createTestRegistry();
		await nextPage.resolveSelect( cartStore ).getCartData();

		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( nextPage.select( cartStore ).getCartData().itemsCount ).toBe( 1 );
	} );
} );
