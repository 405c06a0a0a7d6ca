/**
 * @jest-environment node
 *
 * Tests of the HTTP server under concurrent visitors: carts kept apart per
 * session cookie or Cart-Token, the last units of a product sold once, and
 * idle sessions leaving memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { SESSION_COOKIE_LIFETIME_S } from '../../engine/core/constants';
import { startMockServer } from '../http-server';
import type { HttpMockServer } from '../http-server';
import { MADRID_ADDRESS } from '../../test/madrid-address';

const STORE_API = '/wp-json/wc/store/v1';
/** Many visitors' requests on one shared machine: well past jest's 5 s default. */
const MANY_VISITORS_TIMEOUT_MS = 30_000;
/** Kettle: stock managed, no backorders. */
const KETTLE_ID = 44;
const ADDRESS = MADRID_ADDRESS;

interface CartLine {
	id: number;
	key: string;
	quantity: number;
}

/**
 * One shopper over HTTP: a browser's (session cookie and `Nonce` header) or
 * a headless client's (`Cart-Token`), each taken from the answers it gets.
 */
const createVisitor = ( origin: string, via: 'cookie' | 'token' ) => {
	const cookies = new Map< string, string >();
	let nonce = '';
	let token = '';
	const request = async ( method: string, path: string, body?: unknown ) => {
		const headers: Record< string, string > = { 'Content-Type': 'application/json' };
		if ( via === 'token' && token ) {
			headers[ 'Cart-Token' ] = token;
		}
		if ( via === 'cookie' ) {
			headers.Nonce = nonce;
			headers.Cookie = [ ...cookies ].map( ( pair ) => pair.join( '=' ) ).join( '; ' );
		}
		const response = await fetch( `${ origin }${ STORE_API }${ path }`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		nonce = response.headers.get( 'Nonce' ) ?? nonce;
		token = response.headers.get( 'Cart-Token' ) ?? token;
		for ( const cookie of response.headers.getSetCookie() ) {
			const [ name, value ] = cookie.split( ';' )[ 0 ].split( '=' );
			cookies.set( name, value );
		}
		return { status: response.status, body: await response.json() };
	};
	return { request };
};

const linesOf = ( cart: { items: CartLine[] } ) =>
	cart.items.map( ( item ) => [ item.id, item.quantity ] );

let mock: HttpMockServer;
const clock = { offsetMs: 0 };

beforeAll( async () => {
	mock = await startMockServer( {
		port: 0,
		engineOptions: { now: () => Date.now() + clock.offsetMs },
	} );
} );

afterAll( () => mock.close() );

afterEach( () => {
	mock.engine.reset();
	clock.offsetMs = 0;
} );

describe( 'HTTP server under concurrent visitors', () => {
	it(
		'given 40 visitors (cookie or Cart-Token) › when they add, update and check out at the same time › each cart and order holds only its own lines and address',
		async () => {
			const visitors = Array.from( { length: 40 }, ( _, index ) => ( {
				index,
				email: `visitante-${ index }@example.com`,
				...createVisitor( mock.url, index % 2 ? 'token' : 'cookie' ),
			} ) );

			const journeys = await Promise.all(
				visitors.map( async ( visitor ) => {
					const quantity = 1 + ( visitor.index % 7 );
					await visitor.request( 'GET', '/cart' );
					const added = await visitor.request( 'POST', '/cart/add-item', {
						id: 17,
						quantity,
					} );
					const second = await visitor.request( 'POST', '/cart/add-item', {
						id: 72,
						quantity: 1,
					} );
					const updated = await visitor.request( 'POST', '/cart/update-item', {
						key: ( second.body.items as CartLine[] ).find( ( item ) => item.id === 17 )!
							.key,
						quantity: quantity + 10,
					} );
					const billing = { ...ADDRESS, email: visitor.email };
					const customer = await visitor.request( 'POST', '/cart/update-customer', {
						billing_address: billing,
						shipping_address: ADDRESS,
					} );
					const placed = await visitor.request( 'POST', '/checkout', {
						billing_address: billing,
						shipping_address: ADDRESS,
						payment_method: 'bacs',
					} );
					const after = await visitor.request( 'GET', '/cart' );
					return { visitor, quantity, added, updated, customer, placed, after };
				} )
			);

			for ( const {
				visitor,
				quantity,
				added,
				updated,
				customer,
				placed,
				after,
			} of journeys ) {
				expect( linesOf( added.body ) ).toEqual( [ [ 17, quantity ] ] );
				expect( linesOf( updated.body ) ).toEqual( [
					[ 17, quantity + 10 ],
					[ 72, 1 ],
				] );
				expect( customer.body.billing_address.email ).toBe( visitor.email );
				expect( placed.status ).toBe( 200 );
				expect( placed.body.billing_address.email ).toBe( visitor.email );
				const order = mock.engine.deps.orders.get( placed.body.order_id )!;
				expect( order.billing.email ).toBe( visitor.email );
				expect( linesOf( order.cart ) ).toEqual( [
					[ 17, quantity + 10 ],
					[ 72, 1 ],
				] );
				expect( after.body.items ).toEqual( [] );
			}
			const orderIds = journeys.map( ( journey ) => journey.placed.body.order_id );
			expect( new Set( orderIds ).size ).toBe( visitors.length );
		},
		MANY_VISITORS_TIMEOUT_MS
	);

	it(
		'given 3 units left and 12 visitors with one in their carts › when all check out at once › exactly 3 orders go through, the others get the out-of-stock error, stock ends at 0 and is never negative',
		async () => {
			mock.engine.updateProduct( KETTLE_ID, {
				stock: { manage: true, quantity: 3, backorders: 'no' },
			} );
			const stock = () => mock.engine.deps.catalogue.get( KETTLE_ID )!.stock!.quantity!;
			let lowest = stock();
			const watch = () => {
				lowest = Math.min( lowest, stock() );
			};
			const watchAnswer = ( _request: IncomingMessage, response: ServerResponse ) =>
				response.on( 'finish', watch );
			mock.server.on( 'request', watchAnswer );
			const visitors = Array.from( { length: 12 }, ( _, index ) =>
				createVisitor( mock.url, index % 2 ? 'token' : 'cookie' )
			);
			for ( const visitor of visitors ) {
				await visitor.request( 'GET', '/cart' );
				const added = await visitor.request( 'POST', '/cart/add-item', {
					id: KETTLE_ID,
					quantity: 1,
				} );
				expect( added.status ).toBe( 201 );
			}

			const results = await Promise.all(
				visitors.map( ( visitor, index ) =>
					visitor.request( 'POST', '/checkout', {
						billing_address: { ...ADDRESS, email: `ultimas-${ index }@example.com` },
						payment_method: 'bacs',
					} )
				)
			);
			mock.server.off( 'request', watchAnswer );

			const placed = results.filter( ( result ) => result.status === 200 );
			const refused = results.filter( ( result ) => result.status !== 200 );
			expect( placed ).toHaveLength( 3 );
			expect( refused.map( ( result ) => [ result.status, result.body.code ] ) ).toEqual(
				Array( 9 ).fill( [ 409, 'woocommerce_rest_product_out_of_stock' ] )
			);
			expect( stock() ).toBe( 0 );
			expect( lowest ).toBe( 0 );
			expect(
				mock.engine.deps.orders
					.all()
					.filter(
						( order ) =>
							order.stockReduced &&
							order.cart.items.some( ( item ) => item.id === KETTLE_ID )
					)
			).toHaveLength( 3 );
		},
		MANY_VISITORS_TIMEOUT_MS
	);

	it( 'given visitors who left their carts › when 48 h pass and a new visitor writes after the sessions cleanup › the old sessions leave memory and their cookies read an empty cart', async () => {
		const leaving = Array.from( { length: 10 }, () => createVisitor( mock.url, 'cookie' ) );
		for ( const visitor of leaving ) {
			await visitor.request( 'GET', '/cart' );
			await visitor.request( 'POST', '/cart/add-item', { id: 17, quantity: 1 } );
		}
		expect( mock.engine.deps.sessions.count() ).toBe( 10 );

		clock.offsetMs = ( SESSION_COOKIE_LIFETIME_S + 60 ) * 1000;
		const newcomer = createVisitor( mock.url, 'token' );
		await newcomer.request( 'GET', '/cart' );
		await newcomer.request( 'POST', '/cart/add-item', { id: 19, quantity: 1 } );

		expect( mock.engine.deps.sessions.count() ).toBe( 1 );
		expect( ( await leaving[ 0 ].request( 'GET', '/cart' ) ).body.items ).toEqual( [] );
	} );
} );
