import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';

import { MAX_REQUEST_BODY_BYTES } from '../engine/constants';
import { createEngine } from '../engine/engine';
import type { Engine } from '../engine/engine';
import type { EngineOptions } from '../engine/context';
import { createFaultController } from '../handlers/faults';
import type { FaultController } from '../handlers/faults';
import { createHandlers } from '../handlers/msw';
import { handleDebugRoute } from './debug-routes';

/**
 * Options of `startMockServer`.
 *
 * @example
 * await startMockServer( { port: 9090 } );
 */
export interface HttpMockServerOptions {
	/** 0 picks a free port. */
	port?: number;
	host?: string;
	/** Store API path, as on a real shop. */
	root?: string;
	engineOptions?: EngineOptions;
}

/**
 * A running HTTP mock server.
 *
 * @example
 * const mock = await startMockServer( { port: 0 } );
 * await fetch( `${ mock.url }/wp-json/wc/store/v1/cart` );
 * await mock.close();
 */
export interface HttpMockServer {
	url: string;
	port: number;
	engine: Engine;
	faults: FaultController;
	server: Server;
	close(): Promise< void >;
}

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

/**
 * Starts the Store API simulation as a real HTTP server (Node `http` and the
 * same MSW handlers), with the Store API under `/wp-json/wc/store/v1`, carts
 * kept per Cart-Token or session cookie, and debug routes under `/__mock/`.
 *
 * @example
 * const { url } = await startMockServer( { port: Number( process.env.PORT ?? 9090 ) } );
 */
export async function startMockServer(
	options: HttpMockServerOptions = {}
): Promise< HttpMockServer > {
	const host = options.host ?? '127.0.0.1';
	const root = options.root ?? '/wp-json/wc/store/v1';
	const faults = createFaultController();
	// The engine needs the site URL, known only once the server listens.
	const live: { engine?: Engine; handlers: ReturnType< typeof createHandlers >[ 'handlers' ] } = {
		handlers: [],
	};

	const handle = async ( request: IncomingMessage, response: ServerResponse ) => {
		const url = new URL( request.url ?? '/', `http://${ request.headers.host ?? host }` );
		const cors = corsHeaders( request );
		if ( request.method === 'OPTIONS' ) {
			response.writeHead( 204, {
				...cors,
				'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
				'Access-Control-Allow-Headers':
					'Content-Type, Nonce, X-WC-Store-API-Nonce, Cart-Token, X-WP-Nonce',
			} );
			response.end();
			return;
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
					message: live.engine!.context.t( 'requestTooLarge' ),
					data: { status: 413 },
				} )
			);
			return;
		}
		if (
			url.pathname.startsWith( '/__mock/' ) &&
			handleDebugRoute( url, request.method ?? 'GET', body, response, {
				engine: live.engine!,
				faults,
				cors,
			} )
		) {
			return;
		}
		const headers = new Headers();
		for ( const [ name, value ] of Object.entries( request.headers ) ) {
			if ( value !== undefined ) {
				headers.set( name, Array.isArray( value ) ? value.join( ', ' ) : value );
			}
		}
		const method = request.method ?? 'GET';
		const fetchRequest = new Request( url, {
			method,
			headers,
			body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array( body ),
		} );
		const mocked = await getResponse( live.handlers, fetchRequest );
		if ( ! mocked ) {
			response.writeHead( 404, { ...cors, 'Content-Type': 'text/plain; charset=UTF-8' } );
			response.end( 'Not found' );
			return;
		}
		if ( mocked.type === 'error' ) {
			request.socket.destroy();
			return;
		}
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

	const server = createServer( ( request, response ) => {
		handle( request, response ).catch( ( error: unknown ) => {
			console.error( error );
			response.writeHead( 500, { 'Content-Type': 'application/json; charset=UTF-8' } );
			response.end(
				JSON.stringify( {
					code: 'woocommerce_rest_unknown_server_error',
					message: String( error ),
					data: { status: 500 },
				} )
			);
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( options.port ?? 9090, host, resolve )
	);
	const { port } = server.address() as AddressInfo;
	const url = `http://${ host }:${ port }`;
	const engine = createEngine( { siteUrl: url, ...options.engineOptions } );
	live.engine = engine;
	live.handlers = createHandlers( { engine, faults, root } ).handlers;
	return {
		url,
		port,
		engine,
		faults,
		server,
		close: () =>
			new Promise< void >( ( resolve, reject ) => {
				server.closeAllConnections();
				server.close( ( error ) => ( error ? reject( error ) : resolve() ) );
			} ),
	};
}
