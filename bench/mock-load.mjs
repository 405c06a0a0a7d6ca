/**
 * Load on the simulation (issue 15, point 7): the demo shop's server (its
 * request listener, the one shoppers hit, with the mock Store API) started in
 * this process, and autocannon driving 200 concurrent visitors — one per
 * connection, each with its own session (half by cookie and nonce as a
 * browser, half by Cart-Token) — that read the cart, add items, change and
 * remove lines, try a sold-out product, update their address and check out
 * with bank transfer, for 60 s (`mock-load-visitor.mjs`).
 *
 * Prints requests/s, latency p50/p99, errors and unexpected statuses (a
 * sold-out product's 400 counted apart, as expected), then checks that:
 * - every cart the server answered was the one the visitor's own requests
 *   made (no lost update, no line or address of another visitor), and so is
 *   each visitor's cart read through its own session after the run;
 * - every order went to the visitor who placed it, none twice;
 * - memory stays flat: heap and RSS before, during and after (after a full
 *   GC), then a second run with new visitors two days later on the shop's
 *   clock (the first run's sessions expired) must not grow the heap by more
 *   than `HEAP_GROWTH_MARGIN`;
 * - the last units of a product sell once (`mock-load-stock.mjs`).
 * Exits 1 on any error, mismatch or failed check.
 *
 * Usage: `node bench/mock-load.mjs [--duration=60] [--visitors=200] [--runs=2] [--seed=N]
 * [--server=mock]` (part of `npm run bench`); `--server=mock` loads the
 * server of `npm run mock-server -w mocks` instead of the demo's (the same
 * request listener without the demo's pages).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadTs } from '../demo/scripts/load-ts.mjs';
import { memoryNow, mib, sampleMemory } from './mock-load-memory.mjs';
import { lastUnitsScenario } from './mock-load-stock.mjs';
import { createVisitor, STORE_API_ROOT } from './mock-load-visitor.mjs';

// Heap figures mean something only after a full collection.
if ( ! global.gc ) {
	const child = spawnSync(
		process.execPath,
		[ '--expose-gc', fileURLToPath( import.meta.url ), ...process.argv.slice( 2 ) ],
		{ stdio: 'inherit' }
	);
	process.exit( child.status ?? 1 );
}

const option = ( name, fallback ) => {
	const index = process.argv.findIndex(
		( arg ) => arg === `--${ name }` || arg.startsWith( `--${ name }=` )
	);
	if ( index === -1 ) {
		return fallback;
	}
	const arg = process.argv[ index ];
	return Number( arg.includes( '=' ) ? arg.split( '=' )[ 1 ] : process.argv[ index + 1 ] );
};

const DURATION_S = option( 'duration', 60 );
const VISITORS = option( 'visitors', 200 );
const RUNS = option( 'runs', 2 );
const SEED = option( 'seed', Math.floor( Math.random() * 1_000_000 ) );
/** Last-units scenario: this many buyers for this many units. */
const STOCK_BUYERS = 50;
const STOCK_UNITS = 5;
/** Between samples of heap and RSS during a run. */
const SAMPLE_INTERVAL_MS = 5_000;
/**
 * How much a second run may grow the settled heap: new sessions, caches
 * warmed up, V8's own bookkeeping. Above it, memory is not flat.
 */
const HEAP_GROWTH_MARGIN = { ratio: 0.1, minimumBytes: 4 * 1_048_576 };
/** Longest wait for the visitors' connections to be accepted before they start. */
const CONNECT_WAIT_MS = 10_000;
/** Reading the visitors' carts after a run, this many at a time. */
const FINAL_READS_AT_ONCE = 50;

/** `demo`: the demo shop's server; `mock`: `npm run mock-server -w mocks`'s. */
const SERVER = process.argv.includes( '--server=mock' ) ? 'mock' : 'demo';

const [ { startDemoServer }, { startMockServer }, { SESSION_COOKIE_LIFETIME_S } ] =
	await Promise.all( [
		loadTs( 'src/index.ts' ),
		loadTs( '../mocks/src/server/index.ts' ),
		loadTs( '../mocks/src/engine/core/constants.ts' ),
	] );

