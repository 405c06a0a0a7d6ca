/**
 * What a shopper's browser pays for each page of the shop (DESIGN §8): loads
 * every page of `pages.mjs` from the demo shop in headless Chromium and
 * measures
 * - every script file the page loads: count, bytes, gzip -9 and brotli (quality
 *   11) bytes, React and the `wp.*` globals of the vendor bundle included;
 * - of those, our own code (all but the vendor bundle), and the part no other
 *   page loads (the rest is shared chunks a browser caches across pages);
 * - the script time until the page is interactive: Chromium's
 *   `ScriptDuration` (Performance.getMetrics over CDP), median of 5 loads;
 * then prints them against each page's budget and WooCommerce's figures, and
 * exits 1 when a page is over budget.
 *
 * Usage: `node bench/page-weight.mjs` (part of `npm run bench`), or
 * `node bench/page-weight.mjs --check` (part of `npm test`): one load per
 * page, sizes only. Without Chromium it says so and passes, except under CI
 * (`CI` set), where a missing browser fails the run.
 */
/* global window, document -- some functions below run in the page */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { loadTs } from '../demo/scripts/load-ts.mjs';
import { BENCH_PAGES, markReady, VENDOR_SCRIPTS } from './pages.mjs';
import { measureParts } from './part-weight.mjs';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const CHECK_ONLY = process.argv.includes( '--check' );
const LOADS = CHECK_ONLY ? 1 : 5;

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const sum = ( files, encoding = 'gzip' ) =>
	files.reduce( ( total, file ) => total + file[ encoding ], 0 );
const brotliSize = ( body ) =>
	brotliCompressSync( body, {
		params: { [ zlibConstants.BROTLI_PARAM_QUALITY ]: zlibConstants.BROTLI_MAX_QUALITY },
	} ).length;
const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

async function loadPage( browser, url, benchPage, { recordScripts } ) {
	const context = await browser.newContext();
	const setup = await context.newPage();
	await benchPage.prepare( setup, url );
	await setup.close();
	// A fresh tab (same cookies), so its metrics count the measured page alone.
	const page = await context.newPage();
	const scripts = [];
	if ( recordScripts ) {
		page.on( 'response', ( response ) => {
			if ( response.request().resourceType() === 'script' ) {
				scripts.push(
					response.body().then( ( body ) => ( {
						path: new URL( response.url() ).pathname,
						bytes: body.length,
						gzip: gzipSync( body, { level: 9 } ).length,
						brotli: brotliSize( body ),
					} ) )
				);
			}
		} );
	}
	await page.addInitScript( markReady, benchPage.readyWhen );
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Performance.enable', { timeDomain: 'timeTicks' } );
	await page.goto( `${ url }${ benchPage.path }` );
	await page.waitForFunction( () => window.__cestaReadyAt !== undefined, null, {
		polling: 100,
		timeout: 30_000,
	} );
	// Whatever the page asks for right after it is interactive counts too.
	await page.waitForLoadState( 'networkidle' );
	const loadedScripts = scripts.length;
	if ( recordScripts && benchPage.interaction ) {
		await benchPage.interaction.run( page );
		await page.waitForLoadState( 'networkidle' );
	}
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	const metric = ( name ) => metrics.find( ( m ) => m.name === name )?.value ?? 0;
	const result = {
		scriptMs: metric( 'ScriptDuration' ) * 1000,
		readyAtMs: await page.evaluate( () => window.__cestaReadyAt ),
		inlineScriptBytes: await page.evaluate( () =>
			[ ...document.querySelectorAll( 'script:not([src])' ) ].reduce(
				( total, script ) =>
					total + new TextEncoder().encode( script.textContent ?? '' ).length,
				0
			)
		),
		scripts: await Promise.all( scripts.slice( 0, loadedScripts ) ),
		interactionScripts: await Promise.all( scripts.slice( loadedScripts ) ),
	};
	await context.close();
	return result;
}

