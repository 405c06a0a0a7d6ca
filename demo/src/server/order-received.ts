/** The order-received page (`/checkout/order-received/{id}/?key=…`): GET shows it, POST checks the guest's billing email. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { __ } from '@wordpress/i18n';

import { STOREFRONT_CHROME_STYLES } from '@cesta/storefront-chrome/markup';

import { DEMO_PATHS, ORDER_RECEIVED_PATH } from '../constants';
import { renderPage } from '../pages/layout';
import { renderOrderReceivedContent } from '../pages/order-received-page';
import type { OrderReceivedView } from '../pages/order-received-page';
import { orderAccess } from '../shop/order-access';
import { orderConfirmation, readOrderAsVisitor, sessionOrderId } from '../shop/order-confirmation';
import { loadVisitor } from '../shop/visitor';
import type { Visitor } from '../shop/visitor';
import { readForm, redirect, sendHtml } from './http';
import { cartPagesHeader, originOf } from './pages';
import { renderNotFoundPage } from './storefront-pages';
import type { RouteContext } from './pages';

/** `/checkout/order-received/`, then the order id and the trailing slash WordPress adds. */
const ORDER_RECEIVED_URL = new RegExp(
	`^${ ORDER_RECEIVED_PATH.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }(?:(\\d+)(/?))?$`
);

/**
 * Whether a path belongs to the order-received endpoint.
 *
 * @example
 * isOrderReceivedPath( '/checkout/order-received/100/' ); // true
 */
export const isOrderReceivedPath = ( pathname: string ) =>
	pathname.startsWith( ORDER_RECEIVED_PATH );

/**
 * The shopper-facing message for an order that cannot be shown: the Store
 * API's own message for a wrong order key (`woocommerce_rest_invalid_order`).
 */
const invalidOrderMessage = () => __( 'Invalid order ID or key provided.', 'cesta' );

/**
 * What the page shows for this request: the rules of WooCommerce's order
 * confirmation blocks decide (from the shop's record, as its PHP reads the
 * `WC_Order`), then the order is read through `GET /order/{id}` as the
 * visitor, with the key and, for a guest, the billing email, so the Store
 * API's authorization applies as well. A refused email comes back to the
 * form with its error.
 */
async function resolveView(
	context: RouteContext,
	request: IncomingMessage,
	visitor: Visitor,
	target: { orderId: number; key: string; postedEmail: string | null; pageUrl: string }
): Promise< OrderReceivedView > {
	const { engine } = context.mock;
	const record = target.orderId ? engine.deps.orders.get( target.orderId ) : undefined;
	const drafted = record?.status === 'checkout-draft';
	const access = orderAccess(
		record && ! drafted
			? {
					id: record.id,
					key: record.key,
					customerId: record.customerId,
					createdAt: record.createdAt,
					billingEmail: record.billing.email,
				}
			: undefined,
		{
			key: target.key,
			userId: visitor.session.userId,
			sessionOrderId: sessionOrderId( engine, visitor.session.cartToken ),
			postedEmail: target.postedEmail,
			nowSeconds: engine.context.nowSeconds(),
		}
	);
	if ( access.view === 'verify-email' ) {
		return { state: 'verify-email', failed: access.failed, email: target.postedEmail ?? '' };
	}
	if ( access.view !== 'full' || ! record ) {
		return access.view === 'restricted'
			? {
					state: 'restricted',
					loginUrl: `${ DEMO_PATHS.myaccount }?redirect_to=${ encodeURIComponent(
						target.pageUrl
					) }`,
				}
			: { state: 'invalid', message: invalidOrderMessage() };
	}
	const reply = await readOrderAsVisitor(
		context.mock,
		{ origin: originOf( request ), cookie: request.headers.cookie },
		record.id,
		{
			key: target.key,
			billingEmail:
				visitor.session.userId === 0
					? ( target.postedEmail ?? record.billing.email )
					: undefined,
		}
	);
	if ( ! reply.ok ) {
		return reply.code === 'woocommerce_rest_invalid_billing_email'
			? { state: 'verify-email', failed: true, email: target.postedEmail ?? '' }
			: { state: 'invalid', message: reply.message || invalidOrderMessage() };
	}
	return { state: 'order', confirmation: orderConfirmation( engine, reply.order, record ) };
}

/**
 * Serves the order-received page, WooCommerce's "thank you" page a placed
 * order's `redirect_url` leads to, as a normal 200 page in every case (the
 * order, the email check, or the message for a wrong key): GET and HEAD show
 * it; POST is the guest's email-confirmation form (`email`). A path without
 * its trailing slash is redirected; a path that is not an order id gets the
 * 404 page.
 *
 * @example
 * if ( isOrderReceivedPath( path ) ) await serveOrderReceived( context, request, response );
 */
export async function serveOrderReceived(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const url = new URL( request.url ?? '/', originOf( request ) );
	const method = request.method ?? 'GET';
	if ( method !== 'GET' && method !== 'HEAD' && method !== 'POST' ) {
		response.writeHead( 405, { Allow: 'GET, HEAD, POST' } );
		response.end();
		return;
	}
	const match = ORDER_RECEIVED_URL.exec( url.pathname );
	if ( ! match ) {
		const { html, cookies } = await renderNotFoundPage( context, request, url );
		sendHtml( response, 404, html, cookies );
		return;
	}
	const [ , id, slash ] = match;
	if ( id && ! slash && method !== 'POST' ) {
		redirect( response, `${ url.pathname }/${ url.search }`, 301 );
		return;
	}
	const form = method === 'POST' ? await readForm( request ) : null;
	const postedEmail = method === 'POST' ? ( form?.get( 'email' ) ?? '' ) : null;
	const visitor = await loadVisitor( context.mock, originOf( request ), request.headers.cookie );
	const view = await resolveView( context, request, visitor, {
		orderId: Number( id ?? 0 ),
		key: url.searchParams.get( 'key' ) ?? '',
		postedEmail,
		pageUrl: `${ url.pathname }${ url.search }`,
	} );
	const html = renderPage( {
		path: url.pathname,
		title: __( 'Order received', 'cesta' ),
		// The header is the cart pages' (no chrome script), styled as on every page.
		head: `<style>${ STOREFRONT_CHROME_STYLES }</style>`,
		header: cartPagesHeader( context, visitor, url.pathname ),
		main: renderOrderReceivedContent( view ),
	} );
	sendHtml( response, 200, html, visitor.setCookies );
}
