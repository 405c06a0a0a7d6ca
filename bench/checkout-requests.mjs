/**
 * How many Store API requests a guest's checkout costs (issue 14, build
 * point 3 "Requests"; DESIGN §8: "the first render uses preloaded data, with
 * no `GET /cart`"). In headless Chromium against the demo shop, a guest with
 * `CART_PRODUCTS` in the cart opens /checkout/ and, phase by phase:
 * 1. first render: the page loads until it is ready and the network is idle;
 * 2. address: types the email and the shipping address (Madrid), as
 *    `fillGuestCheckout` of the browser suite does, field after field;
 * 3. shipping: chooses the other delivery rate (free shipping: the
 *    preselected one is the flat rate);
 * 4. coupon: applies DESCUENTO10 through the order summary's coupon form;
 * 5. place order: chooses bank transfer, places the order and waits for the
 *    order-received page.
 * Every request to the Store API (`/wp-json/wc/store/v1/…`: the demo serves
 * it under pretty permalinks; a `?rest_route=/wc/store/v1/…` request would
 * count too) is recorded with its method (the one the server acts on, for
 * api-fetch's `X-HTTP-Method-Override`), its route and the phase it was sent
 * in. A batch (`POST /batch`) is one request; what it carried is listed.
 * After each phase the bench waits until the checkout has settled and past
 * the customer-data push's debounce (1.5 s), so a request counts in the
 * phase that caused it.
 *
 * Usage: `node bench/checkout-requests.mjs` (part of `npm run bench`); exits
 * 1 when the first render sent a `GET /cart` or the order was not placed.
 * Without Chromium it says so and passes, except under CI (`CI` set).
 */
import { CART_PRODUCTS } from './pages.mjs';
import { median, openFreshCheckout, runBrowserBench, support } from './browser-bench.mjs';

const { MADRID_GUEST, SHOP, es, fillGuestCheckout, placeOrderButton, placedOrders } = support;
const { waitForCheckoutToSettle, waitForOrderReceived, watchPage } = support;

const STORE_API = '/wc/store/v1';
const COUPON = 'DESCUENTO10';
/** The delivery rate the guest changes to (the sample shop's free shipping over 50 €). */
const OTHER_RATE = 'Envío gratuito';
/** Longer than the customer-data push's debounce (1500 ms): its request belongs to the phase. */
const AFTER_PHASE_MS = 2000;
/** Checkouts run, each a fresh guest: how the address fields' pushes group varies with timing. */
const RUNS = 3;

/**
 * The Store API route a request is for (`/cart`, `/batch`, …, without the
 * query), or null when it is not a Store API request.
 *
 * @param {URL} url
 */
function storeApiRoute( url ) {
	const restRoute = url.searchParams.get( 'rest_route' );
	const path = url.pathname.startsWith( `/wp-json${ STORE_API }` )
		? url.pathname.slice( `/wp-json`.length )
		: restRoute;
	return path?.startsWith( STORE_API ) ? path.slice( STORE_API.length ) || '/' : null;
}

/** What a batch carried: each of its requests as `METHOD /route`. */
function batchContents( body ) {
	try {
		return JSON.parse( body ?? '{}' ).requests.map(
			( request ) =>
				`${ request.method ?? 'POST' } ${ request.path.replace( STORE_API, '' ).split( '?' )[ 0 ] }`
		);
	} catch {
		return [ '(unreadable body)' ];
	}
}

/**
 * Records the page's Store API requests, each with the phase that was
 * current when it was sent.
 *
 * @param {import('playwright-core').Page} page
 */
function recordStoreApiRequests( page ) {
	const recorded = [];
	const recorder = { phase: 'first render', requests: recorded };
	page.on( 'request', ( request ) => {
		const route = storeApiRoute( new URL( request.url() ) );
		if ( route === null ) {
			return;
		}
		const override = request.headers()[ 'x-http-method-override' ];
		recorded.push( {
			phase: recorder.phase,
			method: override ? override.toUpperCase() : request.method(),
			route,
			carried: route === '/batch' ? batchContents( request.postData() ) : [],
		} );
	} );
	return recorder;
}

/** Waits until the checkout has settled, then past the pushes' debounce, then settled again. */
async function settle( page, watch ) {
	await waitForCheckoutToSettle( page, watch );
	await page.waitForTimeout( AFTER_PHASE_MS );
	await waitForCheckoutToSettle( page, watch );
}