async function measure( browser, url, benchPage ) {
	const loads = [];
	for ( let i = 0; i < LOADS; i++ ) {
		loads.push( await loadPage( browser, url, benchPage, { recordScripts: i === 0 } ) );
	}
	return {
		page: benchPage,
		files: loads[ 0 ].scripts,
		scriptMs: median( loads.map( ( load ) => load.scriptMs ) ),
		readyAtMs: median( loads.map( ( load ) => load.readyAtMs ) ),
		inlineScriptBytes: loads[ 0 ].inlineScriptBytes,
		interactionFiles: loads[ 0 ].interactionScripts,
	};
}

function report( result, allResults, browserVersion ) {
	const { page, files } = result;
	const isVendor = ( file ) =>
		VENDOR_SCRIPTS.some( ( name ) => file.path.endsWith( `/${ name }` ) );
	const usedElsewhere = ( file ) =>
		allResults.some(
			( other ) => other !== result && other.files.some( ( f ) => f.path === file.path )
		);
	const ownFiles = files.filter( ( file ) => ! isVendor( file ) );
	const total = sum( files );
	const own = sum( ownFiles );
	const pageOnly = sum(
		files.filter( ( file ) => ! isVendor( file ) && ! usedElsewhere( file ) )
	);
	const enforced = ( budget ) => ! ( page.notYetEnforced ?? [] ).includes( budget );
	const overTotal = page.budget.totalKb !== undefined && total > page.budget.totalKb * 1024;
	const overOwn = page.budget.ownKb !== undefined && own > page.budget.ownKb * 1024;
	const budgetCell = ( budget ) =>
		page.budget[ budget ] === undefined
			? ''
			: `≤ ${ page.budget[ budget ] } KB${ enforced( budget ) ? '' : ' (not yet enforced)' }`;

	console.log(
		`\n${ page.path } (${ page.name }: ${ page.description }), headless ${ browserVersion }`
	);
	console.table(
		files.map( ( file ) => ( {
			script: file.path,
			bytes: file.bytes,
			'gzip -9': kb( file.gzip ),
			brotli: kb( file.brotli ),
			shared: isVendor( file ) || usedElsewhere( file ) ? 'yes' : '',
		} ) )
	);
	const rows = [
		{
			metric: 'scripts, gzip -9 (React included)',
			Cesta: kb( total ),
			budget: budgetCell( 'totalKb' ),
			'WooCommerce 9.9.5': page.woocommerce ? `${ page.woocommerce.kb } KB` : '',
		},
		{
			metric: 'scripts, brotli (React included)',
			Cesta: kb( sum( files, 'brotli' ) ),
			budget: '',
			'WooCommerce 9.9.5': '',
		},
		{
			metric: 'our own code (all but the vendor scripts), gzip -9',
			Cesta: kb( own ),
			budget: budgetCell( 'ownKb' ),
			'WooCommerce 9.9.5': '',
		},
		{
			metric: 'our own code, brotli',
			Cesta: kb( sum( ownFiles, 'brotli' ) ),
			budget: '',
			'WooCommerce 9.9.5': '',
		},
		{
			metric: '… of which only this page loads',
			Cesta: kb( pageOnly ),
			budget: '',
			'WooCommerce 9.9.5': '',
		},
		{
			metric: 'script files',
			Cesta: files.length,
			budget: '',
			'WooCommerce 9.9.5': page.woocommerce?.scripts ?? '',
		},
		{
			metric: 'inline scripts (settings, preloaded data), not counted above',
			Cesta: kb( result.inlineScriptBytes ),
			budget: '',
			'WooCommerce 9.9.5': '',
		},
	];
	if ( ! CHECK_ONLY ) {
		rows.push(
			{
				metric: `script time until interactive (median of ${ LOADS })`,
				Cesta: `${ result.scriptMs.toFixed( 0 ) } ms`,
				budget: '',
				'WooCommerce 9.9.5': '',
			},
			{
				metric: `interactive after navigation start (median of ${ LOADS })`,
				Cesta: `${ result.readyAtMs.toFixed( 0 ) } ms`,
				budget: '',
				'WooCommerce 9.9.5': '',
			}
		);
	}
	if ( result.interactionFiles.length ) {
		const loaded = sum( result.interactionFiles );
		rows.push( {
			metric: `then ${ page.interaction.description }: scripts it loads, gzip -9`,
			Cesta: `${ kb( loaded ) } (${ result.interactionFiles.length } files: ${ result.interactionFiles
				.map( ( file ) => file.path.split( '/' ).pop() )
				.join( ', ' ) })`,
			budget: '',
			'WooCommerce 9.9.5': '',
		} );
	}
	console.table( rows );
	const problems = [
		...( overTotal && enforced( 'totalKb' )
			? [ `${ kb( total ) } of script (budget ${ page.budget.totalKb } KB)` ]
			: [] ),
		...( overOwn && enforced( 'ownKb' )
			? [ `${ kb( own ) } of our own code (budget ${ page.budget.ownKb } KB)` ]
			: [] ),
	];
	const pending = [
		...( overTotal && ! enforced( 'totalKb' )
			? [ `${ kb( total ) } of script (budget ${ page.budget.totalKb } KB)` ]
			: [] ),
		...( overOwn && ! enforced( 'ownKb' )
			? [ `${ kb( own ) } of our own code (budget ${ page.budget.ownKb } KB)` ]
			: [] ),
	];
	const within = [
		...( page.budget.totalKb === undefined || overTotal
			? []
			: [ `${ kb( total ) } of ${ page.budget.totalKb } KB in all` ] ),
		...( page.budget.ownKb === undefined || overOwn
			? []
			: [ `${ kb( own ) } of ${ page.budget.ownKb } KB of our own code` ] ),
	];
	console.log(
		problems.length
			? `OVER BUDGET: ${ page.path } loads ${ problems.join( ' and ' ) }.`
			: within.length
				? `Within budget: ${ page.path } loads ${ within.join( ' and ' ) }.`
				: `Measured: ${ page.path } loads ${ kb( total ) } in all, ${ kb( own ) } of our own code.`
	);
	if ( pending.length ) {
		console.log(
			`NOT YET MET (reported, not enforced): ${ page.path } loads ${ pending.join( ' and ' ) }.`
		);
	}
	return problems.length === 0;
}

