/**
 * The network of the race properties: fast-check's scheduler decides when
 * each Store API request reaches the mock shop and when its answer reaches
 * the page, so requests are processed and answered in any order it picks.
 */
// jsdom has no global `setImmediate`; Node's is a real macrotask that fake timers leave alone.
import { setImmediate } from 'node:timers';

import { http } from 'msw';
import type { Scheduler } from 'fast-check';

import type { MockServer } from '@cesta/mocks/node';

/** The Store API namespace, matched anywhere in a request's path (as the mock does). */
const STORE_API_PATTERN = '*/wc/store/v1*';

/** The most steps `settleNetwork` takes before it gives up (each a released hold or the next timer). */
const MAX_SETTLE_STEPS = 400;

/** Real event-loop turns that let a released answer run through MSW, the client and the stores. */
const FLUSH_TURNS = 6;

/**
 * The holds `holdStoreApi` puts on the Store API.
 *
 * @example
 * const network: HeldNetwork = holdStoreApi( shop, scheduler );
 */
export interface HeldNetwork {
	/** Requests that have left the page and whose answer the page has not received yet. */
	inFlight: () => number;
	/** From now on requests go through at once (to read the server's cart after the run). */
	stopHolding: () => void;
}

const routeOf = ( url: string ) => url.replace( /^.*\/wc\/store\/v1/, '' ).split( '?' )[ 0 ] || '/';

/** `POST /batch [update-item, remove-item]`: what the scheduler's report calls a request. */
async function describeRequest( request: Request ): Promise< string > {
	const method = (
		request.headers.get( 'x-http-method-override' ) ?? request.method
	).toUpperCase();
	const route = routeOf( request.url );
	if ( route !== '/batch' ) {
		return `${ method } ${ route }`;
	}
	const body = ( await request.clone().json() ) as { requests?: Array< { path: string } > };
	const inner = ( body.requests ?? [] ).map( ( sub ) =>
		routeOf( sub.path ).replace( /^\/cart\//, '' )
	);
	return `${ method } /batch [${ inner.join( ', ' ) }]`;
}

/**
 * Holds every Store API request twice on `scheduler`: before the mock shop
 * processes it (its trip to the server) and before its answer is handed to
 * the page (the trip back). The mock shop's own handler answers in between,
 * so the shop's state moves in the order the requests are let in, and the
 * page reads answers in the order they are let out. Installed with
 * `server.use`: the shop's reset removes it.
 *
 * @example
 * await fc.assert( fc.asyncProperty( fc.scheduler(), async ( s ) => {
 * 	const network = holdStoreApi( shop, s );
 * 	// … act, then settleNetwork( s, network, isBusy )
 * } ) );
 */
export function holdStoreApi( shop: MockServer, scheduler: Scheduler ): HeldNetwork {
	const [ storeApi ] = shop.handlers;
	let holding = true;
	let inFlight = 0;
	shop.server.use(
		http.all( STORE_API_PATTERN, async ( { request, requestId } ) => {
			if ( ! holding || ! storeApi ) {
				return undefined;
			}
			inFlight++;
			try {
				const label = await describeRequest( request );
				await scheduler.schedule( Promise.resolve(), `${ label } › reaches the shop` );
				const result = await storeApi.run( { request, requestId } );
				await scheduler.schedule(
					Promise.resolve(),
					`${ label } › answer reaches the page`
				);
				return result?.response;
			} finally {
				inFlight--;
			}
		} )
	);
	return {
		inFlight: () => inFlight,
		stopHolding: () => {
			holding = false;
		},
	};
}

/**
 * Lets real event-loop turns pass (MSW, the client and the stores work across them).
 *
 * @example
 * await flushTurns();
 */
export async function flushTurns( turns = FLUSH_TURNS ): Promise< void > {
	for ( let turn = 0; turn < turns; turn++ ) {
		await new Promise( ( resolve ) => setImmediate( resolve ) );
	}
}

/**
 * Lets everything finish in an order the scheduler picks: held requests and
 * answers are released one at a time, and fake time moves on (debounces,
 * the batch delay: to the next timer) whenever nothing is held, until nothing is held or in
 * flight, no timer is left and `isBusy()` is false. Throws when that takes
 * more than `MAX_SETTLE_STEPS` steps.
 *
 * @example
 * await settleNetwork( s, network, () => select( cartStore ).isItemPendingQuantity( key ) );
 */
export async function settleNetwork(
	scheduler: Scheduler,
	network: HeldNetwork,
	isBusy: () => boolean
): Promise< void > {
	for ( let step = 0; step < MAX_SETTLE_STEPS; step++ ) {
		await flushTurns();
		if ( scheduler.count() > 0 ) {
			await scheduler.waitNext( 1 );
		} else if ( jest.getTimerCount() > 0 ) {
			await jest.advanceTimersToNextTimerAsync();
		} else if ( network.inFlight() === 0 && ! isBusy() ) {
			return;
		}
	}
	throw new Error(
		`The run did not settle in ${ MAX_SETTLE_STEPS } steps: ${ scheduler.count() } held, ${ network.inFlight() } in flight, ${ jest.getTimerCount() } timers, busy ${ isBusy() }.`
	);
}
