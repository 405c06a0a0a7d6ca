/** Faults on demand: the fault spec, the queue that matches them to requests, and their answers. */

import type { MessageId } from '../engine/core/messages';
import type { Engine } from '../engine/engine';

/**
 * A failure to simulate on the next matching request(s).
 *
 * @example
 * mock.faults( { status: 500, only: '/cart/add-item' } );
 */
export interface FaultSpec {
	/** Delay before answering, in milliseconds. */
	latencyMs?: number;
	/** Answer with this HTTP status and an error body; the server does nothing. */
	status?: number;
	/**
	 * Answer with this error code instead (status 400 unless `status` says
	 * otherwise), e.g. the legacy `woocommerce_rest_cart_shipping_rates_invalid_country`
	 * that older servers sent for bad shipping addresses.
	 */
	errorCode?: string;
	/** Process the request, then corrupt the body with PHP warnings so it is not JSON. */
	invalidJson?: boolean;
	/** Make every nonce handed out so far stale: the next write gets 403 and a fresh `Nonce`. */
	expireNonce?: boolean;
	/** Drop the connection without an answer (a network error). */
	dropConnection?: boolean;
	/**
	 * Process the request, then drop the connection before the answer: the
	 * server did the work (an order placed) but the browser never hears of it.
	 */
	dropAnswer?: boolean;
	/**
	 * Answer 409 `woocommerce_rest_cart_error` with the shopper's cart as it is
	 * now in `data.cart` (the stock changed meanwhile): the request does nothing.
	 */
	conflictWithCart?: boolean;
	/**
	 * Answer 400 `rate_limit_exceeded` with `RateLimit-Retry-After` set to
	 * this many seconds (and the other `RateLimit-*` headers): the request does nothing.
	 */
	rateLimitRetryAfterSeconds?: number;
	/**
	 * On `POST /batch`: process every sub-request, then leave this many
	 * entries off the end of the answer's `responses` (a malformed batch answer).
	 */
	dropBatchEntries?: number;
	/** Route path to affect (`/cart/add-item`), `METHOD /path`, a prefix ending in `*`, or a RegExp; default: every route. */
	only?: string | RegExp;
	/** How many matching requests to affect; default 1, `Infinity` for all. */
	times?: number;
}

/**
 * Faults waiting to happen, shared by the MSW handlers and the Node server.
 *
 * @example
 * const faults = createFaultController();
 * faults.add( { latencyMs: 800, times: Infinity } );
 */
export interface FaultController {
	add( spec: FaultSpec ): void;
	/** The fault to apply to this request, if any; counts it as used. */
	take( method: string, path: string, options?: { inBatch?: boolean } ): FaultSpec | null;
	pending(): FaultSpec[];
	/** Clears the queue and starts a new generation. */
	reset(): void;
	/**
	 * How many resets there have been: a request that was still waiting out a
	 * fault's latency when the count moved belongs to a shop that is gone.
	 */
	generation(): number;
}

const matches = ( only: FaultSpec[ 'only' ], method: string, path: string ) => {
	if ( only === undefined ) {
		return true;
	}
	if ( only instanceof RegExp ) {
		return only.test( path ) || only.test( `${ method } ${ path }` );
	}
	const [ wantedMethod, wantedPath ] = only.includes( ' ' ) ? only.split( ' ' ) : [ null, only ];
	if ( wantedMethod && wantedMethod.toUpperCase() !== method ) {
		return false;
	}
	return wantedPath.endsWith( '*' )
		? path.startsWith( wantedPath.slice( 0, -1 ) )
		: path === wantedPath;
};

/** Whether a fault replaces one sub-request's answer inside a batch (the others need the HTTP request). */
const appliesInsideBatch = ( spec: FaultSpec ): boolean =>
	( spec.status !== undefined ||
		spec.errorCode !== undefined ||
		spec.expireNonce === true ||
		spec.conflictWithCart === true ||
		spec.rateLimitRetryAfterSeconds !== undefined ) &&
	! spec.latencyMs &&
	! spec.invalidJson &&
	! spec.dropConnection &&
	! spec.dropAnswer &&
	! spec.dropBatchEntries;

/**
 * Creates an empty fault queue. Faults apply in the order they were added;
 * `expireNonce` only applies to writes, `dropBatchEntries` only to `POST
 * /batch`, and inside a batch only the faults that replace an answer
 * (`status`, `errorCode`, `expireNonce`, `conflictWithCart`,
 * `rateLimitRetryAfterSeconds`) apply, to the matching sub-requests.
 *
 * @example
 * createFaultController().take( 'GET', '/cart' ); // null
 */
