/**
 * What the browser benchmarks of the checkout share: the demo shop started
 * in process and the e2e suite's own Chromium (so a bench drives the browser
 * exactly as the browser tests do), the suite's checkout helpers (fields and
 * buttons by their Spanish names from the es_ES catalogue, a page's request
 * watch), and a fresh checkout page with products in the cart.
 */
/* global window -- `openFreshCheckout`'s waits run in the page */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../demo/scripts/load-ts.mjs';
import { BENCH_PAGES, fillCartWithProducts, markReady } from './pages.mjs';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/** The checkout as the benchmarks load it: its path and when it counts as ready. */
export const CHECKOUT_PAGE = BENCH_PAGES.find( ( benchPage ) => benchPage.name === 'checkout' );

/** How long a bench waits for the checkout to be ready before it fails. */
const READY_TIMEOUT_MS = 30_000;

/**
 * The e2e suite's checkout helpers (`e2e/support/checkout.ts`), its request
 * watch (`page-watch.ts`) and `es()` (`spanish.ts`), loaded from their
 * TypeScript sources.
 */
export const support = {
	...( await loadTs( '../e2e/support/checkout.ts' ) ),
	...( await loadTs( '../e2e/support/page-watch.ts' ) ),
	...( await loadTs( '../e2e/support/spanish.ts' ) ),
};

/** The median of some numbers (the upper one of an even count). */
export const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

/**
 * Starts the demo shop and Chromium, runs `measure` with them and closes
 * both; `measure` returns whether the figures are within their targets, and
 * the process exits 1 when they are not. Without Chromium it says so and
 * passes, except under CI (`CI` set), where it fails.
 *
 * @param {string}                                                                                                        name    What is measured, for the SKIPPED/FAILED line.
 * @param {( context: { browser: import('playwright-core').Browser, demo: { url: string, engine: any } } ) => Promise<boolean>} measure The benchmark.
 */
export async function runBrowserBench( name, measure ) {
	const { hasChromium, launchChromium } = await loadTs( '../e2e/support/chromium.ts' );
	if ( ! hasChromium() ) {
		if ( process.env.CI ) {
			console.error(
				`FAILED ${ name }: chromium is not installed, and under CI it must be measured (apt-get install -y chromium).`
			);
			process.exit( 1 );
		}
		console.log( `SKIPPED ${ name }: chromium not installed (apt-get install -y chromium)` );
		process.exit( 0 );
	}
	const { startDemoServer } = await loadTs( 'src/index.ts' );
	const demo = await startDemoServer( { port: 0, rootDir: ROOT, log: () => undefined } );
	const browser = await launchChromium();
	try {
		process.exitCode = ( await measure( { browser, demo } ) ) ? 0 : 1;
	} finally {
		await browser.close();
		await demo.close();
	}
}

/**
 * A guest's fresh checkout, as the page-weight bench loads it: a new browser
 * context whose cart holds `CART_PRODUCTS` (added through the shop's
 * `?add-to-cart=` links in a tab that is then closed), and a new tab, not yet
 * navigated, so whatever it measures counts the checkout alone. `beforeLoad`
 * runs on that tab before it opens /checkout/ (init scripts, CDP sessions,
 * listeners); the promise resolves once the checkout is ready (its block
 * loaded and the place-order button usable), with the page's `readyAtMs`
 * (after navigation start).
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string}                              url          The demo shop's address.
 * @param {( page: import('playwright-core').Page, context: import('playwright-core').BrowserContext ) => Promise<void>} [beforeLoad]
 */
export async function openFreshCheckout( browser, url, beforeLoad = async () => undefined ) {
	const context = await browser.newContext( { baseURL: url, locale: 'es-ES' } );
	const setup = await context.newPage();
	await fillCartWithProducts( setup, url );
	await setup.close();
	const page = await context.newPage();
	await page.addInitScript( markReady, CHECKOUT_PAGE.readyWhen );
	await beforeLoad( page, context );
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await page.goto( CHECKOUT_PAGE.path );
	await page
		.waitForFunction( () => window.__cestaReadyAt !== undefined, null, {
			polling: 50,
			timeout: READY_TIMEOUT_MS,
		} )
		.catch( ( error ) => {
			throw new Error(
				`The checkout was not ready within ${ READY_TIMEOUT_MS } ms (${ error.message }); the page reported: ${
					errors.join( '; ' ) || 'no error'
				}.`
			);
		} );
	const readyAtMs = await page.evaluate( () => window.__cestaReadyAt );
	return { context, page, readyAtMs };
}
