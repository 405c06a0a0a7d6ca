/** The mock's Node request listener, for its own server or a host's: handlers, debug routes and CORS. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';

import { MAX_REQUEST_BODY_BYTES } from '../engine/core/constants';
import type { Engine } from '../engine/engine';
import { createFaultController } from '../handlers/faults';
import type { FaultController } from '../handlers/faults';
import { createHandlers } from '../handlers/msw';
import { handleDebugRoute } from './debug-routes';

/**
 * Options of `createMockRequestListener`.
 *
 * @example
 * createMockRequestListener( { engine: createEngine( { siteUrl: 'http://127.0.0.1:8080' } ) } );
 */
export interface MockRequestListenerOptions {
	/** The shop to answer from; its `siteUrl` should be the origin the listener is served on. */
	engine: Engine;
	faults?: FaultController;
	/** Store API path, as on a real shop. */
	root?: string;
	/**
	 * Told of each request the listener answered over HTTP, with a copy of
	 * the request (its body readable) and of the answer: a host's inspector
	 * (the demo's debug panel shows the last `POST /checkout`).
	 */
	observe?: ( request: Request, answer: Response ) => void;
}

/**
 * The mock's HTTP side without a server of its own, for a host (the demo
 * shop) that serves its pages and the Store API on one origin.
 *
 * @example
 * const mock = createMockRequestListener( { engine } );
 * createServer( async ( request, response ) => {
 * 	if ( ! ( await mock.handle( request, response ) ) ) {
 * 		servePage( request, response );
 * 	}
 * } );
 */
export interface MockRequestListener {
	engine: Engine;
	faults: FaultController;
	/**
	 * Answers `request` when it is the mock's (Store API, classic storefront
	 * endpoints, placeholder images, `/__mock/*`) and resolves true; resolves
	 * false, having written nothing, otherwise. It reads the request body
	 * either way, so a host must not read it again.
	 */
	handle( request: IncomingMessage, response: ServerResponse ): Promise< boolean >;
	/**
	 * Answers a Fetch API request in process, as it would over HTTP; null when
	 * no mock route takes it. Hosts use it to preload what a page needs for the
	 * visitor whose cookies the request carries. Queued faults apply unless
	 * `ignoreFaults` is set: a host's own preload is not a network request, and
	 * must not use up a fault meant for the browser.
	 */
	fetch( request: Request, options?: { ignoreFaults?: boolean } ): Promise< Response | null >;
}

/**
 * Cross-origin callers (a demo page on another port) may read every header
 * the client needs; the real Store API only exposes these to its own pages.
 */
const EXPOSED_HEADERS =
	'X-WP-Total, X-WP-TotalPages, Link, Cart-Token, Nonce, Nonce-Timestamp, Cart-Hash, User-ID, Last-Modified';

const corsHeaders = ( request: IncomingMessage ): Record< string, string > =>
	request.headers.origin
		? {
				'Access-Control-Allow-Origin': request.headers.origin,
				'Access-Control-Allow-Credentials': 'true',
				'Access-Control-Expose-Headers': EXPOSED_HEADERS,
			}
		: {};

const readBody = ( request: IncomingMessage ): Promise< Buffer | 'too-large' > =>
	new Promise( ( resolve, reject ) => {
		const declared = Number( request.headers[ 'content-length' ] ?? 0 );
		if ( declared > MAX_REQUEST_BODY_BYTES ) {
			request.resume();
			resolve( 'too-large' );
			return;
		}
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_REQUEST_BODY_BYTES ) {
				request.removeAllListeners( 'data' );
				request.resume();
				resolve( 'too-large' );
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'end', () => resolve( Buffer.concat( chunks ) ) );
		request.on( 'error', reject );
	} );

const toFetchRequest = ( request: IncomingMessage, url: URL, body: Buffer ) => {
	const headers = new Headers();
	for ( const [ name, value ] of Object.entries( request.headers ) ) {
		if ( value !== undefined ) {
			headers.set( name, Array.isArray( value ) ? value.join( ', ' ) : value );
		}
	}
	const method = request.method ?? 'GET';
	return new Request( url, {
		method,
		headers,
		body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array( body ),
	} );
};

const writeResponse = async (
	mocked: Response,
	response: ServerResponse,
	cors: Record< string, string >
) => {
	const outgoing: Record< string, string | string[] > = {};
	mocked.headers.forEach( ( value, name ) => {
		if ( name !== 'set-cookie' ) {
			outgoing[ name ] = value;
		}
	} );
	Object.assign( outgoing, cors );
	const cookies = mocked.headers.getSetCookie();
	if ( cookies.length ) {
		outgoing[ 'Set-Cookie' ] = cookies;
	}
	response.writeHead( mocked.status, outgoing );
	response.end( Buffer.from( await mocked.arrayBuffer() ) );
};

/**
 * Creates the mock's request listener over an engine: the same MSW handlers
 * as every other transport, plus the debug routes under `/__mock/` and CORS
 * for callers on another origin.
 *
 * @example
 * const mock = createMockRequestListener( { engine, root: '/wp-json/wc/store/v1' } );
 * const cart = await mock.fetch( new Request( 'http://127.0.0.1:8080/wp-json/wc/store/v1/cart' ) );
 */
export function createMockRequestListener(
	options: MockRequestListenerOptions
): MockRequestListener {
	const { engine } = options;
	const faults = options.faults ?? createFaultController();
	const root = options.root ?? '/wp-json/wc/store/v1';
	const { handlers } = createHandlers( { engine, faults, root } );
	const faultless = createHandlers( { engine, root } ).handlers;

	const fetchInProcess = async ( request: Request, options: { ignoreFaults?: boolean } = {} ) =>
		( await getResponse( options.ignoreFaults ? faultless : handlers, request ) ) ?? null;

	const handle = async ( request: IncomingMessage, response: ServerResponse ) => {
		const url = new URL(
			request.url ?? '/',
			`http://${ request.headers.host ?? 'localhost' }`
		);
		const cors = corsHeaders( request );
		if ( request.method === 'OPTIONS' ) {
			response.writeHead( 204, {
				...cors,
				'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
				'Access-Control-Allow-Headers':
					'Content-Type, Nonce, X-WC-Store-API-Nonce, Cart-Token, X-WP-Nonce',
			} );
			response.end();
			return true;
		}
		const body = await readBody( request );
		if ( body === 'too-large' ) {
			response.writeHead( 413, {
				...cors,
				'Content-Type': 'application/json; charset=UTF-8',
				Connection: 'close',
			} );
			response.end(
				JSON.stringify( {
					code: 'rest_request_too_large',
					message: engine.context.t( 'requestTooLarge' ),
					data: { status: 413 },
				} )
			);
			return true;
		}
		if (
			url.pathname.startsWith( '/__mock/' ) &&
			handleDebugRoute( url, request.method ?? 'GET', body, response, {
				engine,
				faults,
				cors,
			} )
		) {
			return true;
		}
		const mocked = await fetchInProcess( toFetchRequest( request, url, body ) );
		if ( ! mocked ) {
			return false;
		}
		if ( mocked.type === 'error' ) {
			request.socket.destroy();
			return true;
		}
		options.observe?.( toFetchRequest( request, url, body ), mocked.clone() );
		await writeResponse( mocked, response, cors );
		return true;
	};

	return { engine, faults, handle, fetch: fetchInProcess };
}
