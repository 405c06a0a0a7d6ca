/**
 * `npm run test:storybook`, a step of `npm test`: builds Storybook
 * (`npm run build-storybook -w storybook`, into a folder of its own under
 * `node_modules/.cache`, so a build someone starts meanwhile cannot change
 * the files under test), then opens every story of the build in Debian's
 * Chromium and fails on any accessibility violation (WCAG 2.0–2.2 A and AA)
 * or any story that does not render. `--no-build` checks the existing
 * `storybook/storybook-static`; `--only <text>` checks the stories whose id
 * contains the text.
 *
 * The check is Storybook's own: the a11y addon runs axe-core on each story
 * once it has rendered and its play function has brought it to its state,
 * with the rules `storybook/.storybook/preview.ts` sets, and reports the
 * result in the `storyFinished` event, which this script reads — so CI and
 * the a11y panel judge a story alike.
 *
 * Like `scripts/run-e2e.mjs`: without Chromium a developer's machine prints
 * one SKIPPED line and succeeds; under CI (`CI` set) it fails.
 * `CESTA_CHROMIUM_PATH` names another Chromium executable.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { exitUnlessChromium } from './chromium-gate.mjs';
import { loadTs } from './load-ts.mjs';
import { ROOT } from './workspaces.mjs';

const BUILT_DIR = join( ROOT, 'storybook', 'storybook-static' );
const OWN_BUILD_DIR = join(
	ROOT,
	'node_modules',
	'.cache',
	'cesta',
	`storybook-a11y-${ process.pid }`
);
/** Pages open at once: the machine has two cores, shared. */
const PARALLEL_PAGES = 2;
/** A story that has not finished rendering, playing and checking by then has failed. */
const STORY_TIMEOUT_MS = 60_000;

/** The preview's events that end a story, or tell why it did not render. */
const STORY_EVENTS = [
	'storyFinished',
	'storyErrored',
	'storyThrewException',
	'playFunctionThrewException',
	'storyMissing',
	'unhandledErrorsWhilePlaying',
];

const CONTENT_TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.woff2': 'font/woff2',
	'.ico': 'image/x-icon',
};

const { values: options } = parseArgs( {
	options: { 'no-build': { type: 'boolean' }, only: { type: 'string' } },
} );

/** Serves the built Storybook on a free port of 127.0.0.1. */
async function serveStatic( dir ) {
	const server = createServer( ( request, response ) => {
		const path = decodeURIComponent( new URL( request.url, 'http://localhost' ).pathname );
		const file = normalize( join( dir, path.endsWith( '/' ) ? `${ path }index.html` : path ) );
		if ( ! file.startsWith( dir + sep ) || ! existsSync( file ) ) {
			response.writeHead( 404 ).end();
			return;
		}
		response.writeHead( 200, {
			'Content-Type': CONTENT_TYPES[ extname( file ) ] ?? 'application/octet-stream',
		} );
		response.end( readFileSync( file ) );
	} );
	await new Promise( ( resolve ) => server.listen( 0, '127.0.0.1', resolve ) );
	return { server, url: `http://127.0.0.1:${ server.address().port }` };
}

/**
 * Runs in the page before Storybook: keeps the events of the preview's
 * channel that end a story, as Storybook's test runner listens to them.
 */
function recordStoryEvents( eventNames ) {
	const events = [];
	let channel;
	globalThis.__cestaStoryEvents = events;
	Object.defineProperty( globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
		configurable: true,
		get: () => channel,
		set( value ) {
			channel = value;
			eventNames.forEach( ( name ) =>
				value.on( name, ( payload ) => events.push( { name, payload } ) )
			);
		},
	} );
}

/** What a failed story prints: its violations, or why it did not render. */
function problemsOf( events, pageErrors ) {
	const problems = pageErrors.map( ( message ) => `uncaught error: ${ message }` );
	for ( const { name, payload } of events ) {
		if ( name !== 'storyFinished' ) {
			// Testing Library's messages go on with the whole DOM: the first line says it.
			const message = payload?.message ?? JSON.stringify( payload );
			problems.push( `${ name }: ${ message.split( '\n' )[ 0 ] }` );
			continue;
		}
		for ( const report of payload.reporters ?? [] ) {
			if ( report.type !== 'a11y' ) {
				continue;
			}
			if ( report.result?.error ) {
				problems.push( `axe could not run: ${ report.result.error.message ?? '' }` );
			}
			for ( const violation of report.result?.violations ?? [] ) {
				const targets = violation.nodes.map( ( node ) => node.target.join( ' ' ) );
				problems.push(
					`${ violation.id } (${ violation.impact }): ${ violation.help } — ${ targets.join( ', ' ) }`
				);
			}
		}
	}
	return problems;
}

