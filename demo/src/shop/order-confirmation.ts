/** Reads an order for the order-received page: through GET /order/{id} as the visitor, plus what the shop's records add. */

import type { Engine } from '@cesta/mocks';
import type { MockRequestListener } from '@cesta/mocks/server';
import type { OrderResponse } from '@cesta/types';

import { STORE_API_ROOT } from '../constants';
import { noMockRouteMessage } from '../messages';
import type { OrderConfirmation, PickupDetails } from '../pages/order-details';

/**
 * An order as the shop stores it (what WooCommerce's PHP reads as a `WC_Order`).
 *
 * @example
 * const record: ShopOrderRecord | undefined = engine.deps.orders.get( 100 );
 */
export type ShopOrderRecord = NonNullable< ReturnType< Engine[ 'deps' ][ 'orders' ][ 'get' ] > >;

/**
 * The Store API's answer to `GET /order/{id}`: the order, or its error.
 *
 * @example
 * const reply: StoreApiOrderReply = { ok: false, code: 'woocommerce_rest_invalid_billing_email', message: '…' };
 */
export type StoreApiOrderReply =
	{ ok: true; order: OrderResponse } | { ok: false; code: string; message: string };

/**
 * How a visitor's request reaches the Store API in process: the origin they
 * used and their cookies (their session and login).
 *
 * @example
 * const asVisitor: VisitorRequest = { origin: 'http://127.0.0.1:8080', cookie: request.headers.cookie };
 */
export interface VisitorRequest {
	origin: string;
	cookie: string | undefined;
}

/** Rate methods whose orders are collected in store (`collectableMethodIds`). */
const PICKUP_METHOD_IDS = [ 'pickup_location', 'local_pickup' ];

/**
 * Reads an order through the Store API as the visitor (`GET /order/{id}` with
 * `key` and, for a guest, `billing_email`), so its authorization applies:
 * a guest needs the key and the exact billing email, a logged-in customer
 * reads their own orders.
 *
 * @example
 * const reply = await readOrderAsVisitor( mock, { origin, cookie }, 100, { key, billingEmail: 'lucia.garcia@example.com' } );
 * if ( reply.ok ) reply.order.totals.total_price; // '5438'
 */
export async function readOrderAsVisitor(
	mock: MockRequestListener,
	visitor: VisitorRequest,
	orderId: number,
	credentials: { key: string; billingEmail?: string }
): Promise< StoreApiOrderReply > {
	const query = new URLSearchParams( { key: credentials.key } );
	if ( credentials.billingEmail !== undefined ) {
		query.set( 'billing_email', credentials.billingEmail );
	}
	const path = `${ STORE_API_ROOT }/order/${ orderId }`;
	const response = await mock.fetch(
		new Request( `${ visitor.origin }${ path }?${ query }`, {
			headers: visitor.cookie ? { cookie: visitor.cookie } : {},
		} ),
		{ ignoreFaults: true }
	);
	if ( ! response ) {
		throw new Error( noMockRouteMessage( path ) );
	}
	const body = ( await response.json() ) as OrderResponse & { code?: string; message?: string };
	return response.ok
		? { ok: true, order: body }
		: { ok: false, code: body.code ?? '', message: body.message ?? '' };
}

/**
 * The last order a session placed or drafted, 0 when none: what WooCommerce
 * keeps in the session as `store_api_draft_order` after a checkout.
 *
 * @example
 * sessionOrderId( engine, cartToken ); // 100
 */
export function sessionOrderId( engine: Engine, cartToken: string ): number {
	const sessionId = engine.deps.nonces.readCartToken( cartToken );
	if ( ! sessionId ) {
		return 0;
	}
	return engine.deps.orders
		.all()
		.filter( ( order ) => order.sessionId === sessionId )
		.reduce( ( last, order ) => Math.max( last, order.id ), 0 );
}

const pickupDetails = ( record: ShopOrderRecord ): PickupDetails | null => {
	const rate = record.totals.packages
		.map( ( pkg ) => pkg.chosen )
		.find( ( chosen ) => chosen && PICKUP_METHOD_IDS.includes( chosen.methodId ) );
	if ( ! rate ) {
		return null;
	}
	const meta = ( key: string ) =>
		rate.metaData.find( ( entry ) => entry.key === key )?.value ?? '';
	return {
		location: meta( 'pickup_location' ) || rate.name,
		address: meta( 'pickup_address' ),
		details: meta( 'pickup_details' ),
	};
};

/**
 * What the order-received page shows of an order: the Store API's order and,
 * from the shop's records as WooCommerce's PHP reads them, the date, the
 * payment method's title, the customer's note, the chosen shipping methods,
 * the pickup location, and for a bank transfer the gateway's instructions
 * and accounts; prices with or without tax as the shop displays them.
 *
 * @example
 * orderConfirmation( engine, reply.order, engine.deps.orders.get( 100 )! ).paymentMethodTitle; // 'Transferencia bancaria directa'
 */
export function orderConfirmation(
	engine: Engine,
	order: OrderResponse,
	record: ShopOrderRecord
): OrderConfirmation {
	const { fixtures, settings } = engine.context;
	const gateway = fixtures.paymentGateways.find(
		( candidate ) => candidate.id === record.paymentMethod
	);
	return {
		order,
		placedAt: new Date( record.createdAt * 1000 ),
		paymentMethodTitle: gateway?.title ?? record.paymentMethod,
		customerNote: record.customerNote,
		shippingMethods: record.totals.packages.flatMap( ( pkg ) =>
			pkg.chosen ? [ pkg.chosen.name ] : []
		),
		pickup: pickupDetails( record ),
		bankTransfer:
			gateway?.id === 'bacs'
				? { instructions: gateway.instructions ?? '', accounts: gateway.accounts ?? [] }
				: null,
		pricesIncludeTax: settings.taxDisplayCart === 'incl',
		baseCountry: fixtures.store.base.country,
	};
}
