/** The my-account page: the login form for guests (with the demo customer's way in), a customer's orders and logout. */

import { __, _n, sprintf } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';
import type { AccountOrder } from '../shop/customer-orders';
import { escapeHtml } from './html';
import { orderDate } from './order-details';

/**
 * The sample customer a visitor of the demo may log in as.
 *
 * @example
 * const customer: DemoCustomer = { name: 'Carmen Ruiz', email: 'carmen.ruiz@example.com', password: 'Secreta-Madrid-2026' };
 */
export interface DemoCustomer {
	name: string;
	email: string;
	password: string;
}

/**
 * What the page shows: the login form (with the last attempt's error and
 * username, and where to go once logged in), or the customer's account.
 *
 * @example
 * const view: MyAccountView = { state: 'guest', demoCustomer, redirect: '/checkout/' };
 */
export type MyAccountView =
	| {
			state: 'guest';
			demoCustomer: DemoCustomer | null;
			/** Where the login leads (`redirect_to`), when not to this page. */
			redirect?: string;
			error?: string;
			username?: string;
	  }
	| { state: 'customer'; firstName: string; orders: AccountOrder[] };

const hidden = ( name: string, value: string ) =>
	`<input type="hidden" name="${ name }" value="${ escapeHtml( value ) }">`;

const loginForm = ( view: Extract< MyAccountView, { state: 'guest' } > ) => {
	const required = `<span class="required" aria-hidden="true">*</span>`;
	return `<h2>${ escapeHtml( __( 'Log in', 'cesta' ) ) }</h2>
${
	view.error
		? `<ul class="woocommerce-error" role="alert"><li>${ escapeHtml( view.error ) }</li></ul>`
		: ''
}
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${
		DEMO_PATHS.myaccount
	}">
<p class="form-row"><label for="username">${ escapeHtml(
		__( 'Username or email address', 'cesta' )
	) } ${ required }</label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required value="${ escapeHtml(
		view.username ?? ''
	) }"${ view.error ? ' aria-invalid="true"' : '' }></p>
<p class="form-row"><label for="password">${ escapeHtml(
		__( 'Password', 'cesta' )
	) } ${ required }</label><input type="password" class="input-text" name="password" id="password" autocomplete="current-password" required></p>
<p class="form-row"><label><input type="checkbox" name="rememberme" value="forever"> ${ escapeHtml(
		__( 'Remember me', 'cesta' )
	) }</label></p>
${ view.redirect ? hidden( 'redirect', view.redirect ) : '' }<p><button type="submit" class="demo-button" name="login" value="1">${ escapeHtml(
		__( 'Log in', 'cesta' )
	) }</button></p>
</form>`;
};

const demoCustomerLogin = ( customer: DemoCustomer, redirectTo: string | undefined ) =>
	`<section class="demo-notice" aria-labelledby="demo-customer-title">
<h2 id="demo-customer-title">${ escapeHtml( __( 'Demo customer', 'cesta' ) ) }</h2>
<p>${ escapeHtml(
		sprintf(
			/* translators: 1: the customer's name, 2: their email address, 3: their password. */
			__(
				'Log in as %1$s, a customer of the shop with saved addresses and cards: email address %2$s, password %3$s.',
				'cesta'
			),
			customer.name,
			customer.email,
			customer.password
		)
	) }</p>
<form method="post" action="${ DEMO_PATHS.myaccount }">${ hidden(
		'username',
		customer.email
	) }${ hidden( 'password', customer.password ) }${
		redirectTo ? hidden( 'redirect', redirectTo ) : ''
	}<button type="submit" class="demo-button">${ escapeHtml(
		__( 'Log in as the demo customer', 'cesta' )
	) }</button></form>
</section>`;

const ordersTable = ( orders: AccountOrder[] ) => {
	if ( ! orders.length ) {
		return `<p class="woocommerce-info">${ escapeHtml(
			__( 'No order has been made yet.', 'cesta' )
		) } <a href="${ DEMO_PATHS.shop }">${ escapeHtml(
			__( 'Browse products', 'cesta' )
		) }</a></p>`;
	}
	const headings = [
		__( 'Order', 'cesta' ),
		__( 'Date', 'cesta' ),
		__( 'Status', 'cesta' ),
		__( 'Total', 'cesta' ),
		__( 'Actions', 'cesta' ),
	];
	const rows = orders.map( ( order ) => {
		const view = sprintf(
			/* translators: %s: the order number. */
			__( 'View order number %s', 'cesta' ),
			order.number
		);
		const total = sprintf(
			/* translators: 1: the order total, 2: how many items it holds. */
			_n( '%1$s for %2$d item', '%1$s for %2$d items', order.itemsCount, 'cesta' ),
			order.total,
			order.itemsCount
		);
		return `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${ escapeHtml(
			order.status
		) }">
<th scope="row"><a href="${ escapeHtml( order.url ) }">#${ escapeHtml( order.number ) }</a></th>
<td>${ orderDate( order.placedAt ) }</td>
<td>${ escapeHtml( order.statusName ) }</td>
<td>${ escapeHtml( total ) }</td>
<td><a class="demo-button" href="${ escapeHtml( order.url ) }" aria-label="${ escapeHtml(
			view
		) }">${ escapeHtml( __( 'View', 'cesta' ) ) }</a></td>
</tr>`;
	} );
	return `<table class="woocommerce-orders-table">
<caption class="screen-reader-text">${ escapeHtml( __( 'Your orders', 'cesta' ) ) }</caption>
<thead><tr>${ headings
		.map( ( heading ) => `<th scope="col">${ escapeHtml( heading ) }</th>` )
		.join( '' ) }</tr></thead>
<tbody>
${ rows.join( '\n' ) }
</tbody>
</table>`;
};

/**
 * The content of the my-account page, in WooCommerce's markup and words.
 * A guest sees the login form (posting `username`, `password` and, after a
 * login link, `redirect` to this page) and the demo customer's name,
 * email and password with a button that logs in as them. A customer sees a
 * greeting, their orders — number, date, status, total with the item count,
 * a link to each order's page — or «No order has been made yet.», and the
 * logout button (a `POST` with `action=logout`).
 *
 * @example
 * renderMyAccountContent( { state: 'customer', firstName: 'Carmen', orders } );
 */
export function renderMyAccountContent( view: MyAccountView ): string {
	const title = `<h1>${ escapeHtml( __( 'My account', 'cesta' ) ) }</h1>`;
	if ( view.state === 'guest' ) {
		return `${ title }
<div class="demo-account-login">
${ loginForm( view ) }
${ view.demoCustomer ? demoCustomerLogin( view.demoCustomer, view.redirect ) : '' }
</div>`;
	}
	return `${ title }
<p>${ escapeHtml(
		sprintf(
			/* translators: %s: the customer's first name. */
			__( 'Hello %s, from your account you can see your orders.', 'cesta' ),
			view.firstName
		)
	) }</p>
<h2>${ escapeHtml( __( 'Orders', 'cesta' ) ) }</h2>
${ ordersTable( view.orders ) }
<form method="post" action="${ DEMO_PATHS.myaccount }">${ hidden(
		'action',
		'logout'
	) }<button type="submit" class="demo-button">${ escapeHtml(
		__( 'Log out', 'cesta' )
	) }</button></form>`;
}
