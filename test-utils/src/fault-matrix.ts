/**
 * The fault matrix of issue 15 §1: every Store API call the blocks make ×
 * every fault the mock can inject, which cells do not apply and why, and the
 * tally a suite prints at its end.
 */
import type { FaultSpec } from '@cesta/mocks';

/**
 * A Store API call the blocks make: its route, method, and whether the
 * client batches it (`POST /batch`) or sends it alone.
 *
 * @example
 * const row: FaultMatrixCall = { name: 'update item', method: 'POST', route: '/cart/update-item', batched: true };
 */
export interface FaultMatrixCall {
	/** The row's name in test titles and the printed figure. */
	name: string;
	method: 'GET' | 'POST' | 'PUT';
	/** Route path below `/wc/store/v1`. */
	route: string;
	/** Whether the client sends it inside `POST /batch` (writes but select-shipping-rate and checkout). */
	batched: boolean;
}

/**
 * Every Store API call the Cart and Checkout blocks (and the product blocks
 * beside them) make, one matrix row each.
 *
 * @example
 * FAULT_MATRIX_CALLS.updateItem.route; // '/cart/update-item'
 */
export const FAULT_MATRIX_CALLS = {
	getCart: { name: 'GET cart', method: 'GET', route: '/cart', batched: false },
	addItem: { name: 'add item', method: 'POST', route: '/cart/add-item', batched: true },
	removeItem: { name: 'remove item', method: 'POST', route: '/cart/remove-item', batched: true },
	updateItem: { name: 'update item', method: 'POST', route: '/cart/update-item', batched: true },
	applyCoupon: {
		name: 'apply coupon',
		method: 'POST',
		route: '/cart/apply-coupon',
		batched: true,
	},
	removeCoupon: {
		name: 'remove coupon',
		method: 'POST',
		route: '/cart/remove-coupon',
		batched: true,
	},
	updateCustomer: {
		name: 'update customer',
		method: 'POST',
		route: '/cart/update-customer',
		batched: true,
	},
	selectShippingRate: {
		name: 'select shipping rate',
		method: 'POST',
		route: '/cart/select-shipping-rate',
		batched: false,
	},
	extensions: { name: 'extensions', method: 'POST', route: '/cart/extensions', batched: true },
	batch: { name: 'batch', method: 'POST', route: '/batch', batched: false },
	checkoutPut: { name: 'checkout PUT', method: 'PUT', route: '/checkout', batched: false },
	checkoutPost: { name: 'checkout POST', method: 'POST', route: '/checkout', batched: false },
	products: { name: 'products', method: 'GET', route: '/products', batched: false },
	collectionData: {
		name: 'collection data',
		method: 'GET',
		route: '/products/collection-data',
		batched: false,
	},
} as const satisfies Record< string, FaultMatrixCall >;

/**
 * The faults of the matrix, one column each.
 *
 * @example
 * const column: FaultMatrixFault = 'http500';
 */
export type FaultMatrixFault =
	| 'http500'
	| 'http503'
	| 'invalidJson'
	| 'connectionDropped'
	| 'latencyThenAbort'
	| 'missingNonce401'
	| 'invalidNonce403'
	| 'conflict409'
	| 'rateLimited'
	| 'batchMissingEntries';

/**
 * The matrix's columns in order, with their names in test titles.
 *
 * @example
 * FAULT_MATRIX_FAULTS.http500; // 'HTTP 500'
 */
export const FAULT_MATRIX_FAULTS: Readonly< Record< FaultMatrixFault, string > > = {
	http500: 'HTTP 500',
	http503: 'HTTP 503',
	invalidJson: 'invalid JSON',
	connectionDropped: 'connection dropped',
	latencyThenAbort: '30 s latency then abort',
	missingNonce401: '401 missing nonce',
	invalidNonce403: '403 invalid nonce with a fresh nonce',
	conflict409: '409 with data.cart',
	rateLimited: 'rate_limit_exceeded with RateLimit-Retry-After',
	batchMissingEntries: 'batch answer missing entries',
};

/**
 * How long the latency column's request hangs before the connection drops:
 * a proxy's 30 s timeout (the client sets none of its own).
 *
 * @example
 * await advance( FAULT_MATRIX_LATENCY_MS );
 */
export const FAULT_MATRIX_LATENCY_MS = 30_000;

/**
 * The `RateLimit-Retry-After` the rate-limit column answers with.
 *
 * @example
 * expect( message ).toContain( String( FAULT_MATRIX_RETRY_AFTER_SECONDS ) );
 */
export const FAULT_MATRIX_RETRY_AFTER_SECONDS = 30;

const isRead = ( call: FaultMatrixCall ) => call.method === 'GET';

/**
 * Why a cell does not apply, or null when it does.
 *
 * @example
 * notApplicableReason( FAULT_MATRIX_CALLS.getCart, 'missingNonce401' ); // 'GET requests carry no nonce and are never refused for one'
 */
export function notApplicableReason(
	call: FaultMatrixCall,
	fault: FaultMatrixFault
): string | null {
	switch ( fault ) {
		case 'missingNonce401':
		case 'invalidNonce403':
			if ( isRead( call ) ) {
				return 'GET requests carry no nonce and are never refused for one';
			}
			if ( call.route === '/batch' ) {
				return 'the batch itself checks no nonce: its entries do (the rows of the batched calls)';
			}
			return null;
		case 'conflict409':
			if ( isRead( call ) ) {
				return 'a read changes nothing, so nothing can conflict';
			}
			if ( call.route === '/batch' ) {
				return 'a conflict is an entry’s answer, not the batch’s (the rows of the batched calls)';
			}
			return null;
		case 'batchMissingEntries':
			return call.batched || call.route === '/batch'
				? null
				: 'sent alone, never inside a batch';
		default:
			return null;
	}
}