/** The shop's clock, moved forward between runs so the first run's sessions expire. */
const clock = { offsetMs: 0 };
const engineOptions = { now: () => Date.now() + clock.offsetMs };
const demo =
	SERVER === 'mock'
		? await startMockServer( { port: 0, engineOptions } )
		: await startDemoServer( { port: 0, build: false, engineOptions } );
const { engine, server } = demo;

let inFlight = 0;
server.on( 'request', ( _request, response ) => {
	inFlight++;
	response.on( 'close', () => inFlight-- );
} );
const serverIdle = async () => {
	while ( inFlight > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
};

/**
 * Resolves once the server has accepted `count` more connections (or after
 * `CONNECT_WAIT_MS`). Node accepts new connections slowly while it is busy
 * answering open ones: 200 connections opened at the instant the first
 * visitors start loading the server take seconds to be accepted, so the run
 * opens every visitor's connection before any visitor sends its first request.
 */
function connectionsAccepted( count ) {
	return new Promise( ( resolve ) => {
		let accepted = 0;
		const done = () => {
			server.off( 'connection', onConnection );
			clearTimeout( timer );
			resolve( accepted );
		};
		const onConnection = () => {
			if ( ++accepted === count ) {
				done();
			}
		};
		const timer = setTimeout( done, CONNECT_WAIT_MS );
		server.on( 'connection', onConnection );
	} );
}

/** Drives `VISITORS` visitors for `DURATION_S` seconds; resolves with autocannon's result and the visitors. */
async function loadRun( run ) {
	const visitors = [];
	const allConnected = connectionsAccepted( VISITORS );
	const result = await autocannon( {
		url: demo.url,
		connections: VISITORS,
		pipelining: 1,
		duration: DURATION_S,
		timeout: 30,
		requests: [ { setupRequest: ( request ) => request } ],
		setupClient( client ) {
			const visitor = createVisitor( { index: visitors.length, run, seed: SEED } );
			visitors.push( visitor );
			const [ entry ] = client.requestIterator.requests;
			entry.setupRequest = ( defaults ) => visitor.nextRequest( defaults );
			entry.onResponse = ( status, body, _context, headers ) =>
				visitor.onResponse( status, body, headers );
			// The first request was built before the visitor existed.
			client.requestIterator.rebuildRequest();
			// Its first request waits until every visitor is connected.
			const send = client._doRequest.bind( client );
			let waiting = true;
			client._doRequest = () => {
				if ( ! waiting ) {
					return send();
				}
				waiting = false;
				allConnected.then( () => {
					visitor.restartClock();
					send();
				} );
			};
		},
	} );
	return { result, visitors };
}

/** Each visitor's cart read through its own session after the run. */
async function finalCarts( visitors ) {
	const problems = [];
	for ( let start = 0; start < visitors.length; start += FINAL_READS_AT_ONCE ) {
		await Promise.all(
			visitors.slice( start, start + FINAL_READS_AT_ONCE ).map( async ( visitor ) => {
				const response = await fetch( `${ demo.url }${ STORE_API_ROOT }/cart`, {
					headers: visitor.identityHeaders(),
				} );
				const problem = visitor.finalProblem( await response.json() );
				if ( problem ) {
					problems.push( problem );
				}
			} )
		);
	}
	return problems;
}

/** Orders: none given to two visitors, each kept one billed to the visitor who placed it. */
function orderProblems( visitors ) {
	const owner = new Map();
	const problems = [];
	for ( const visitor of visitors ) {
		for ( const id of visitor.stats.orderIds ) {
			if ( owner.has( id ) ) {
				problems.push(
					`order ${ id } answered to visitors ${ owner.get( id ).index } and ${ visitor.index }`
				);
			}
			owner.set( id, visitor );
		}
	}
	for ( const order of engine.deps.orders.all() ) {
		const visitor = owner.get( order.id );
		if ( visitor && order.billing.email !== visitor.email ) {
			problems.push(
				`order ${ order.id } of visitor ${ visitor.index } is billed to ${ order.billing.email }`
			);
		}
	}
	return { problems, placed: owner.size };
}

const percentile = ( sorted, fraction ) =>
	sorted[ Math.min( sorted.length - 1, Math.floor( sorted.length * fraction ) ) ];

/** The visitors' own timings (ms) by step; `first` is each visitor's first request, sent as its connection opened. */
function timingsByStep( visitors ) {
	const byStep = {};
	for ( const visitor of visitors ) {
		for ( const [ step, values ] of Object.entries( visitor.stats.latencies ) ) {
			( byStep[ step ] ??= [] ).push( ...values );
		}
	}
	for ( const values of Object.values( byStep ) ) {
		values.sort( ( a, b ) => a - b );
	}
	return byStep;
}

const p50p99 = ( sorted ) =>
	sorted.length
		? `p50 ${ percentile( sorted, 0.5 ).toFixed( 0 ) } ms, p99 ${ percentile( sorted, 0.99 ).toFixed( 0 ) } ms`
		: '—';

const sum = ( visitors, pick ) =>
	visitors.reduce( ( total, visitor ) => total + pick( visitor.stats ), 0 );

async function measuredRun( run ) {
	const before = memoryNow( { settled: true } );
	const sampler = sampleMemory( SAMPLE_INTERVAL_MS );
	const cpuBefore = process.cpuUsage();
	const { result, visitors } = await loadRun( run );
	const cpu = process.cpuUsage( cpuBefore );
	const load = loadavg()[ 0 ];
	const samples = sampler.stop();
	await serverIdle();
	const finalProblems = await finalCarts( visitors );
	const orders = orderProblems( visitors );
	const after = memoryNow( { settled: true } );
	const unexpected = visitors.flatMap( ( visitor ) => visitor.stats.unexpected );
	const mismatches = visitors.flatMap( ( visitor ) => visitor.stats.mismatches );
	return {
		run,
		result,
		visitors,
		cpuSeconds: ( cpu.user + cpu.system ) / 1e6,
		load,
		before,
		samples,
		after,
		requests: sum( visitors, ( stats ) => stats.requests ),
		expected4xx: sum( visitors, ( stats ) => stats.expected4xx ),
		unanswered: sum( visitors, ( stats ) => stats.unanswered ),
		unexpected,
		mismatches,
		finalProblems,
		orders,
		sessions: engine.deps.sessions.count(),
		keptOrders: engine.deps.orders.all().length,
	};
}

function report( outcome ) {
	const { result } = outcome;
	const errors = result.errors + result.timeouts;
	const byVia = ( via ) => outcome.visitors.filter( ( visitor ) => visitor.via === via ).length;
	const peak = outcome.samples.reduce(
		( highest, sample ) => ( {
			heapUsed: Math.max( highest.heapUsed, sample.heapUsed ),
			rss: Math.max( highest.rss, sample.rss ),
		} ),
		{ heapUsed: 0, rss: 0 }
	);
	const statuses = Object.entries( result.statusCodeStats )
		.map( ( [ status, { count } ] ) => `${ status }: ${ count }` )
		.join( ', ' );
	console.log(
		`\nRun ${ outcome.run }: ${ outcome.visitors.length } visitors (${ byVia( 'cookie' ) } by cookie + nonce, ${ byVia( 'token' ) } by Cart-Token), ${ result.duration.toFixed( 1 ) } s`
	);
	console.log(
		`  throughput     ${ result.requests.average.toFixed( 0 ) } requests/s (${ result.requests.total } requests)`
	);
	const timings = timingsByStep( outcome.visitors );
	const { first = [], ...steps } = timings;
	const steady = Object.values( steps )
		.flat()
		.sort( ( a, b ) => a - b );
	console.log(
		`  latency        all requests p50 ${ result.latency.p50 } ms, p99 ${ result.latency.p99 } ms, max ${ result.latency.max } ms`
	);
	console.log( `                 after each visitor's first request: ${ p50p99( steady ) }` );
	console.log(
		`                 each visitor's first request: ${ p50p99( first ) } (${ first.length } visitors answered)`
	);
	console.log(
		`  by step        ${ Object.entries( steps )
			.map(
				( [ step, sorted ] ) =>
					`${ step } ${ percentile( sorted, 0.5 ).toFixed( 0 ) }/${ percentile( sorted, 0.99 ).toFixed( 0 ) }`
			)
			.join( ', ' ) } ms (p50/p99)`
	);
	console.log(
		`  machine        this process used ${ outcome.cpuSeconds.toFixed( 1 ) } s of CPU (server and load generator share it), ${ ( result.requests.total / outcome.cpuSeconds ).toFixed( 0 ) } requests per CPU-second; load average ${ outcome.load.toFixed( 1 ) } on ${ availableParallelism() } cores`
	);
	console.log( `  statuses       ${ statuses }` );
	console.log( `  expected 4xx   ${ outcome.expected4xx } (sold-out product added)` );
	console.log(
		`  errors         ${ errors } (connection ${ result.errors }, timeouts ${ result.timeouts }), unexpected statuses ${ outcome.unexpected.length }, unanswered ${ outcome.unanswered }`
	);
	console.log( `  orders placed  ${ outcome.orders.placed }` );
	console.log(
		`  lost updates / mixed carts  ${ outcome.mismatches.length } during the run, ${ outcome.finalProblems.length } in the final carts, ${ outcome.orders.problems.length } in orders`
	);
	console.log(
		`  memory         before ${ mib( outcome.before.heapUsed ) } heap / ${ mib( outcome.before.rss ) } RSS; during ≤ ${ mib( peak.heapUsed ) } / ${ mib( peak.rss ) }; after GC ${ mib( outcome.after.heapUsed ) } / ${ mib( outcome.after.rss ) }`
	);
	console.log(
		`  shop           ${ outcome.sessions } sessions in memory, ${ outcome.keptOrders } orders kept`
	);
	for ( const problem of [
		...outcome.unexpected
			.slice( 0, 5 )
			.map( ( item ) => `unexpected ${ item.status } on ${ item.step }: ${ item.code }` ),
		...outcome.mismatches
			.slice( 0, 5 )
			.map(
				( item ) =>
					`mismatch on ${ item.step } of visitor ${ item.visitor }: expected ${ item.expected }, got ${ item.got }`
			),
		...outcome.finalProblems.slice( 0, 5 ),
		...outcome.orders.problems.slice( 0, 5 ),
	] ) {
		console.log( `  ! ${ problem }` );
	}
	return (
		errors === 0 &&
		outcome.unexpected.length === 0 &&
		outcome.unanswered === 0 &&
		outcome.mismatches.length === 0 &&
		outcome.finalProblems.length === 0 &&
		outcome.orders.problems.length === 0
	);
}

console.log(
	`Mock load (${ SERVER } server): ${ VISITORS } visitors × ${ DURATION_S } s, ${ RUNS } run(s), seed ${ SEED } (--seed=${ SEED } replays the visitors' choices)`
);
const outcomes = [];
let passed = true;
for ( let run = 1; run <= RUNS; run++ ) {
	if ( run > 1 ) {
		// Two days on the shop's clock: the last run's sessions have expired.
		clock.offsetMs += ( SESSION_COOKIE_LIFETIME_S + 3_600 ) * 1000;
	}
	const outcome = await measuredRun( run );
	outcomes.push( outcome );
	passed = report( outcome ) && passed;
}

if ( outcomes.length > 1 ) {
	const first = outcomes[ 0 ].after.heapUsed;
	const last = outcomes[ outcomes.length - 1 ].after.heapUsed;
	const allowed = Math.max( first * HEAP_GROWTH_MARGIN.ratio, HEAP_GROWTH_MARGIN.minimumBytes );
	const flat = last - first <= allowed;
	console.log(
		`\nMemory: settled heap after run 1 ${ mib( first ) }, after run ${ outcomes.length } ${ mib( last ) } (${ last >= first ? '+' : '' }${ mib( last - first ) }, allowed +${ mib( allowed ) }): ${ flat ? 'flat' : 'GROWING' }`
	);
	passed = flat && passed;
}

const stock = await lastUnitsScenario( demo, { buyers: STOCK_BUYERS, units: STOCK_UNITS } );
console.log(
	`\nLast units: ${ stock.buyers } visitors check out ${ stock.units } kettles at once → ${ stock.placed } orders, ${ stock.outOfStock } out-of-stock answers (${ stock.outOfStockAnswer }), ${ stock.other } other; stock ends at ${ stock.finalStock }, lowest seen ${ stock.lowestStock }: ${ stock.passed ? 'ok' : 'FAILED' }`
);
passed = stock.passed && passed;

await demo.close();
console.log( passed ? '\nMock load: passed' : '\nMock load: FAILED' );
process.exit( passed ? 0 : 1 );
