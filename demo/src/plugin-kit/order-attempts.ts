/** Each visitor's last order attempt as the debug panel shows it: the observers that ran, the POST /checkout the server received and its answer. */

import { randomBytes } from 'node:crypto';

import { INSPECTOR_VISITOR_COOKIE, MAX_INSPECTED_VISITORS } from './constants';

/**
 * One observer that ran, as the inspector script reports it.
 *
 * @example
 * const run: ObserverRun = { method: 'acme_pay', observer: 'onPaymentSetup', returned: { type: 'success' } };
 */
export interface ObserverRun {
	method: string;
	observer: string;
	returned: unknown;
	threw?: string;
}

/**
 * The observers of one attempt to place the order (a click on «Realizar el pedido»).
 *
 * @example
 * const report: ObserverReport = { id: '1718000000000-x1', startedAt: '2026-05-01T10:00:00.000Z', observers: [] };
 */
export interface ObserverReport {
	id: string;
	startedAt: string;
	observers: ObserverRun[];
}

/**
 * A `POST /checkout` the server received and what it answered.
 *
 * @example
 * const record: PlaceOrderRecord = { receivedAt: '…', body: { payment_method: 'cod' }, status: 200, answer: { order_id: 100 } };
 */
export interface PlaceOrderRecord {
	receivedAt: string;
	/** The body as posted (parsed JSON, or the text when it is not JSON). */
	body: unknown;
	status: number;
	answer: unknown;
}

/**
 * What the demo keeps of a visitor's last order attempt.
 *
 * @example
 * const attempt: InspectedAttempt = { observers: report, placeOrder: record };
 */
export interface InspectedAttempt {
	observers?: ObserverReport;
	placeOrder?: PlaceOrderRecord;
}

/**
 * The last order attempts of the demo's visitors, in memory, the
 * `MAX_INSPECTED_VISITORS` most recent.
 *
 * @example
 * const attempts = createOrderAttempts();
 * attempts.notePlaceOrder( visitorId, record );
 * attempts.last( visitorId )?.placeOrder?.status; // 200
 */
export interface OrderAttempts {
	noteObservers( visitorId: string, report: ObserverReport ): void;
	notePlaceOrder( visitorId: string, record: PlaceOrderRecord ): void;
	last( visitorId: string | null ): InspectedAttempt | undefined;
	reset(): void;
}

/**
 * Creates the store of last order attempts. A report of the same attempt
 * replaces the kept one only when it holds at least as many observers (the
 * page posts after each observer; posts may arrive out of order).
 *
 * @example
 * const attempts = createOrderAttempts();
 */
export function createOrderAttempts(): OrderAttempts {
	const byVisitor = new Map< string, InspectedAttempt >();
	const update = (
		visitorId: string,
		change: ( kept: InspectedAttempt ) => InspectedAttempt
	) => {
		const kept = byVisitor.get( visitorId ) ?? {};
		byVisitor.delete( visitorId );
		byVisitor.set( visitorId, change( kept ) );
		if ( byVisitor.size > MAX_INSPECTED_VISITORS ) {
			byVisitor.delete( byVisitor.keys().next().value! );
		}
	};
	return {
		noteObservers( visitorId, report ) {
			update( visitorId, ( kept ) =>
				kept.observers?.id === report.id &&
				kept.observers.observers.length > report.observers.length
					? kept
					: { ...kept, observers: report }
			);
		},
		notePlaceOrder( visitorId, record ) {
			update( visitorId, ( kept ) => ( { ...kept, placeOrder: record } ) );
		},
		last: ( visitorId ) => ( visitorId ? byVisitor.get( visitorId ) : undefined ),
		reset: () => byVisitor.clear(),
	};
}

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The inspector's visitor id in a `Cookie` header, or null.
 *
 * @example
 * inspectorVisitorIdOf( 'cesta_demo_inspector=Yc1q0cR2bYQ8d0Q5r3fJ7w' ); // 'Yc1q0cR2bYQ8d0Q5r3fJ7w'
 */
export function inspectorVisitorIdOf( cookieHeader: string | null | undefined ): string | null {
	for ( const pair of ( cookieHeader ?? '' ).split( ';' ) ) {
		const [ name, value = '' ] = pair.trim().split( '=' );
		if ( name === INSPECTOR_VISITOR_COOKIE && VISITOR_ID.test( value ) ) {
			return value;
		}
	}
	return null;
}

/**
 * The `Set-Cookie` that names a visitor who has no inspector id yet (none
 * when they have one): 128 random bits, for the whole site, out of
 * scripts' reach.
 *
 * @example
 * cookies.push( ...inspectorCookieFor( request.headers.cookie ) );
 */
export function inspectorCookieFor( cookieHeader: string | undefined ): string[] {
	return inspectorVisitorIdOf( cookieHeader )
		? []
		: [
				`${ INSPECTOR_VISITOR_COOKIE }=${ randomBytes( 16 ).toString(
					'base64url'
				) }; Path=/; HttpOnly; SameSite=Lax`,
			];
}

/**
 * Whether a request the Store API answered places an order: `POST
 * /checkout`, not a draft-order update (api-fetch sends those as POST with
 * `X-HTTP-Method-Override: PUT`).
 *
 * @example
 * isPlaceOrderRequest( request, '/wp-json/wc/store/v1' );
 */
export function isPlaceOrderRequest( request: Request, storeApiRoot: string ): boolean {
	const override = request.headers.get( 'x-http-method-override' )?.toUpperCase() ?? 'POST';
	return (
		request.method === 'POST' &&
		override === 'POST' &&
		new URL( request.url ).pathname.replace( /\/$/, '' ) === `${ storeApiRoot }/checkout`
	);
}

const parsed = ( text: string ): unknown => {
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return text;
	}
};

/**
 * Records a `POST /checkout` the Store API simulation answered, for the
 * visitor its cookie names (nothing without one).
 *
 * @example
 * createMockRequestListener( { engine, observe: ( request, answer ) => void recordPlaceOrder( attempts, request, answer, root ) } );
 */
export async function recordPlaceOrder(
	attempts: OrderAttempts,
	request: Request,
	answer: Response,
	storeApiRoot: string
): Promise< void > {
	const visitorId = inspectorVisitorIdOf( request.headers.get( 'cookie' ) );
	if ( ! visitorId || ! isPlaceOrderRequest( request, storeApiRoot ) ) {
		return;
	}
	const [ body, answered ] = await Promise.all( [ request.text(), answer.text() ] );
	attempts.notePlaceOrder( visitorId, {
		receivedAt: new Date().toISOString(),
		body: parsed( body ),
		status: answer.status,
		answer: parsed( answered ),
	} );
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * The inspector script's report in a posted body, or null when it is not one.
 *
 * @example
 * observerReportOf( '{"id":"1-a","startedAt":"…","observers":[]}' ); // { id: '1-a', … }
 */
export function observerReportOf( text: string ): ObserverReport | null {
	const value = parsed( text );
	if (
		! isObject( value ) ||
		typeof value.id !== 'string' ||
		typeof value.startedAt !== 'string' ||
		! Array.isArray( value.observers )
	) {
		return null;
	}
	const observers = value.observers.filter(
		( run ): run is ObserverRun =>
			isObject( run ) && typeof run.method === 'string' && typeof run.observer === 'string'
	);
	return {
		id: value.id,
		startedAt: value.startedAt,
		observers: observers.map( ( run ) => ( {
			method: run.method,
			observer: run.observer,
			returned: run.returned ?? null,
			...( typeof run.threw === 'string' ? { threw: run.threw } : {} ),
		} ) ),
	};
}
