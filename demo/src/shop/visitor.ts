/** Loads a page visitor's cart and session nonces from the mock before the page is rendered. */

import type { MockRequestListener } from '@cesta/mocks/server';
import type { CartResponse } from '@cesta/types';

import { STORE_API_ROOT } from '../constants';
import { noMockRouteMessage } from '../messages';

/**
 * A preloaded Store API answer as WooCommerce prints it in
 * `wcSettings.preloadedApiRequests`: the body and the response headers.
 *
 * @example
 * const preloaded: PreloadedResponse< CartResponse > = { body: cart, headers: { Nonce: 'f3a1c2d4e5' } };
 */
export interface PreloadedResponse< Body > {
	body: Body;
	headers: Record< string, string >;
}

/**
 * The nonces and ids a host page prints for its visitor (`GET /__mock/session`).
 *
 * @example
 * const session: VisitorSession = { storeApiNonce: 'f3a1c2d4e5', storeApiNonceTimestamp: 1795644289, wpRestNonce: '0a1b2c3d4e', cartToken: 'eyJ…', userId: 0 };
 */
export interface VisitorSession {
	storeApiNonce: string;
	storeApiNonceTimestamp: number;
	wpRestNonce: string;
	cartToken: string;
	userId: number;
}

/**
 * What the server knows about the visitor of a page before rendering it.
 *
 * @example
 * const { cart, session, setCookies, cookie } = await loadVisitor( mock, origin, request.headers.cookie );
 */
export interface Visitor {
	/** The visitor's cart, or null when the shop could not answer it (the client then loads it). */
	cart: PreloadedResponse< CartResponse > | null;
	session: VisitorSession;
	/** `Set-Cookie` values the shop answered with, for the page response to pass on. */
	setCookies: string[];
	/** The request's `Cookie` header, for what else a page prints per visitor (the templates saved in the editor playground). */
	cookie: string | undefined;
}

const headersOf = ( response: Response ) => {
	const headers: Record< string, string > = {};
	response.headers.forEach( ( value, name ) => {
		if ( name !== 'set-cookie' ) {
			headers[ name ] = value;
		}
	} );
	return headers;
};

/**
 * Asks the shop simulation, in process and as the visitor with these
 * cookies, what a WordPress server asks its own code before printing a page
 * (a Store API GET, the session's nonces, a wc-ajax fragment). Faults queued
 * for the browser are left alone; a path the simulation does not answer
 * throws.
 *
 * @example
 * const response = await askShop( mock, 'http://127.0.0.1:8080', cookie, '/wp-json/wc/store/v1/products?slug=arrocera' );
 */
export async function askShop(
	mock: MockRequestListener,
	origin: string,
	cookie: string | undefined,
	path: string,
	init: { method?: string; body?: string; contentType?: string } = {}
): Promise< Response > {
	const headers: Record< string, string > = cookie ? { cookie } : {};
	if ( init.contentType ) {
		headers[ 'content-type' ] = init.contentType;
	}
	const response = await mock.fetch(
		new Request( `${ origin }${ path }`, {
			method: init.method ?? 'GET',
			headers,
			body: init.body,
		} ),
		{ ignoreFaults: true }
	);
	if ( ! response ) {
		throw new Error( noMockRouteMessage( path ) );
	}
	return response;
}

/**
 * Asks the Store API simulation, in process and as this visitor (their
 * cookies), for their cart and session nonces, as WooCommerce's PHP does
 * before printing a cart page (`hydrate_api_request( '/wc/store/v1/cart' )`).
 * Faults queued for the browser are left alone.
 *
 * @example
 * const visitor = await loadVisitor( mock, 'http://127.0.0.1:8080', 'wp_woocommerce_session_…=…' );
 * visitor.cart?.body.items_count; // 2
 */
export async function loadVisitor(
	mock: MockRequestListener,
	origin: string,
	cookie: string | undefined
): Promise< Visitor > {
	const ask = ( path: string ) => askShop( mock, origin, cookie, path );
	const [ cartResponse, sessionResponse ] = await Promise.all( [
		ask( `${ STORE_API_ROOT }/cart` ),
		ask( '/__mock/session' ),
	] );
	const cart = cartResponse.ok
		? {
				body: ( await cartResponse.json() ) as CartResponse,
				headers: headersOf( cartResponse ),
			}
		: null;
	return {
		cart,
		session: ( await sessionResponse.json() ) as VisitorSession,
		setCookies: [
			...new Set( [
				...cartResponse.headers.getSetCookie(),
				...sessionResponse.headers.getSetCookie(),
			] ),
		],
		cookie,
	};
}