/** Opens one story and returns its problems and violation count. */
async function checkStory( page, baseUrl, id ) {
	const pageErrors = [];
	const onPageError = ( error ) => pageErrors.push( error.message );
	page.on( 'pageerror', onPageError );
	try {
		await page.goto(
			`${ baseUrl }/iframe.html?id=${ encodeURIComponent( id ) }&viewMode=story`
		);
		await page.waitForFunction(
			() =>
				globalThis.__cestaStoryEvents.some(
					( event ) => event.name === 'storyFinished' || event.name === 'storyMissing'
				),
			undefined,
			{ timeout: STORY_TIMEOUT_MS }
		);
		const events = await page.evaluate( () =>
			// Only what the report needs: axe's results hold DOM-free data, but much of it.
			globalThis.__cestaStoryEvents.map( ( { name, payload } ) => ( {
				name,
				payload:
					name === 'storyFinished'
						? {
								status: payload.status,
								reporters: payload.reporters.map( ( report ) => ( {
									type: report.type,
									status: report.status,
									result: {
										error: report.result?.error
											? { message: String( report.result.error ) }
											: undefined,
										violations: ( report.result?.violations ?? [] ).map(
											( violation ) => ( {
												id: violation.id,
												impact: violation.impact,
												help: violation.help,
												nodes: violation.nodes.map( ( node ) => ( {
													target: node.target,
												} ) ),
											} )
										),
									},
								} ) ),
							}
						: { message: payload?.message ?? String( payload ) },
			} ) )
		);
		const violations = events
			.flatMap( ( event ) => event.payload.reporters ?? [] )
			.reduce( ( sum, report ) => sum + ( report.result?.violations?.length ?? 0 ), 0 );
		return { problems: problemsOf( events, pageErrors ), violations };
	} catch ( error ) {
		return {
			problems: [ ...pageErrors, `did not finish: ${ error.message.split( '\n' )[ 0 ] }` ],
			violations: 0,
		};
	} finally {
		page.off( 'pageerror', onPageError );
	}
}

exitUnlessChromium( 'the Storybook accessibility check' );

const started = Date.now();
const staticDir = options[ 'no-build' ] ? BUILT_DIR : OWN_BUILD_DIR;
if ( ! options[ 'no-build' ] ) {
	// npm hands the extra arguments to `storybook build`: the last --output-dir wins.
	const build = spawnSync(
		'npm',
		[
			'run',
			'build-storybook',
			'-w',
			'storybook',
			'--silent',
			'--',
			'--output-dir',
			OWN_BUILD_DIR,
		],
		{ cwd: ROOT, stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
	if ( build.status !== 0 ) {
		console.error( 'FAILED: npm run build-storybook' );
		process.exit( 1 );
	}
}
const built = Date.now();

const index = JSON.parse( readFileSync( join( staticDir, 'index.json' ), 'utf8' ) );
const storyIds = Object.values( index.entries )
	.filter( ( entry ) => entry.type === 'story' )
	.map( ( entry ) => entry.id )
	.filter( ( id ) => ! options.only || id.includes( options.only ) )
	.sort();

const { launchChromium } = await loadTs( 'e2e/support/chromium.ts' );
const { server, url } = await serveStatic( staticDir );
const browser = await launchChromium();
const failures = [];
let violations = 0;
try {
	const queue = [ ...storyIds ];
	await Promise.all(
		Array.from( { length: Math.min( PARALLEL_PAGES, queue.length ) }, async () => {
			// One browser context per lane, so pages share the HTTP cache. A
			// keeper page stays open on a story: leaving a page makes the
			// mock's service worker unregister itself when no page of it is
			// left, which would race the next page's start.
			const context = await browser.newContext();
			await context.addInitScript( recordStoryEvents, STORY_EVENTS );
			const keeper = await context.newPage();
			await checkStory( keeper, url, storyIds[ 0 ] );
			const page = await context.newPage();
			for ( let id = queue.shift(); id; id = queue.shift() ) {
				const result = await checkStory( page, url, id );
				violations += result.violations;
				if ( result.problems.length ) {
					failures.push( { id, problems: result.problems } );
				}
			}
			await context.close();
		} )
	);
} finally {
	await browser.close();
	server.close();
	rmSync( OWN_BUILD_DIR, { recursive: true, force: true } );
}

const seconds = ( ms ) => `${ ( ms / 1000 ).toFixed( 1 ) } s`;
for ( const { id, problems } of failures.sort( ( a, b ) => a.id.localeCompare( b.id ) ) ) {
	console.error( `✗ ${ id }\n${ problems.map( ( line ) => `    ${ line }` ).join( '\n' ) }` );
}
console.log(
	`${ storyIds.length } stories checked, ${ violations } violations` +
		( failures.length ? `, ${ failures.length } stories failed` : '' ) +
		` (build ${ seconds( built - started ) }, check ${ seconds( Date.now() - built ) })`
);
process.exit( failures.length ? 1 : 0 );
