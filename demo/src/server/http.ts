/** HTTP helpers of the demo server: uncached HTML pages, redirects and size-limited form bodies. */

import type { IncomingMessage, ServerResponse } from 'node:http';

import { MAX_FORM_BODY_BYTES } from '../constants';

/**
 * Sends an HTML page that must not be cached (it shows the visitor's own
 * cart), with the cookies the shop answered with while rendering it.
 *
 * @example
 * sendHtml( response, 200, renderPage( parts ), visitor.setCookies );
 */
export function sendHtml(
	response: ServerResponse,
	status: number,
	html: string,
	cookies: string[] = []
): void {
	response.writeHead( status, {
		'Content-Type': 'text/html; charset=UTF-8',
		'Cache-Control': 'no-store',
		'X-Content-Type-Options': 'nosniff',
		...( cookies.length ? { 'Set-Cookie': cookies } : {} ),
	} );
	response.end( html );
}

/**
 * Redirects with `303 See Other` (or another 3xx), setting `cookies` if any
 * (a login's session cookie).
 *
 * @example
 * redirect( response, '/__debug/?done=added' );
 */
export function redirect(
	response: ServerResponse,
	location: string,
	status = 303,
	cookies: string[] = []
): void {
	response.writeHead( status, {
		Location: location,
		'Cache-Control': 'no-store',
		...( cookies.length ? { 'Set-Cookie': cookies } : {} ),
	} );
	response.end();
}

/**
 * Reads an `application/x-www-form-urlencoded` body, or null when it is over
 * `MAX_FORM_BODY_BYTES`.
 *
 * @example
 * const form = await readForm( request ); // URLSearchParams { action: 'add', preset: 'slow' }
 */
export function readForm( request: IncomingMessage ): Promise< URLSearchParams | null > {
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_FORM_BODY_BYTES ) {
				request.removeAllListeners( 'data' );
				request.resume();
				resolve( null );
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'end', () =>
			resolve( new URLSearchParams( Buffer.concat( chunks ).toString( 'utf8' ) ) )
		);
		request.on( 'error', reject );
	} );
}