const PHASES = [
	{
		name: 'address',
		run: ( page ) => fillGuestCheckout( page, MADRID_GUEST ),
	},
	{
		name: 'shipping',
		run: async ( page ) => {
			// The rate's label lies over its radio button: a shopper clicks the rate's name.
			await page.locator( 'label' ).filter( { hasText: OTHER_RATE } ).click();
			await page
				.getByRole( 'radio', { name: new RegExp( `^${ OTHER_RATE }` ), checked: true } )
				.waitFor();
		},
	},
	{
		name: 'coupon',
		run: async ( page ) => {
			await page.getByRole( 'button', { name: es( 'Add coupons' ) } ).click();
			await page.getByRole( 'textbox', { name: es( 'Enter code' ) } ).fill( COUPON );
			await page.getByRole( 'button', { name: es( 'Apply' ), exact: true } ).click();
			await page
				.locator( '.wc-block-components-totals-discount' )
				.filter( { hasText: COUPON } )
				.waitFor();
		},
	},
	{
		name: 'place order',
		run: async ( page, watch ) => {
			await page.getByRole( 'radio', { name: SHOP.bacs.title, exact: true } ).check();
			// While a choice is being pushed the button is disabled, and a click then does nothing.
			await waitForCheckoutToSettle( page, watch );
			await placeOrderButton( page ).click();
			await waitForOrderReceived( page );
			await page.waitForLoadState( 'networkidle' );
		},
	},
];

const PHASE_NAMES = [ 'first render', ...PHASES.map( ( phase ) => phase.name ) ];

/**
 * One guest's checkout, phase by phase: the Store API requests it sent,
 * whether its order was placed, and the page's errors.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, engine: any }}       demo
 */
async function checkoutOnce( browser, demo ) {
	const ordersBefore = placedOrders( demo.engine, MADRID_GUEST.email ).length;
	let recorder;
	let watch;
	const { context, page } = await openFreshCheckout( browser, demo.url, async ( tab ) => {
		watch = watchPage( tab );
		recorder = recordStoreApiRequests( tab );
	} );
	await page.waitForLoadState( 'networkidle' );
	await settle( page, watch );
	for ( const phase of PHASES ) {
		recorder.phase = phase.name;
		await phase.run( page, watch );
		if ( phase.name !== 'place order' ) {
			await settle( page, watch );
		}
	}
	await context.close();
	return {
		requests: recorder.requests,
		placed: placedOrders( demo.engine, MADRID_GUEST.email ).length === ordersBefore + 1,
		errors: watch.errors,
	};
}

/** A phase's figures over the runs: each run's count, and their median. */
function phaseFigures( runs, inPhase ) {
	const count = ( filter ) => {
		const counts = runs.map( ( run ) => run.requests.filter( inPhase ).filter( filter ) );
		return { each: counts.map( ( found ) => found.length ), found: counts };
	};
	const all = count( () => true );
	const batches = count( ( request ) => request.route === '/batch' );
	const carried = all.found.map( ( found ) =>
		found.reduce( ( total, request ) => total + request.carried.length, 0 )
	);
	const spread = ( each ) =>
		new Set( each ).size === 1 ? '' : ` (runs: ${ each.join( ', ' ) })`;
	return {
		requests: `${ median( all.each ) }${ spread( all.each ) }`,
		'of which batches': `${ median( batches.each ) }${ spread( batches.each ) }`,
		'calls the batches carried': `${ median( carried ) }${ spread( carried ) }`,
	};
}

await runBrowserBench( 'checkout requests', async ( { browser, demo } ) => {
	const runs = [];
	for ( let run = 0; run < RUNS; run++ ) {
		runs.push( await checkoutOnce( browser, demo ) );
	}
	console.log(
		`\n/checkout/ (${ CART_PRODUCTS.length } products in the cart), a guest's scripted checkout: Store API requests by phase, headless ${ browser.version() }; the first of ${ RUNS } runs:`
	);
	console.table(
		runs[ 0 ].requests.map( ( request ) => ( {
			phase: request.phase,
			request: `${ request.method } ${ request.route }`,
			'batch carried': request.carried.join( ', ' ),
		} ) )
	);
	console.log( `Requests per phase, median of ${ RUNS } runs (a batch counts as one):` );
	console.table( [
		...PHASE_NAMES.map( ( name ) => ( {
			phase: name,
			...phaseFigures( runs, ( request ) => request.phase === name ),
		} ) ),
		{ phase: 'total', ...phaseFigures( runs, () => true ) },
	] );

	const cartReadsOnFirstRender = Math.max(
		...runs.map(
			( run ) =>
				run.requests.filter(
					( request ) =>
						request.phase === 'first render' &&
						( ( request.method === 'GET' && request.route === '/cart' ) ||
							request.carried.includes( 'GET /cart' ) )
				).length
		)
	);
	const notPlaced = runs.filter( ( run ) => ! run.placed ).length;
	console.log( `GET /cart on first render: ${ cartReadsOnFirstRender }` );
	console.log(
		notPlaced
			? `NOT PLACED: ${ notPlaced } of ${ RUNS } checkouts placed no order.`
			: `Orders placed: ${ RUNS } of ${ RUNS } (bank transfer).`
	);
	for ( const error of runs.flatMap( ( run ) => run.errors ) ) {
		console.log( `Page error: ${ error }` );
	}
	return cartReadsOnFirstRender === 0 && notPlaced === 0;
} );
