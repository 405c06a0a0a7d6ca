/**
 * What a cart costs as it grows (issue 14, "Scale"): carts of 10, 100 and
 * 500 distinct lines (`cart-scale-shop.mjs`) on the demo's /carrito/ and
 * /checkout/, in headless Chromium, each a median of several runs on a fresh
 * page:
 * - render: navigation start → the block is ready (the Cart's + buttons
 *   usable, the Checkout's place-order button), wall time and Chromium's
 *   `ScriptDuration` until then (Performance.getMetrics over CDP);
 * - quantity update (cart page): a click on the + of the middle line →
 *   the new quantity shown, then → the server's new totals shown (which
 *   includes the store's 400 ms quantity debounce and the mock server's
 *   answer), and the script that costs;
 * - React's work per click (one more run per size): commits, components
 *   rendered and cart lines re-rendered (`react-commits.mjs`, the counter
 *   `render-cost.mjs` uses too);
 * - a profile of the 500-line cart's render and of one click, self time by
 *   function and by file (`cart-scale-profile.mjs`).
 * Prints the tables and the growth factors 100/10 and 500/100, and exits 1
 * when a figure grows clearly faster than the cart (see `isSuperlinear`).
 *
 * Usage: `node bench/cart-scale.mjs [--runs=5] [--no-profile]` (part of
 * `npm run bench`). Without Chromium it says so and passes, except under CI.
 */
/* global window, document, MutationObserver -- some functions below run in the page */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../demo/scripts/load-ts.mjs';
import { markReady } from './pages.mjs';
import { benchEngineOptions, benchProducts, seedCart } from './cart-scale-shop.mjs';
import { commitCounts, installCommitCounter, resetCommitCounts } from './react-commits.mjs';
import { startProfile, stopProfile } from './cart-scale-profile.mjs';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const SIZES = [ 10, 100, 500 ];
const RUNS = Number( process.argv.find( ( arg ) => arg.startsWith( '--runs=' ) )?.slice( 7 ) ?? 5 );
const PROFILE = ! process.argv.includes( '--no-profile' );
/** How many functions and files the profile summary lists. */
const PROFILE_TOP = 15;
/**
 * A figure is "clearly superlinear" when it grows by more than the number
 * of lines times this (fixed costs make linear growth come out well below
 * the line ratio), or when its cost per added line from 100 to 500 lines is
 * more than this times its cost per added line from 10 to 100.
 */
const SUPERLINEAR_TOLERANCE = 1.5;
/** Below this, a difference between two sizes is noise, not a cost per line. */
const NOISE_FLOOR_MS = 15;

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];
const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;

const PAGES = {
	cart: {
		path: '/carrito/',
		readyWhen: {
			block: '.wp-block-woocommerce-cart',
			control:
				'.wp-block-woocommerce-cart button[aria-label^="Aumentar la cantidad"]:not([disabled])',
		},
	},
	checkout: {
		path: '/checkout/',
		readyWhen: {
			block: '.wp-block-woocommerce-checkout',
			control:
				'.wp-block-woocommerce-checkout .wc-block-components-checkout-place-order-button:not([aria-disabled])',
		},
	},
};

const FOOTER_TOTAL =
	'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value';

async function scriptMs( cdp ) {
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	return ( metrics.find( ( m ) => m.name === 'ScriptDuration' )?.value ?? 0 ) * 1000;
}

/** Opens `page` of the shop with a cart of `lines` lines; resolves once it is ready. */
async function openWithCart( browser, demo, pageName, lines, { countReact, profile } = {} ) {
	const context = await browser.newContext( { locale: 'es-ES' } );
	await seedCart( demo, context, lines );
	const page = await context.newPage();
	await page.addInitScript( markReady, PAGES[ pageName ].readyWhen );
	if ( countReact ) {
		await page.addInitScript( installCommitCounter );
	}
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Performance.enable', { timeDomain: 'timeTicks' } );
	if ( profile ) {
		await startProfile( cdp );
	}
	await page.goto( `${ demo.url }${ PAGES[ pageName ].path }` );
	await page.waitForFunction( () => window.__cestaReadyAt !== undefined, null, {
		polling: 20,
		timeout: 60_000,
	} );
	const render = {
		script: await scriptMs( cdp ),
		readyAt: await page.evaluate( () => window.__cestaReadyAt ),
		profile: profile ? await stopProfile( cdp ) : undefined,
	};
	return { context, page, cdp, render };
}

/**
 * Runs in the page: from the next click, records when the line's quantity
 * box shows `quantity` and when the footer total no longer shows `total`.
 */