/**
 * The fault to queue on the mock for a cell, or null when the cell does not
 * apply. Faults that replace an answer hit the call's own entry (inside the
 * batch for batched calls); faults of the transport (invalid JSON, a dropped
 * connection, latency) hit the HTTP request that carries it.
 *
 * @example
 * shop.faults( faultFor( FAULT_MATRIX_CALLS.updateItem, 'http500' )! );
 */
export function faultFor( call: FaultMatrixCall, fault: FaultMatrixFault ): FaultSpec | null {
	if ( notApplicableReason( call, fault ) ) {
		return null;
	}
	const own = `${ call.method } ${ call.route }`;
	const carrier = call.batched ? 'POST /batch' : own;
	switch ( fault ) {
		case 'http500':
			return { status: 500, only: own };
		case 'http503':
			return { status: 503, only: own };
		case 'invalidJson':
			return { invalidJson: true, only: carrier };
		case 'connectionDropped':
			return { dropConnection: true, only: carrier };
		case 'latencyThenAbort':
			return { latencyMs: FAULT_MATRIX_LATENCY_MS, dropConnection: true, only: carrier };
		case 'missingNonce401':
			return { status: 401, errorCode: 'woocommerce_rest_missing_nonce', only: own };
		case 'invalidNonce403':
			return { expireNonce: true, only: own };
		case 'conflict409':
			return { conflictWithCart: true, only: own };
		case 'rateLimited':
			return { rateLimitRetryAfterSeconds: FAULT_MATRIX_RETRY_AFTER_SECONDS, only: own };
		case 'batchMissingEntries':
			return { dropBatchEntries: 1, only: 'POST /batch' };
	}
}

/**
 * One cell of a row: the fault, its spec, or why it does not apply.
 *
 * @example
 * const [ cell ] = cellsOf( FAULT_MATRIX_CALLS.updateItem );
 */
export interface FaultMatrixCell {
	call: FaultMatrixCall;
	fault: FaultMatrixFault;
	/** The fault's name. */
	label: string;
	spec: FaultSpec | null;
	notApplicable: string | null;
}

/**
 * Every cell of a row, in the columns' order.
 *
 * @example
 * it.each( applicable( cellsOf( FAULT_MATRIX_CALLS.updateItem ) ) )( '…', … );
 */
export function cellsOf( call: FaultMatrixCall ): FaultMatrixCell[] {
	return ( Object.keys( FAULT_MATRIX_FAULTS ) as FaultMatrixFault[] ).map( ( fault ) => ( {
		call,
		fault,
		label: FAULT_MATRIX_FAULTS[ fault ],
		spec: faultFor( call, fault ),
		notApplicable: notApplicableReason( call, fault ),
	} ) );
}

/**
 * Counts a suite's cells and prints its figure:
 * "Fault matrix: N of M cells passed (K not applicable)".
 *
 * @example
 * const tally = createFaultMatrixTally( 'cart rows' );
 * afterAll( () => tally.print() );
 */
export interface FaultMatrixTally {
	/** Counts a cell that ran; call `passed` at the end of its test. */
	started( cell: FaultMatrixCell ): void;
	passed( cell: FaultMatrixCell ): void;
	notApplicable( cell: FaultMatrixCell ): void;
	/** The figure, with the failed cells named. */
	summary(): string;
	print(): void;
}

/**
 * A tally for one suite.
 *
 * @example
 * const tally = createFaultMatrixTally( 'cart rows' );
 */
export function createFaultMatrixTally( title: string ): FaultMatrixTally {
	const ran = new Set< string >();
	const passed = new Set< string >();
	const notApplicable = new Set< string >();
	const id = ( cell: FaultMatrixCell ) => `${ cell.call.name } × ${ cell.label }`;
	const summary = () => {
		const failed = [ ...ran ].filter( ( cell ) => ! passed.has( cell ) );
		const figure = `Fault matrix: ${ passed.size } of ${ ran.size } cells passed (${ notApplicable.size } not applicable)`;
		return [
			`${ figure } — ${ title }`,
			...failed.map( ( cell ) => `  failed: ${ cell }` ),
		].join( '\n' );
	};
	return {
		started: ( cell ) => void ran.add( id( cell ) ),
		passed: ( cell ) => void passed.add( id( cell ) ),
		notApplicable: ( cell ) => void notApplicable.add( id( cell ) ),
		summary,
		print() {
			// Straight to stdout: the suites' console is silenced or captured.
			process.stdout.write( `\n${ summary() }\n` );
		},
	};
}

/**
 * Declares, inside a row's `describe`, one test per cell of `cells` that
 * does not apply (it records the cell and checks no fault is defined for it),
 * and returns the cells that do, for the row's own tests.
 *
 * @example
 * const applicable = testNotApplicableCells( cellsOf( FAULT_MATRIX_CALLS.getCart ), tally );
 * it.each( applicable )( 'given $label › …', async ( cell ) => { … } );
 */
export function testNotApplicableCells(
	cells: FaultMatrixCell[],
	tally: FaultMatrixTally
): FaultMatrixCell[] {
	const notApplicable = cells.filter( ( cell ) => cell.notApplicable );
	if ( notApplicable.length > 0 ) {
		it.each( notApplicable )( 'given $label › not applicable: $notApplicable', ( cell ) => {
			tally.notApplicable( cell );
			expect( cell.spec ).toBeNull();
		} );
	}
	return cells.filter( ( cell ) => ! cell.notApplicable );
}
