/** Reads a size-limited JSON request body. */

import type { IncomingMessage } from 'node:http';

/**
 * What reading a JSON body gives: the value, or why there is none.
 *
 * @example
 * const body: JsonBody = { ok: true, value: { content: '<!-- wp:woocommerce/cart -->…' } };
 */
export type JsonBody =
	{ ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'not-json' };

/**
 * Reads a request's body as JSON: `not-json` unless the request says
 * `Content-Type: application/json` (which a page of another site cannot send
 * without the browser asking first) and the body parses; `too-large` past
 * `maxBytes`, without reading the rest.
 *
 * @example
 * const body = await readJsonBody( request, MAX_TEMPLATE_BODY_BYTES );
 */
export function readJsonBody( request: IncomingMessage, maxBytes: number ): Promise< JsonBody > {
	const type = request.headers[ 'content-type' ] ?? '';
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > maxBytes ) {
				request.removeAllListeners( 'data' );
				request.resume();
				resolve( { ok: false, reason: 'too-large' } );
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'end', () => {
			if ( ! /^application\/json\s*(;|$)/i.test( type ) ) {
				resolve( { ok: false, reason: 'not-json' } );
				return;
			}
			try {
				resolve( {
					ok: true,
					value: JSON.parse( Buffer.concat( chunks ).toString( 'utf8' ) ),
				} );
			} catch {
				resolve( { ok: false, reason: 'not-json' } );
			}
		} );
		request.on( 'error', reject );
	} );
}