const watchUpdate = ( { key, quantity, total, footer } ) => {
	const update = {};
	window.__cestaUpdate = update;
	document.addEventListener(
		'click',
		( event ) => {
			update.clickAt = event.timeStamp;
		},
		{ capture: true, once: true }
	);
	const check = () => {
		const now = performance.now();
		const box = document.querySelector( `tr[data-cart-item-key="${ key }"] input` );
		if ( update.quantityAt === undefined && box && Number( box.value ) === quantity ) {
			update.quantityAt = now;
		}
		const shown = document.querySelector( footer )?.textContent;
		if ( update.totalsAt === undefined && shown && shown !== total ) {
			update.totalsAt = now;
		}
		return update.quantityAt !== undefined && update.totalsAt !== undefined;
	};
	new MutationObserver( ( _records, observer ) => {
		if ( check() ) {
			observer.disconnect();
		}
	} ).observe( document, {
		subtree: true,
		childList: true,
		attributes: true,
		characterData: true,
	} );
	// A controlled input's value is a property, not always a mutation.
	document.addEventListener( 'input', check, { capture: true } );
};

/** Clicks + on the middle line of an open cart page; resolves once the new totals show. */
async function clickPlus( { page, cdp }, lines, { profile } = {} ) {
	const index = Math.floor( lines / 2 );
	const product = benchProducts[ index ];
	const row = page.locator( 'tr[data-cart-item-key]' ).nth( index );
	const key = await row.getAttribute( 'data-cart-item-key' );
	const box = row.locator( 'input' );
	const quantity = Number( await box.inputValue() ) + 1;
	await page.waitForLoadState( 'networkidle' );
	await page.evaluate( watchUpdate, {
		key,
		quantity,
		total: await page.locator( FOOTER_TOTAL ).textContent(),
		footer: FOOTER_TOTAL,
	} );
	const plus = row.getByRole( 'button', { name: es( 'Increase quantity of %s', product.name ) } );
	await plus.scrollIntoViewIfNeeded();
	if ( profile ) {
		await startProfile( cdp );
	}
	const before = await scriptMs( cdp );
	await plus.click();
	await page.waitForFunction( () => window.__cestaUpdate.totalsAt !== undefined, null, {
		polling: 20,
		timeout: 60_000,
	} );
	await page.waitForLoadState( 'networkidle' );
	const script = ( await scriptMs( cdp ) ) - before;
	const update = await page.evaluate( () => {
		const { clickAt } = window.__cestaUpdate;
		// The write the click sent: its time from request to the answer's last byte.
		const writes = performance
			.getEntriesByType( 'resource' )
			.filter(
				( entry ) => entry.name.includes( '/wp-json/' ) && entry.startTime >= clickAt
			);
		return {
			...window.__cestaUpdate,
			serverMs: writes.reduce(
				( total, entry ) => total + entry.responseEnd - entry.startTime,
				0
			),
		};
	} );
	const shownQuantity = Number( await box.inputValue() );
	if ( shownQuantity !== quantity ) {
		throw new Error( `The line shows ${ shownQuantity } after + (expected ${ quantity }).` );
	}
	return {
		quantityMs: update.quantityAt - update.clickAt,
		totalsMs: update.totalsAt - update.clickAt,
		serverMs: update.serverMs,
		script,
		profile: profile ? await stopProfile( cdp ) : undefined,
	};
}

async function measureCart( browser, demo, lines ) {
	const runs = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const open = await openWithCart( browser, demo, 'cart', lines );
		const update = await clickPlus( open, lines );
		runs.push( { render: open.render, update } );
		await open.context.close();
	}
	return {
		renderMs: median( runs.map( ( run ) => run.render.readyAt ) ),
		renderScriptMs: median( runs.map( ( run ) => run.render.script ) ),
		quantityMs: median( runs.map( ( run ) => run.update.quantityMs ) ),
		totalsMs: median( runs.map( ( run ) => run.update.totalsMs ) ),
		serverMs: median( runs.map( ( run ) => run.update.serverMs ) ),
		updateScriptMs: median( runs.map( ( run ) => run.update.script ) ),
	};
}

async function measureCheckout( browser, demo, lines ) {
	const runs = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const open = await openWithCart( browser, demo, 'checkout', lines );
		runs.push( open.render );
		await open.context.close();
	}
	return {
		renderMs: median( runs.map( ( run ) => run.readyAt ) ),
		renderScriptMs: median( runs.map( ( run ) => run.script ) ),
	};
}

async function countReactWork( browser, demo, lines ) {
	const open = await openWithCart( browser, demo, 'cart', lines, { countReact: true } );
	const onLoad = await commitCounts( open.page );
	await open.page.waitForLoadState( 'networkidle' );
	await resetCommitCounts( open.page );
	await clickPlus( open, lines );
	const perClick = await commitCounts( open.page );
	await open.context.close();
	return { onLoad, perClick };
}

/**
 * Whether `figure` (by cart size) grows clearly faster than the cart: see
 * SUPERLINEAR_TOLERANCE.
 *
 * @param {Record<number, number>} figure The median by number of lines.
 */
function isSuperlinear( figure ) {
	const [ small, medium, large ] = SIZES;
	const ratioOver = ( from, to ) =>
		figure[ to ] / figure[ from ] > ( to / from ) * SUPERLINEAR_TOLERANCE;
	const perLineBelow = ( figure[ medium ] - figure[ small ] ) / ( medium - small );
	const perLineAbove = ( figure[ large ] - figure[ medium ] ) / ( large - medium );
	const marginalGrows =
		figure[ large ] - figure[ medium ] > NOISE_FLOOR_MS &&
		figure[ medium ] - figure[ small ] > NOISE_FLOOR_MS &&
		perLineAbove > perLineBelow * SUPERLINEAR_TOLERANCE;
	return ratioOver( small, medium ) || ratioOver( medium, large ) || marginalGrows;
}

