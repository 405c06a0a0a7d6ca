/** watchPage: records a Playwright page's requests, console errors and uncaught exceptions. */

import type { Page, Request } from 'playwright-core';

/**
 * One request a page sent.
 *
 * @example
 * const request: RecordedRequest = { method: 'GET', intendedMethod: 'GET', url: 'http://127.0.0.1:8080/wp-json/wc/store/v1/cart', path: '/wp-json/wc/store/v1/cart', body: null, headers: {} };
 */
export interface RecordedRequest {
	method: string;
	url: string;
	/** Path and query, without the origin. */
	path: string;
	/**
	 * The method the server acts on: WordPress's api-fetch sends PUT and
	 * DELETE as POST with `X-HTTP-Method-Override`, which names it here.
	 */
	intendedMethod: string;
	/** The request body as sent, if any. */
	body: string | null;
	/** The request's headers, names in lower case. */
	headers: Record< string, string >;
}

/**
 * What a page did while it was watched.
 *
 * @example
 * const watch = watchPage( page );
 * await page.goto( url );
 * expect( watch.errors ).toEqual( [] );
 */
export interface PageWatch {
	requests: RecordedRequest[];
	/** Console errors and uncaught exceptions, as text. */
	errors: string[];
	/** Store API requests (`/wp-json/wc/store/v1/…`), in order. */
	storeApiRequests(): RecordedRequest[];
	/** The requests sent and not answered (nor failed) yet. */
	inFlight(): RecordedRequest[];
}

/**
 * Records every request a page sends and every console error or uncaught
 * exception it reports, from now on.
 *
 * @example
 * const watch = watchPage( page );
 */
export function watchPage( page: Page ): PageWatch {
	const requests: RecordedRequest[] = [];
	const errors: string[] = [];
	const pending = new Map< Request, RecordedRequest >();
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		const override = request.headers()[ 'x-http-method-override' ];
		const recorded: RecordedRequest = {
			method: request.method(),
			intendedMethod: override ? override.toUpperCase() : request.method(),
			url: request.url(),
			path: `${ url.pathname }${ url.search }`,
			body: request.postData(),
			headers: request.headers(),
		};
		requests.push( recorded );
		pending.set( request, recorded );
	} );
	page.on( 'requestfinished', ( request ) => pending.delete( request ) );
	page.on( 'requestfailed', ( request ) => pending.delete( request ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( `console.error: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) => {
		errors.push( `uncaught: ${ error.message }` );
	} );
	return {
		requests,
		errors,
		storeApiRequests: () =>
			requests.filter( ( request ) => request.path.startsWith( '/wp-json/wc/store/v1' ) ),
		inFlight: () => [ ...pending.values() ],
	};
}
