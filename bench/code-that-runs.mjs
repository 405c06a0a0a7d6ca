/**
 * How much of the checkout's own code runs before the checkout is ready, and
 * what the page would weigh if it loaded only that (DESIGN §8's "≤ 60 KB of
 * our own code"; issue 14). In headless Chromium against the demo shop, a
 * guest with `CART_PRODUCTS` in the cart opens /checkout/ with V8's precise
 * block coverage on, until the place-order button is usable and the network
 * is idle; then, for each of our scripts (all but the vendor bundle), gzip -9
 * of
 * - the script as loaded;
 * - the script without the functions defined at a module's top level that
 *   never ran: what moving every such function to a chunk loaded on demand
 *   could save at best (store selectors a plugin may call, actions run on
 *   the shopper's first edit, message builders for errors…);
 * - the script without every function that never ran, handlers inside the
 *   rendered components included, and its translations reduced to the
 *   strings that code writes: a bound no code split reaches, since a
 *   component's handlers come with it;
 * - only the code blocks that ran (untaken branches removed too).
 * The gaps between these figures tell how far deferring code can go; the
 * last but one is a floor for the checkout's own code as it is written.
 *
 * Usage: `node bench/code-that-runs.mjs` (part of `npm run bench`). It prints
 * figures and passes; without Chromium it says so (fails under CI).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHECKOUT_PAGE, openFreshCheckout, runBrowserBench } from './browser-bench.mjs';
import { VENDOR_SCRIPTS } from './pages.mjs';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const CATALOGUES = resolve( ROOT, 'standalone/dist/page-catalogues.json' );

const gzip = ( text ) => gzipSync( text, { level: 9 } ).length;
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

/**
 * V8's coverage of one script as ranges: each function's whole range, with
 * whether it ran, and its innermost enclosing function.
 */
function functionsOf( entry ) {
	const functions = entry.functions
		.map( ( fn ) => ( {
			start: fn.ranges[ 0 ].startOffset,
			end: fn.ranges[ 0 ].endOffset,
			ran: fn.ranges[ 0 ].count > 0,
		} ) )
		.sort( ( a, b ) => a.start - b.start || b.end - a.end );
	const open = [];
	for ( const fn of functions ) {
		while ( open.length > 0 && open[ open.length - 1 ].end <= fn.start ) {
			open.pop();
		}
		fn.parent = open[ open.length - 1 ];
		open.push( fn );
	}
	return functions;
}

/** The characters of `source` whose flag is set. */
const kept = ( source, flags ) => {
	let text = '';
	for ( let i = 0; i < source.length; i++ ) {
		if ( flags[ i ] ) {
			text += source[ i ];
		}
	}
	return text;
};

// A JSON object literal of string (or plural array) values: the page's
// catalogue is the one holding its msgids (`scripts/rollup/page-catalogue.mjs`).
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const VALUE = `(?:${ STRING }|\\[(?:${ STRING },?)*\\])`;
const JSON_OBJECT = new RegExp( `\\{${ STRING }:${ VALUE }(?:,${ STRING }:${ VALUE })*\\}`, 'g' );

/**
 * `text` with its translation catalogue (if it holds one) reduced to the
 * msgids still written as string literals in the rest of `text` or in
 * `others` (the page's other scripts, as kept).
 */
function withUsedTranslationsOnly( text, msgids, others ) {
	const catalogue = [ ...text.matchAll( JSON_OBJECT ) ].find( ( match ) =>
		Object.keys( JSON.parse( match[ 0 ] ) ).some( ( key ) => msgids.has( key ) )
	);
	if ( ! catalogue ) {
		return { text, entries: 0, used: 0 };
	}
	const rest =
		text.slice( 0, catalogue.index ) +
		text.slice( catalogue.index + catalogue[ 0 ].length ) +
		others.join( '' );
	const written = ( part ) =>
		[ JSON.stringify( part ), `'${ part }'`, `\`${ part }\`` ].some( ( spelling ) =>
			rest.includes( spelling )
		);
	const entries = Object.entries( JSON.parse( catalogue[ 0 ] ) );
	const used = entries.filter( ( [ key ] ) => key.split( '\u0004' ).every( written ) );
	return {
		text:
			text.slice( 0, catalogue.index ) +
			JSON.stringify( Object.fromEntries( used ) ) +
			text.slice( catalogue.index + catalogue[ 0 ].length ),
		entries: entries.length,
		used: used.length,
	};
}

