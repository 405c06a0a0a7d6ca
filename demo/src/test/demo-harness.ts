/** Test harness of the demo server: one server per test file on a stand-in build, and response helpers. */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startDemoServer } from '../server/demo-server';
import type { DemoServer, DemoServerOptions } from '../server/demo-server';

/**
 * The demo shop for one test file, on a free port, serving a stand-in for the
 * built bundles (these tests are about the server, not the build); its shop
 * and faults are reset after each test. `engineOptions` set up its shop
 * (e.g. a clock the test moves); `kit` gives it the payment plugin kit's
 * plugin scripts and declared gateways.
 *
 * @example
 * const shop = serveDemoForThisFile();
 * await shop.get( '/carrito/' );
 */
export function serveDemoForThisFile(
	engineOptions?: DemoServerOptions[ 'engineOptions' ],
	kit: Pick< DemoServerOptions, 'plugins' | 'gateways' > = {}
) {
	let demo: DemoServer | undefined;
	let rootDir = '';

	beforeAll( async () => {
		rootDir = mkdtempSync( join( tmpdir(), 'cesta-demo-' ) );
		const dist = join( rootDir, 'standalone', 'dist' );
		mkdirSync( join( dist, 'chunks' ), { recursive: true } );
		writeFileSync( join( dist, 'vendor.js' ), 'window.React = {};' );
		writeFileSync( join( dist, 'cart.js' ), 'import "./chunks/a.js";' );
		writeFileSync( join( dist, 'style.css' ), '.wc-block-cart{}' );
		writeFileSync( join( rootDir, 'package.json' ), '{"name":"cesta","secret":"not served"}' );
		demo = await startDemoServer( { ...kit, port: 0, rootDir, build: false, engineOptions } );
	} );

	afterAll( async () => {
		await demo?.close();
		rmSync( rootDir, { recursive: true, force: true } );
	} );

	afterEach( () => {
		demo?.faults.reset();
		demo?.engine.reset();
	} );

	const get = ( path: string, cookie?: string ) =>
		fetch( `${ demo!.url }${ path }`, {
			redirect: 'manual',
			headers: cookie ? { cookie } : {},
		} );

	return {
		get demo(): DemoServer {
			return demo!;
		},
		get,
		/** Puts products in a new visitor's cart through the shop's links; resolves their cookies. */
		async shopperWith( ...ids: number[] ): Promise< string > {
			const jar = new Map< string, string >();
			const header = () =>
				[ ...jar ].map( ( [ name, value ] ) => `${ name }=${ value }` ).join( '; ' );
			for ( const id of ids ) {
				const response = await get( `/tienda/?add-to-cart=${ id }`, header() );
				expect( response.status ).toBe( 302 );
				for ( const cookie of response.headers.getSetCookie() ) {
					const [ name, ...value ] = cookie.split( ';' )[ 0 ]!.split( '=' );
					jar.set( name!, value.join( '=' ) );
				}
			}
			return header();
		},
	};
}

/**
 * The `Set-Cookie` pairs of a response, as one `Cookie` header.
 *
 * @example
 * cookiesOf( response ); // 'wp_woocommerce_session_…=…; woocommerce_items_in_cart=1'
 */
export const cookiesOf = ( response: Response ) =>
	response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.join( '; ' );

/**
 * The value a page assigns to `window.<name>` in its inline script.
 *
 * @example
 * printedGlobal( html, 'wcSettings' ).currency.code; // 'EUR'
 */
export const printedGlobal = ( html: string, name: string ) => {
	const match = new RegExp( `<script>window\\.${ name } = (.*?);</script>` ).exec( html );
	expect( match ).not.toBeNull();
	return JSON.parse( match![ 1 ]! );
};