export function createFaultController(): FaultController {
	let queue: Array< FaultSpec & { remaining: number } > = [];
	let resets = 0;
	return {
		add( spec ) {
			queue.push( { ...spec, remaining: spec.times ?? 1 } );
		},
		take( method, path, options = {} ) {
			const fault = queue.find(
				( candidate ) =>
					matches( candidate.only, method, path ) &&
					( ! candidate.expireNonce || method !== 'GET' ) &&
					( ! candidate.dropBatchEntries ||
						( ! options.inBatch && method === 'POST' && path === '/batch' ) ) &&
					( ! options.inBatch || appliesInsideBatch( candidate ) )
			);
			if ( ! fault ) {
				return null;
			}
			fault.remaining--;
			if ( fault.remaining <= 0 ) {
				queue = queue.filter( ( candidate ) => candidate !== fault );
			}
			const { remaining: _remaining, ...spec } = fault;
			return spec;
		},
		pending: () => queue.map( ( { remaining, ...spec } ) => ( { ...spec, times: remaining } ) ),
		reset() {
			queue = [];
			resets++;
		},
		generation: () => resets,
	};
}

/**
 * The body of a simulated HTTP error: what WordPress answers on a fatal
 * error (500) or a generic failure.
 *
 * @example
 * faultBody( 500, 'Simulated HTTP 500 response from the mock server.' ).code; // 'internal_server_error'
 */
export function faultBody( status: number, message: string, code?: string ) {
	return {
		code: code ?? ( status >= 500 ? 'internal_server_error' : 'mock_fault' ),
		message,
		data: { status },
	};
}

/** The messages of the legacy shipping-rate errors, by code. */
const LEGACY_MESSAGES: Record< string, MessageId > = {
	woocommerce_rest_cart_shipping_rates_missing_country: 'shippingRatesMissingCountry',
	woocommerce_rest_cart_shipping_rates_invalid_country: 'shippingRatesInvalidCountry',
	woocommerce_rest_cart_shipping_rates_invalid_state: 'shippingRatesInvalidState',
	woocommerce_rest_missing_nonce: 'missingNonce',
	woocommerce_rest_invalid_nonce: 'invalidNonce',
};

/** The status, body and extra headers a fault answers with. */
export interface FaultAnswer {
	status: number;
	body: ReturnType< typeof faultBody > & { data: Record< string, unknown > };
	headers: Record< string, string >;
}

/** How many requests the simulated rate limit allows per window (WooCommerce's default). */
const RATE_LIMIT_REQUESTS = 25;

/**
 * The status, body and headers a fault answers with, or null when it does not
 * replace the answer (latency, invalid JSON, dropped connections, nonce
 * expiry only). `readCart` gives the shopper's cart as the server has it now,
 * for `conflictWithCart`.
 *
 * @example
 * faultAnswer( engine, { errorCode: 'woocommerce_rest_cart_shipping_rates_invalid_country' } )?.status; // 400
 */
export function faultAnswer(
	engine: Engine,
	fault: FaultSpec,
	readCart: () => unknown = () => null
): FaultAnswer | null {
	if ( fault.conflictWithCart ) {
		return {
			status: 409,
			body: {
				...faultBody(
					409,
					engine.context.t( 'mockCartConflict' ),
					'woocommerce_rest_cart_error'
				),
				data: { status: 409, cart: readCart() },
			},
			headers: {},
		};
	}
	if ( fault.rateLimitRetryAfterSeconds !== undefined ) {
		const seconds = fault.rateLimitRetryAfterSeconds;
		return {
			status: 400,
			body: faultBody(
				400,
				engine.context.t( 'rateLimitExceeded', seconds ),
				'rate_limit_exceeded'
			),
			headers: {
				'RateLimit-Limit': String( RATE_LIMIT_REQUESTS ),
				'RateLimit-Remaining': '0',
				'RateLimit-Reset': String( engine.context.nowSeconds() + seconds ),
				'RateLimit-Retry-After': String( seconds ),
			},
		};
	}
	if ( ! fault.status && ! fault.errorCode ) {
		return null;
	}
	const status = fault.status ?? 400;
	const legacy = fault.errorCode ? LEGACY_MESSAGES[ fault.errorCode ] : undefined;
	const message = legacy ? engine.context.t( legacy ) : engine.context.t( 'mockFault', status );
	return { status, body: faultBody( status, message, fault.errorCode ), headers: {} };
}

/** What a PHP warning printed before the JSON looks like. */
export const PHP_WARNING_PREFIX =
	'<br />\n<b>Warning</b>:  Undefined array key "mock" in <b>/var/www/html/wp-content/plugins/cesta-mock.php</b> on line <b>42</b><br />\n';