function printProfile( title, profile ) {
	console.log( `\n${ title }: ${ ms( profile.totalMs ) } busy (self time, idle left out)` );
	console.table(
		profile.files.slice( 0, 8 ).map( ( entry ) => ( {
			file: entry.file,
			'self time': ms( entry.ms ),
			share: `${ ( ( entry.ms / profile.totalMs ) * 100 ).toFixed( 0 ) } %`,
		} ) )
	);
	console.table(
		profile.functions.slice( 0, PROFILE_TOP ).map( ( entry ) => ( {
			'self time': ms( entry.ms ),
			function: `${ entry.name } ${ entry.file }:${ entry.at }`,
			source: entry.source,
		} ) )
	);
}

const { hasChromium, launchChromium } = await loadTs( '../e2e/support/chromium.ts' );
if ( ! hasChromium() ) {
	if ( process.env.CI ) {
		console.error(
			'FAILED cart scale: chromium is not installed, and under CI it must be measured (apt-get install -y chromium).'
		);
		process.exit( 1 );
	}
	console.log( 'SKIPPED cart scale: chromium not installed (apt-get install -y chromium)' );
	process.exit( 0 );
}

const { es } = await loadTs( '../e2e/support/spanish.ts' );
const { startDemoServer } = await loadTs( 'src/index.ts' );
const demo = await startDemoServer( {
	port: 0,
	rootDir: ROOT,
	log: () => undefined,
	engineOptions: benchEngineOptions,
} );
const browser = await launchChromium();
try {
	const cart = {};
	const checkout = {};
	const react = {};
	for ( const lines of SIZES ) {
		cart[ lines ] = await measureCart( browser, demo, lines );
		checkout[ lines ] = await measureCheckout( browser, demo, lines );
		react[ lines ] = await countReactWork( browser, demo, lines );
	}
	const figures = {
		'/carrito/ render: navigation → ready': ( size ) => cart[ size ].renderMs,
		'/carrito/ render: script until ready': ( size ) => cart[ size ].renderScriptMs,
		'/carrito/ + click → quantity shown': ( size ) => cart[ size ].quantityMs,
		'/carrito/ + click → new totals shown': ( size ) => cart[ size ].totalsMs,
		'/carrito/ + click: … of which the write request': ( size ) => cart[ size ].serverMs,
		'/carrito/ + click: script': ( size ) => cart[ size ].updateScriptMs,
		'/checkout/ render: navigation → ready': ( size ) => checkout[ size ].renderMs,
		'/checkout/ render: script until ready': ( size ) => checkout[ size ].renderScriptMs,
	};
	console.log(
		`\nCart scale: carts of ${ SIZES.join( ', ' ) } distinct lines, headless ${ browser.version() }, median of ${ RUNS } runs (the + click's totals include the 400 ms quantity debounce)`
	);
	const superlinear = [];
	console.table(
		Object.entries( figures ).map( ( [ metric, of ] ) => {
			const bySize = Object.fromEntries( SIZES.map( ( size ) => [ size, of( size ) ] ) );
			if ( isSuperlinear( bySize ) ) {
				superlinear.push( metric );
			}
			return {
				metric,
				...Object.fromEntries(
					SIZES.map( ( size ) => [ `${ size } lines`, ms( bySize[ size ] ) ] )
				),
				'×, 100/10': ( bySize[ 100 ] / bySize[ 10 ] ).toFixed( 2 ),
				'×, 500/100': ( bySize[ 500 ] / bySize[ 100 ] ).toFixed( 2 ),
			};
		} )
	);
	console.log( '\nReact per + click (one run per size; load: until ready)' );
	console.table(
		SIZES.map( ( size ) => ( {
			lines: size,
			'commits on load': react[ size ].onLoad.commits,
			'components rendered on load': react[ size ].onLoad.rendered,
			'commits per click': react[ size ].perClick.commits,
			'components rendered per click': react[ size ].perClick.rendered,
			'lines re-rendered per click': react[ size ].perClick.lines,
		} ) )
	);
	if ( PROFILE ) {
		const largest = SIZES[ SIZES.length - 1 ];
		const open = await openWithCart( browser, demo, 'cart', largest, { profile: true } );
		printProfile(
			`Profile: /carrito/ with ${ largest } lines, navigation → ready`,
			open.render.profile
		);
		const update = await clickPlus( open, largest, { profile: true } );
		printProfile(
			`Profile: /carrito/ with ${ largest } lines, + click → new totals shown`,
			update.profile
		);
		await open.context.close();
	}
	console.log(
		superlinear.length
			? `SUPERLINEAR: ${ superlinear.join( '; ' ) } grow faster than the cart.`
			: 'Linear or better: every figure grows no faster than the cart.'
	);
	process.exitCode = superlinear.length ? 1 : 0;
} finally {
	await browser.close();
	await demo.close();
}
