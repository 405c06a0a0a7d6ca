/** Starts the demo shop: the host pages, the bundles and the mock Store API on one HTTP server. */

import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { __ } from '@wordpress/i18n';

import { createEngine, withDeclaredGateways } from '@cesta/mocks';
import type { DeclaredGateway, Engine, EngineOptions, FaultController } from '@cesta/mocks';
import { createMockRequestListener } from '@cesta/mocks/server';
import type { MockRequestListener } from '@cesta/mocks/server';

import { ensureStandaloneBuild } from '../build/standalone-build';
import { findRepositoryRoot } from '../build/repository-root';
import { DEFAULT_HOST, DEFAULT_PORT, DEMO_PATHS, STORE_API_ROOT } from '../constants';
import { createEditorContext } from '../editor/editor-context';
import { loadShopTranslations } from '../i18n';
import { OBSERVER_REPORT_PATH } from '../plugin-kit/constants';
import { createOrderAttempts, recordPlaceOrder } from '../plugin-kit/order-attempts';
import { pluginScriptsFor } from '../plugin-kit/plugin-scripts';
import { handleObserverReport } from './observer-report';
import { isAccountRequest, serveAccountRequest } from './account-pages';
import { isEditorPath, serveEditor } from './editor-routes';
import { isOrderReceivedPath, serveOrderReceived } from './order-received';
import { handleDebugForm, handleProductForm, isProductPagePath, servePage } from './routes';
import type { RouteContext } from './pages';

/**
 * Options of `startDemoServer`.
 *
 * @example
 * await startDemoServer( { port: 0, build: false } );
 */
export interface DemoServerOptions {
	/** 0 picks a free port. @default 8080 */
	port?: number;
	/** @default '127.0.0.1' */
	host?: string;
	/** The repository root. @default the nearest one above the working folder */
	rootDir?: string;
	/** Build the standalone bundles first when they are missing or stale. @default true */
	build?: boolean;
	/** Progress lines (build). @default nowhere */
	log?: ( line: string ) => void;
	/** Options of the simulated shop (its `siteUrl` is the server's URL). */
	engineOptions?: Omit< EngineOptions, 'siteUrl' >;
	/**
	 * Payment plugin scripts (absolute paths) the cart and checkout pages load
	 * after the `wc.*` globals and before the blocks mount (`--plugin`).
	 * @default []
	 */
	plugins?: string[];
	/**
	 * Gateways declared to the simulated shop (a gateways configuration,
	 * `--gateways`): listed in the cart, printed in the settings, answering
	 * `POST /checkout` as scripted. @default []
	 */
	gateways?: DeclaredGateway[];
}

/**
 * A running demo shop.
 *
 * @example
 * const demo = await startDemoServer( { port: 0 } );
 * await fetch( `${ demo.url }/carrito/` );
 * await demo.close();
 */
export interface DemoServer {
	/** E.g. `http://127.0.0.1:8080`. */
	url: string;
	port: number;
	/** The simulated shop, for tests that check what the server holds. */
	engine: Engine;
	faults: FaultController;
	mock: MockRequestListener;
	server: Server;
	close(): Promise< void >;
}

/**
 * Starts the demo shop: builds the standalone bundles if needed, then serves
 * on one origin the Spanish pages (`/`, `/tienda/`, `/carrito/`, an order's
 * page `/checkout/order-received/{id}/?key=…`, `/mi-cuenta/` with its login
 * and `/wp-login.php`, the privacy and terms pages, the debug panel `/__debug/`),
 * the bundles under `/cesta/`, and the Store API simulation under
 * `/wp-json/wc/store/v1` with the classic storefront endpoints and
 * `/__mock/*`, carts kept per session cookie.
 *
 * @example
 * const demo = await startDemoServer( { port: Number( process.env.PORT ?? 8080 ) } );
 * console.log( `Demo shop: ${ demo.url }/` );
 */
export async function startDemoServer( options: DemoServerOptions = {} ): Promise< DemoServer > {
	const rootDir = options.rootDir ?? findRepositoryRoot();
	if ( options.build !== false ) {
		await ensureStandaloneBuild( { rootDir, log: options.log } );
	}
	loadShopTranslations();
	const plugins = pluginScriptsFor( options.plugins ?? [] );
	const gateways = options.gateways ?? [];
	const host = options.host ?? DEFAULT_HOST;
	// The shop builds links on its site URL, known once the server listens.
	const live: { context?: RouteContext } = {};

	const server = createServer( ( request, response ) => {
		const route = async () => {
			const path = ( request.url ?? '/' ).split( '?' )[ 0 ];
			const context = live.context!;
			if ( request.method === 'POST' && path === OBSERVER_REPORT_PATH ) {
				await handleObserverReport( context, request, response );
			} else if ( request.method === 'POST' && path === DEMO_PATHS.debug ) {
				await handleDebugForm( context, request, response );
			} else if ( request.method === 'POST' && isProductPagePath( path ) ) {
				await handleProductForm( context, request, response );
			} else if ( isAccountRequest( request.method, path ) ) {
				await serveAccountRequest( context, request, response );
			} else if ( isEditorPath( path ) ) {
				// Before the mock, which would read a POSTed template's body.
				await serveEditor( context, request, response );
			} else if ( isOrderReceivedPath( path ) ) {
				// Before the mock, which would read a POSTed form's body.
				await serveOrderReceived( context, request, response );
			} else if ( ! ( await context.mock.handle( request, response ) ) ) {
				await servePage( context, request, response );
			}
		};
		route().catch( ( error: unknown ) => {
			console.error( error );
			if ( ! response.headersSent ) {
				response.writeHead( 500, { 'Content-Type': 'text/plain; charset=UTF-8' } );
			}
			response.end( __( 'The demo shop could not answer this request.', 'cesta' ) );
		} );
	} );
	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( options.port ?? DEFAULT_PORT, host, resolve );
	} );
	const { port } = server.address() as AddressInfo;
	const url = `http://${ host.includes( ':' ) ? `[${ host }]` : host }:${ port }`;
	const engine = createEngine(
		withDeclaredGateways( { ...options.engineOptions, siteUrl: url }, gateways )
	);
	const attempts = createOrderAttempts();
	const mock = createMockRequestListener( {
		engine,
		root: STORE_API_ROOT,
		observe: ( request, answer ) => {
			recordPlaceOrder( attempts, request, answer, STORE_API_ROOT ).catch(
				( error: unknown ) => console.error( error )
			);
		},
	} );
	live.context = {
		mock,
		distDir: join( rootDir, 'standalone', 'dist' ),
		editor: createEditorContext(),
		pluginKit: { plugins, declaredGateways: gateways.map( ( gateway ) => gateway.id ) },
		attempts,
	};
	return {
		url,
		port,
		engine,
		faults: mock.faults,
		mock,
		server,
		close: () =>
			new Promise< void >( ( resolve, reject ) => {
				server.closeAllConnections();
				server.close( ( error ) => ( error ? reject( error ) : resolve() ) );
			} ),
	};
}
