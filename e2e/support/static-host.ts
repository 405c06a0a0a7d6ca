/** startStaticHost: a plain static host serving the built bundles, HTML fixtures and the Store API simulation. */

import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { createEngine } from '@cesta/mocks';
import type { Engine } from '@cesta/mocks';
import { createMockRequestListener } from '@cesta/mocks/server';
import type { MockRequestListener } from '@cesta/mocks/server';

import { serveStaticFile } from '../../demo/src/server/static-files';

/**
 * A plain static host: no page rendering, no settings computed per visitor.
 *
 * @example
 * const host = await startStaticHost();
 * await page.goto( `${ host.url }/cesta/carrito-estatico.html` );
 */
export interface StaticHost {
	url: string;
	engine: Engine;
	close(): Promise< void >;
}

/**
 * Options of {@link startStaticHost}.
 *
 * @example
 * const options: StaticHostOptions = { pages: { 'woocommerce.html': printWooCommerceCartPage } };
 */
export interface StaticHostOptions {
	/**
	 * Pages printed on each request under `/cesta/<name>`, given the host's
	 * origin and the request (its cookies): the HTML, or the HTML and the
	 * `Set-Cookie` headers to send with it. @default {}
	 */
	pages?: Record< string, PagePrinter >;
}

/**
 * Prints a page of the static host for one request.
 *
 * @example
 * const printer: PagePrinter = ( origin ) => `<!doctype html><title>${ origin }</title>`;
 */
export type PagePrinter = (
	origin: string,
	request: IncomingMessage
) => string | Promise< string | { html: string; setCookies: string[] } >;

const ROOT = join( __dirname, '..', '..' );
const BUNDLES = join( ROOT, 'standalone', 'dist' );
const FIXTURES = join( ROOT, 'e2e', 'fixtures' );
/** The host integration guide's example files (docs/host-integration.md). */
const GUIDE_EXAMPLES = join( ROOT, 'docs', 'examples' );

/**
 * Serves, on one origin, the built bundles, the host guide's example pages
 * (`docs/examples/`) and the test fixtures side by side under `/cesta/`
 * (files as they are, nothing rendered), and the
 * Store API simulation with the classic endpoints for everything else — the
 * least a host can do. `pages` adds pages printed per request, for hosts
 * whose pages carry more than a file would (a captured WooCommerce page, the
 * guide's page with the visitor's nonce and cart).
 *
 * @example
 * const host = await startStaticHost();
 * await host.close();
 */
export async function startStaticHost( {
	pages = {},
}: StaticHostOptions = {} ): Promise< StaticHost > {
	// The shop builds links on its site URL, known once the server listens.
	const live: { mock?: MockRequestListener } = {};
	const server: Server = createServer( ( request, response ) => {
		const answer = async () => {
			if ( await live.mock!.handle( request, response ) ) {
				return;
			}
			const path = new URL( request.url ?? '/', 'http://host' ).pathname;
			const file = path.startsWith( '/cesta/' ) ? path.slice( '/cesta/'.length ) : null;
			const method = request.method ?? 'GET';
			const printPage = file !== null && Object.hasOwn( pages, file ) ? pages[ file ] : null;
			if ( printPage && method === 'GET' ) {
				const printed = await printPage( url, request );
				const { html, setCookies } =
					typeof printed === 'string' ? { html: printed, setCookies: [] } : printed;
				response.writeHead( 200, {
					'Content-Type': 'text/html; charset=utf-8',
					...( setCookies.length ? { 'Set-Cookie': setCookies } : {} ),
				} );
				response.end( html );
				return;
			}
			if (
				file !== null &&
				( ( await serveStaticFile( GUIDE_EXAMPLES, file, response, method ) ) ||
					( await serveStaticFile( FIXTURES, file, response, method ) ) ||
					( await serveStaticFile( BUNDLES, file, response, method ) ) )
			) {
				return;
			}
			response.writeHead( 404 );
			response.end();
		};
		answer().catch( ( error: unknown ) => {
			response.writeHead( 500 );
			response.end( String( error ) );
		} );
	} );
	await new Promise< void >( ( resolve ) => server.listen( 0, '127.0.0.1', resolve ) );
	const url = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
	const engine = createEngine( { siteUrl: url } );
	live.mock = createMockRequestListener( { engine } );
	return {
		url,
		engine,
		close: () =>
			new Promise< void >( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}
