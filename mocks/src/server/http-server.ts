/** The Store API simulation as a real HTTP server (`startMockServer`). */

import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { EngineOptions } from '../engine/core/context';
import { createEngine } from '../engine/engine';
import type { Engine } from '../engine/engine';
import { createFaultController } from '../handlers/faults';
import type { FaultController } from '../handlers/faults';
import { createMockRequestListener } from './request-listener';
import type { MockRequestListener } from './request-listener';

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
	const live: { listener?: MockRequestListener } = {};

	const handle = async ( request: IncomingMessage, response: ServerResponse ) => {
		if ( ! ( await live.listener!.handle( request, response ) ) ) {
			response.writeHead( 404, { 'Content-Type': 'text/plain; charset=UTF-8' } );
			response.end( 'Not found' );
		}
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
	live.listener = createMockRequestListener( { engine, faults, root } );
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
