/** setupDemoShop: one demo shop and one Chromium per test file, a new shopper per test, no page error allowed. */

import type { Browser } from 'playwright-core';

import { startDemoServer } from '../../demo/src/server/demo-server';
import type { DemoServer, DemoServerOptions } from '../../demo/src/server/demo-server';
import { launchChromium } from './chromium';
import { newShopper } from './shopper';
import type { Shopper } from './shopper';

/**
 * What a test file of the demo shop works with; read it inside tests and
 * hooks (the members exist once the file's `beforeAll` and each test's
 * `beforeEach` ran).
 *
 * @example
 * const suite = setupDemoShop();
 * it( '…', async () => suite.shopper.page.goto( '/checkout/' ) );
 */
export interface DemoSuite {
	readonly demo: DemoServer;
	readonly browser: Browser;
	readonly shopper: Shopper;
	/**
	 * Lets this test's page log console errors matching `pattern` (Chromium
	 * logs every 4xx answer, including those a test expects).
	 */
	allowConsoleErrors( pattern: RegExp ): void;
}

/**
 * Registers the file's hooks: the demo shop (in process, on a free port, the
 * bundles already built by the global setup) and Chromium started once; each
 * test a new shopper with their own context; after each test the page's
 * console errors (but those the test allowed) and uncaught exceptions must be
 * none, and the shop's faults, carts and orders are reset.
 *
 * `options` start the shop as `npm start` would with the payment plugin
 * kit's options (`--plugin` → `plugins`, `--gateways` → `gateways`), or
 * with another catalogue (`engineOptions: { fixtures }`).
 *
 * @example
 * const suite = setupDemoShop();
 * const withPlugin = setupDemoShop( { plugins: [ '/src/integration.js' ] } );
 */
export function setupDemoShop(
	options: Pick< DemoServerOptions, 'plugins' | 'gateways' | 'engineOptions' > = {}
): DemoSuite {
	const live: { demo?: DemoServer; browser?: Browser; shopper?: Shopper } = {};
	let allowed: RegExp[] = [];

	beforeAll( async () => {
		[ live.demo, live.browser ] = await Promise.all( [
			startDemoServer( { ...options, port: 0, build: false } ),
			launchChromium(),
		] );
	} );

	afterAll( async () => {
		await live.browser?.close();
		await live.demo?.close();
	} );

	beforeEach( async () => {
		live.shopper = await newShopper( live.browser!, live.demo!.url );
	} );

	afterEach( async () => {
		// Every test also proves the page logged no error and threw nothing.
		const errors = ( live.shopper?.watch.errors ?? [] ).filter(
			( error ) => ! allowed.some( ( pattern ) => pattern.test( error ) )
		);
		allowed = [];
		await live.shopper?.close();
		live.demo?.faults.reset();
		live.demo?.engine.reset();
		expect( errors ).toEqual( [] );
	} );

	return {
		get demo() {
			return live.demo!;
		},
		get browser() {
			return live.browser!;
		},
		get shopper() {
			return live.shopper!;
		},
		allowConsoleErrors( pattern ) {
			allowed.push( pattern );
		},
	};
}
