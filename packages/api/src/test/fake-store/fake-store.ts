/**
 * A compact simulation of a WooCommerce Store API server for MSW: one
 * catch-all handler for the REST root (`/wp-json/…`, `?rest_route=…` and the
 * custom root `https://shop.example/api/…`), a real `POST /batch` answering
 * 207 with per-item envelopes, and counters of what it received.
 */
import { http, HttpResponse } from 'msw';

import { dispatch } from './routes';
import type { RouteAnswer, ShopState } from './state';
import { createShopState } from './state';

/** A request as the fake server received it. */
export interface ReceivedRequest {
	/** The method the route saw (after `X-HTTP-Method-Override`). */
	method: string;
	route: string;
	url: URL;
	headers: Headers;
	body: Record< string, unknown >;
}

/** The fake server: its state, what it received, and its MSW handler. */
export interface FakeStore {
	state: ShopState;
	/** Every HTTP request, in order. */
	received: ReceivedRequest[];
	/** Every batch: its sub-requests as sent. */
	batches: Array< Array< { path: string; method: string; headers: Record< string, string > } > >;
	handler: ReturnType< typeof http.all >;
	/** HTTP requests to a route (batch sub-requests not included). */
	requestsTo: ( route: string, method?: string ) => ReceivedRequest[];
}

function restPathOf( url: URL ): string | null {
	const restRoute = url.searchParams.get( 'rest_route' );
	if ( restRoute ) {
		return restRoute;
	}
	for ( const root of [ '/wp-json', '/api' ] ) {
		if ( url.pathname.startsWith( `${ root }/` ) ) {
			return url.pathname.slice( root.length );
		}
	}
	return null;
}

function sessionHeaders(
	state: ShopState,
	answer: RouteAnswer
): Record< string, string | number > {
	if ( answer.bare ) {
		return {};
	}
	return {
		Nonce: state.nonce,
		'Nonce-Timestamp': state.nonceTimestamp,
		'User-ID': state.userId,
		'Cart-Token': state.cartToken,
		'Cart-Hash': answer.noSession ? '' : `hash-${ state.cartVersion }`,
	};
}

const asStrings = ( headers: Record< string, string | number > ) =>
	Object.fromEntries( Object.entries( headers ).map( ( [ k, v ] ) => [ k, String( v ) ] ) );

function answerBatch( store: FakeStore, body: Record< string, unknown > ): RouteAnswer {
	const requests = body.requests as Array< {
		path: string;
		method?: string;
		body?: Record< string, unknown >;
		headers?: Record< string, string >;
	} >;
	if ( ! Array.isArray( requests ) || requests.length > 25 ) {
		return {
			status: 400,
			bare: true,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): requests',
				data: { status: 400 },
			},
		};
	}
	store.batches.push(
		requests.map( ( r ) => ( {
			path: r.path,
			method: r.method ?? 'POST',
			headers: r.headers ?? {},
		} ) )
	);
	const responses = requests.map( ( request ) => {
		const url = new URL( request.path, 'http://localhost' );
		// Sub-requests get only their own headers: the outer ones are not passed down.
		const answer = dispatch( store.state, {
			method: request.method ?? 'POST',
			route: url.pathname,
			query: url.searchParams,
			body: request.body ?? {},
			headers: new Headers( request.headers ?? {} ),
		} );
		const headers = { ...sessionHeaders( store.state, answer ), ...answer.headers };
		return { body: structuredClone( answer.body ), status: answer.status, headers };
	} );
	return { status: 207, body: { responses } };
}

/**
 * A fresh fake shop.
 *
 * @example
 * const store = createFakeStore();
 * server.use( store.handler );
 */
export function createFakeStore(): FakeStore {
	const store: FakeStore = {
		state: createShopState(),
		received: [],
		batches: [],
		handler: undefined as never,
		requestsTo: ( route, method ) =>
			store.received.filter(
				( r ) => r.route === route && ( ! method || r.method === method )
			),
	};
	store.handler = http.all( '*', async ( { request } ) => {
		const url = new URL( request.url );
		const route = restPathOf( url );
		if ( route === null ) {
			return undefined;
		}
		const method = request.headers.get( 'X-HTTP-Method-Override' ) ?? request.method;
		const text = await request.text();
		const body = text ? ( JSON.parse( text ) as Record< string, unknown > ) : {};
		store.received.push( { method, route, url, headers: request.headers, body } );
		const answer =
			route === '/wc/store/v1/batch' && method === 'POST'
				? answerBatch( store, body )
				: dispatch( store.state, {
						method,
						route,
						query: url.searchParams,
						body,
						headers: request.headers,
					} );
		// The outer batch answer carries the nonce and user, not the cart's headers.
		const headers =
			answer.status === 207
				? {
						Nonce: store.state.nonce,
						'Nonce-Timestamp': store.state.nonceTimestamp,
						'User-ID': store.state.userId,
					}
				: sessionHeaders( store.state, answer );
		return HttpResponse.json( answer.body as never, {
			status: answer.status,
			headers: { ...asStrings( headers ), ...answer.headers },
		} );
	} );
	return store;
}