/**
 * The four figures of each script (see the file's comment); a catalogue keeps
 * the strings written by the functions that ran in any of the scripts.
 */
function measureScripts( entries, msgids ) {
	const scripts = entries.map( ( entry ) => flagsOf( entry ) );
	const ranTexts = scripts.map( ( { source, withoutUnrun } ) => kept( source, withoutUnrun ) );
	return scripts.map( ( script, index ) => {
		const ranOnly = withUsedTranslationsOnly(
			ranTexts[ index ],
			msgids,
			ranTexts.filter( ( _, other ) => other !== index )
		);
		return {
			loaded: gzip( script.source ),
			withoutTopLevelUnrun: gzip( kept( script.source, script.withoutTopLevelUnrun ) ),
			ranOnly: gzip( ranOnly.text ),
			ranBlocks: gzip( kept( script.source, script.ranBlocks ) ),
			translations: ranOnly.entries ? `${ ranOnly.used } of ${ ranOnly.entries }` : '',
		};
	} );
}

/** Which characters of a script each figure keeps. */
function flagsOf( entry ) {
	const source = entry.source;
	const functions = functionsOf( entry );
	const isTopLevel = ( fn ) => fn.parent !== undefined && fn.parent.parent === undefined;
	const withoutTopLevelUnrun = new Uint8Array( source.length ).fill( 1 );
	const withoutUnrun = new Uint8Array( source.length ).fill( 1 );
	for ( const fn of functions.filter( ( f ) => ! f.ran ) ) {
		withoutUnrun.fill( 0, fn.start, fn.end );
		if ( isTopLevel( fn ) ) {
			withoutTopLevelUnrun.fill( 0, fn.start, fn.end );
		}
	}
	const ranBlocks = new Uint8Array( source.length );
	for ( const fn of entry.functions ) {
		for ( const range of fn.ranges ) {
			ranBlocks.fill( range.count > 0 ? 1 : 0, range.startOffset, range.endOffset );
		}
	}
	return { source, withoutTopLevelUnrun, withoutUnrun, ranBlocks };
}

await runBrowserBench( 'code that runs', async ( { browser, demo } ) => {
	const catalogues = JSON.parse( readFileSync( CATALOGUES, 'utf8' ) );
	const msgids = new Set( Object.values( catalogues ).flatMap( ( page ) => page.msgids ) );
	const { context, page } = await openFreshCheckout( browser, demo.url, ( fresh ) =>
		fresh.coverage.startJSCoverage( { resetOnNavigation: false } )
	);
	await page.waitForLoadState( 'networkidle' );
	const coverage = await page.coverage.stopJSCoverage();
	await context.close();

	const ours = coverage.filter( ( entry ) => {
		const path = new URL( entry.url ).pathname;
		return (
			path.endsWith( '.js' ) &&
			path.startsWith( '/cesta/' ) &&
			! VENDOR_SCRIPTS.some( ( name ) => path.endsWith( `/${ name }` ) )
		);
	} );
	const rows = measureScripts( ours, msgids ).map( ( figures, index ) => ( {
		script: new URL( ours[ index ].url ).pathname,
		...figures,
	} ) );
	const total = ( key ) => rows.reduce( ( sum, row ) => sum + row[ key ], 0 );
	console.log(
		`\n${ CHECKOUT_PAGE.path }: our own code until the checkout is ready, gzip -9 (coverage by V8)`
	);
	console.table(
		[
			...rows,
			{
				script: 'in all',
				loaded: total( 'loaded' ),
				withoutTopLevelUnrun: total( 'withoutTopLevelUnrun' ),
				ranOnly: total( 'ranOnly' ),
				ranBlocks: total( 'ranBlocks' ),
				translations: '',
			},
		].map( ( row ) => ( {
			script: row.script,
			'as loaded': kb( row.loaded ),
			'without unrun top-level functions': kb( row.withoutTopLevelUnrun ),
			'only functions that ran (+ their strings)': kb( row.ranOnly ),
			'only blocks that ran': kb( row.ranBlocks ),
			'translations kept': row.translations,
		} ) )
	);
	const budgetKb = CHECKOUT_PAGE.budget.ownKb;
	console.log(
		`DESIGN §8's budget for our own code: ${ budgetKb } KB. Loading only the functions that ran ` +
			`until the checkout is ready would weigh ${ kb( total( 'ranOnly' ) ) } ` +
			`(${ total( 'ranOnly' ) <= budgetKb * 1024 ? 'within' : 'over' } it).`
	);
	return true;
} );
