/**
 * What reached the mock shop: every Store API call, for assertions such as
 * "one POST /cart/add-item, no GET /cart".
 */
import type { MockServer } from '@cesta/mocks/node';

/**
 * One Store API call as the server saw it (the calls inside a `POST /batch`
 * are listed one by one).
 *
 * @example
 * const call: RecordedCall = { method: 'POST', route: '/cart/add-item', body: { id: 17, quantity: 1 } };
 */
export interface RecordedCall {
	method: string;
	/** Route inside the namespace, e.g. `/cart/add-item`. */
	route: string;
	body: unknown;
}

/**
 * The recorder `recordRequests` returns.
 *
 * @example
 * const calls: RequestRecorder = recordRequests( shop );
 */
export interface RequestRecorder {
	/** Waits until every recorded body has been read. */
	settled: () => Promise< void >;
	/** The calls so far, batches unpacked. */
	calls: () => RecordedCall[];
	/** The calls as `METHOD /route`, e.g. `GET /cart`. */
	routes: () => string[];
	/** The HTTP requests themselves (a batch is one `POST /batch`). */
	httpRequests: () => string[];
	/** Stops recording. */
	stop: () => void;
}

interface BatchBody {
	requests?: Array< { method?: string; path: string; body?: unknown } >;
}

const routeOf = ( path: string ) =>
	path.replace( /^.*\/wc\/store\/v1/, '' ).split( '?' )[ 0 ] || '/';

/**
 * Records every request the mock shop receives (MSW's own request events),
 * unpacking `POST /batch` into its calls, so a test can assert what was sent.
 *
 * @example
 * const calls = recordRequests( shop );
 * await registry.resolveSelect( cartStore ).getCartData();
 * await calls.settled();
 * expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
 */
export function recordRequests( shop: MockServer ): RequestRecorder {
	const calls: RecordedCall[] = [];
	const raw: string[] = [];
	const pending: Array< Promise< void > > = [];
	const onStart = ( { request }: { request: Request } ) => {
		const url = new URL( request.url );
		// WordPress's api-fetch sends PUT/PATCH/DELETE as POST with this header (its httpV1 middleware).
		const method = (
			request.headers.get( 'x-http-method-override' ) ?? request.method
		).toUpperCase();
		raw.push( `${ method } ${ routeOf( url.pathname ) }` );
		const read = request
			.clone()
			.text()
			.then( ( text ) => {
				const body: unknown = text ? JSON.parse( text ) : undefined;
				if ( routeOf( url.pathname ) === '/batch' ) {
					( ( body as BatchBody )?.requests ?? [] ).forEach( ( sub ) =>
						calls.push( {
							method: ( sub.method ?? 'POST' ).toUpperCase(),
							route: routeOf( sub.path ),
							body: sub.body,
						} )
					);
					return;
				}
				calls.push( { method, route: routeOf( url.pathname + url.search ), body } );
			} )
			.catch( () => {
				calls.push( { method, route: routeOf( url.pathname ), body: undefined } );
			} );
		pending.push( read );
	};
	shop.server.events.on( 'request:start', onStart );
	return {
		settled: async () => {
			await Promise.all( pending );
		},
		calls: () => calls,
		routes: () => calls.map( ( call ) => `${ call.method } ${ call.route }` ),
		httpRequests: () => raw,
		stop: () => shop.server.events.removeListener( 'request:start', onStart ),
	};
}