// The suite's own launcher, so the bench drives Chromium exactly as the e2e tests do.
const { hasChromium, launchChromium } = await loadTs( '../e2e/support/chromium.ts' );
if ( ! hasChromium() ) {
	if ( process.env.CI ) {
		console.error(
			'FAILED page weight: chromium is not installed, and under CI the budgets must be checked (apt-get install -y chromium).'
		);
		process.exit( 1 );
	}
	console.log( 'SKIPPED page weight: chromium not installed (apt-get install -y chromium)' );
	process.exit( 0 );
}

const { startDemoServer } = await loadTs( 'src/index.ts' );
const demo = await startDemoServer( { port: 0, rootDir: ROOT, log: () => undefined } );
const browser = await launchChromium();
try {
	const results = [];
	for ( const page of BENCH_PAGES ) {
		results.push( await measure( browser, demo.url, page ) );
	}
	const withinBudget = results.map( ( result ) => report( result, results, browser.version() ) );
	const parts = await measureParts();
	console.log(
		'\nParts of a page on their own (bundled alone from their sources, esbuild, gzip -9)'
	);
	console.table(
		parts.map( ( part ) => ( {
			part: part.name,
			'our own code': kb( part.gzip ),
			budget: `≤ ${ part.budgetKb } KB`,
		} ) )
	);
	const partsWithin = parts.map( ( part ) => {
		const within = part.gzip <= part.budgetKb * 1024;
		console.log(
			within
				? `Within budget: ${ part.name } costs ${ kb( part.gzip ) } of ${ part.budgetKb } KB.`
				: `OVER BUDGET: ${ part.name } costs ${ kb( part.gzip ) } (budget ${ part.budgetKb } KB).`
		);
		return within;
	} );
	process.exitCode = [ ...withinBudget, ...partsWithin ].every( Boolean ) ? 0 : 1;
} finally {
	await browser.close();
	await demo.close();
}
