/** The order-received page's content in each case: the order, the email check, an order for someone else, a wrong key. */

import { __ } from '@wordpress/i18n';

import { escapeHtml } from './html';
import { renderOrderDetails } from './order-details';
import type { OrderConfirmation } from './order-details';

/**
 * What the order-received page shows, as WooCommerce's order confirmation
 * blocks decide it:
 * - `order`: the visitor may see the order;
 * - `verify-email`: a guest order whose key is right, seen outside the
 *   session that placed it after the grace period: the guest confirms the
 *   billing email first (`failed` after a wrong one);
 * - `restricted`: a customer's order and the visitor is not that customer
 *   (`loginUrl`: the my-account page's login, coming back to the order);
 * - `invalid`: no such order, or a wrong or missing key (`message`: the
 *   Store API's).
 *
 * @example
 * const view: OrderReceivedView = { state: 'verify-email', failed: true, email: 'otra@example.com' };
 */
export type OrderReceivedView =
	| { state: 'order'; confirmation: OrderConfirmation }
	| { state: 'verify-email'; failed: boolean; email: string }
	| { state: 'restricted'; loginUrl: string }
	| { state: 'invalid'; message: string };

const VERIFY_EMAIL_INPUT_ID = 'verify-email';
const VERIFY_EMAIL_ERROR_ID = 'verify-email-error';

const orderReceivedNotice = () =>
	escapeHtml(
		__(
			'Great news! Your order has been received, and a confirmation will be sent to your email address.',
			'cesta'
		)
	);

/** WooCommerce's verification form (`render_verification_form`), labelled and tied to its error. */
const renderVerifyEmail = ( failed: boolean, email: string ) => {
	const error = failed
		? `<p id="${ VERIFY_EMAIL_ERROR_ID }" class="woocommerce-error" role="alert">${ escapeHtml(
				__(
					'We were unable to verify the email address you provided. Please try again.',
					'cesta'
				)
			) }</p>`
		: '';
	const invalid = failed
		? ` aria-invalid="true" aria-describedby="${ VERIFY_EMAIL_ERROR_ID }" value="${ escapeHtml(
				email
			) }"`
		: '';
	return `<p>${ orderReceivedNotice() } ${ escapeHtml(
		__( 'Alternatively, confirm the email address linked to the order below.', 'cesta' )
	) }</p>
<form method="post" class="woocommerce-form woocommerce-verify-email">
${ error }
<p class="form-row verify-email">
<label for="${ VERIFY_EMAIL_INPUT_ID }">${ escapeHtml(
		__( 'Email address', 'cesta' )
	) } <span class="required" aria-hidden="true">*</span></label>
<input type="email" name="email" id="${ VERIFY_EMAIL_INPUT_ID }" autocomplete="email" class="input-text" required${ invalid }>
</p>
<p class="form-row login-submit">
<button type="submit" class="button demo-button">${ escapeHtml(
		__( 'Confirm email and view order', 'cesta' )
	) }</button>
</p>
</form>`;
};

const renderInvalid = ( message: string ) =>
	`<p class="woocommerce-notice woocommerce-notice--info woocommerce-info">${ escapeHtml(
		message
	) }</p>
<p>${ escapeHtml(
		__(
			"If you've just placed an order, give your email a quick check for the confirmation.",
			'cesta'
		)
	) }</p>`;

const stateContent = ( view: OrderReceivedView ) => {
	switch ( view.state ) {
		case 'order':
			return `<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">${ escapeHtml(
				__( 'Thank you. Your order has been received.', 'cesta' )
			) }</p>
${ renderOrderDetails( view.confirmation ) }`;
		case 'verify-email':
			return renderVerifyEmail( view.failed, view.email );
		case 'restricted':
			return `<p>${ orderReceivedNotice() }</p>
<p>${ escapeHtml( __( 'Have an account with us?', 'cesta' ) ) } <a href="${ escapeHtml(
				view.loginUrl
			) }">${ escapeHtml( __( 'Log in here to view your order.', 'cesta' ) ) }</a></p>`;
		case 'invalid':
			return renderInvalid( view.message );
	}
};

/**
 * The content of the order-received page (`/checkout/order-received/{id}/`):
 * the "Order received" heading, then per case the thank-you text and the
 * order, the email-confirmation form (with its error after a wrong email),
 * the "check your email" notice, or the Store API's message for a wrong key
 * with the advice to look for the confirmation email. A customer's order
 * seen by someone else gets WooCommerce's link to log in and see it.
 *
 * @example
 * renderOrderReceivedContent( { state: 'invalid', message: 'Se ha proporcionado un ID o una clave de pedido no válidos.' } );
 */
export function renderOrderReceivedContent( view: OrderReceivedView ): string {
	return `<h1>${ escapeHtml( __( 'Order received', 'cesta' ) ) }</h1>
<div class="woocommerce-order">
${ stateContent( view ) }
</div>`;
}
