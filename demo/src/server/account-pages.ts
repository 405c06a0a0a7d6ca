/**
 * The account and legal pages in the theme's frame: my account (`/mi-cuenta/`,
 * its login and logout forms, and WordPress's `/wp-login.php`), the privacy
 * policy and the terms and conditions.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { __ } from '@wordpress/i18n';

import { DEMO_PATHS, LOGIN_PATH } from '../constants';
import { renderPrivacyContent, renderTermsContent } from '../pages/legal-pages';
import { renderMyAccountContent } from '../pages/my-account-page';
import type { MyAccountView } from '../pages/my-account-page';
import { logInCustomer, logOutCookies } from '../shop/customer-login';
import { customerOrders } from '../shop/customer-orders';
import type { Visitor } from '../shop/visitor';
import { readForm, redirect, sendHtml } from './http';
import { originOf, renderForVisitor } from './pages';
import type { RenderedPage, RouteContext } from './pages';
import { listingBundles, storefrontParts } from './storefront-frame';

/**
 * Where a login may lead: a path of this shop, or a URL on its origin (as
 * the checkout's login link sends it), else nowhere — WordPress's
 * `wp_validate_redirect` refuses other hosts, so a link cannot send a
 * shopper off the shop once logged in.
 *
 * @example
 * safeRedirect( 'http://127.0.0.1:8080/checkout/', 'http://127.0.0.1:8080' ); // '/checkout/'
 * safeRedirect( 'https://elsewhere.example/', 'http://127.0.0.1:8080' ); // null
 */
export function safeRedirect( target: string | null | undefined, origin: string ): string | null {
	if ( ! target ) {
		return null;
	}
	try {
		const url = new URL( target, origin );
		return url.origin === origin ? `${ url.pathname }${ url.search }${ url.hash }` : null;
	} catch {
		return null;
	}
}

/** Renders a page of this file in the storefront's frame (header with the Mini-Cart, store notice). */
const renderFramed = (
	context: RouteContext,
	request: IncomingMessage,
	path: string,
	page: ( visitor: Visitor ) => { title: string; main: string }
) =>
	renderForVisitor( context, request, path, ( visitor ) => ( {
		...page( visitor ),
		...storefrontParts( context, visitor, listingBundles( context ), path ),
	} ) );

/** The sample customer a demo visitor may log in as, or null when the shop has none. */
const demoCustomerOf = ( context: RouteContext ) => {
	const customer = context.mock.engine.context.fixtures.customers[ 0 ];
	return customer
		? {
				name: `${ customer.firstName } ${ customer.lastName }`,
				email: customer.email,
				password: customer.password,
			}
		: null;
};

/**
 * The customer's first name: their account's (a sample customer's, or the
 * billing first name of an account created at checkout, whose session is
 * still the guest's), else their saved billing address's.
 */
const firstNameOf = ( context: RouteContext, userId: number ) => {
	const { engine } = context.mock;
	return (
		engine.deps.accounts.findById( userId )?.firstName ||
		engine.session( String( userId ) ).billing.first_name
	);
};

/**
 * The my-account page (`/mi-cuenta/`): for a guest, the login form (with
 * `failed`'s error and username, and the `redirect_to` of a login link),
 * and the demo customer's way in; for a customer, their orders (read from
 * the shop's records, `customerOrders`) and the logout button.
 *
 * @example
 * const { html, cookies } = await renderMyAccountPage( context, request, url );
 */
export function renderMyAccountPage(
	context: RouteContext,
	request: IncomingMessage,
	url: URL,
	failed?: { error: string; username: string; redirect: string | null }
): Promise< RenderedPage > {
	return renderFramed( context, request, DEMO_PATHS.myaccount, ( visitor ) => {
		const { userId } = visitor.session;
		const view: MyAccountView =
			userId > 0
				? {
						state: 'customer',
						firstName: firstNameOf( context, userId ),
						orders: customerOrders( context.mock.engine, userId ),
					}
				: {
						state: 'guest',
						demoCustomer: demoCustomerOf( context ),
						redirect:
							( failed
								? failed.redirect
								: safeRedirect(
										url.searchParams.get( 'redirect_to' ),
										originOf( request )
									) ) ?? undefined,
						error: failed?.error,
						username: failed?.username,
					};
		return { title: __( 'My account', 'cesta' ), main: renderMyAccountContent( view ) };
	} );
}

/**
 * The privacy policy page (`/politica-de-privacidad/`).
 *
 * @example
 * const { html } = await renderPrivacyPage( context, request );
 */
export const renderPrivacyPage = ( context: RouteContext, request: IncomingMessage ) =>
	renderFramed( context, request, DEMO_PATHS.privacy, () => ( {
		title: __( 'Privacy policy', 'cesta' ),
		main: renderPrivacyContent(),
	} ) );

/**
 * The terms and conditions page (`/terminos-y-condiciones/`).
 *
 * @example
 * const { html } = await renderTermsPage( context, request );
 */
export const renderTermsPage = ( context: RouteContext, request: IncomingMessage ) =>
	renderFramed( context, request, DEMO_PATHS.terms, () => ( {
		title: __( 'Terms and conditions', 'cesta' ),
		main: renderTermsContent(),
	} ) );

/**
 * Whether a request is one of the account's forms or WordPress's login
 * address: any request to `/wp-login.php`, a `POST` to `/mi-cuenta/`.
 *
 * @example
 * isAccountRequest( 'POST', '/mi-cuenta/' ); // true
 */
export const isAccountRequest = ( method: string | undefined, pathname: string ) =>
	pathname === LOGIN_PATH || ( method === 'POST' && pathname === DEMO_PATHS.myaccount );

/**
 * Answers the account's forms, POST/redirect/GET:
 * - a login, from the my-account page (`username`, `password`, `redirect`)
 *   or the header's login popup posting to `/wp-login.php` (`log`, `pwd`,
 *   `redirect_to`): the customer's session cookie and their way on (the
 *   page they came from, else my account); a refused one shows the
 *   my-account page with WordPress's error and the username kept;
 * - `action=logout` on my account: the cookies expire, back to my account;
 * - a `GET` of `/wp-login.php` (the checkout's link for shops that require
 *   an account) leads to the my-account page's login form, `redirect_to` kept.
 *
 * @example
 * if ( isAccountRequest( request.method, path ) ) await serveAccountRequest( context, request, response );
 */
export async function serveAccountRequest(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const url = new URL( request.url ?? '/', originOf( request ) );
	const method = request.method ?? 'GET';
	if ( method === 'GET' || method === 'HEAD' ) {
		redirect( response, `${ DEMO_PATHS.myaccount }${ url.search }`, 302 );
		return;
	}
	if ( method !== 'POST' ) {
		response.writeHead( 405, { Allow: 'GET, HEAD, POST' } );
		response.end();
		return;
	}
	const form = await readForm( request );
	const { engine } = context.mock;
	if ( form?.get( 'action' ) === 'logout' ) {
		redirect( response, DEMO_PATHS.myaccount, 303, logOutCookies( engine ) );
		return;
	}
	const username = form?.get( 'username' ) ?? form?.get( 'log' ) ?? '';
	const password = form?.get( 'password' ) ?? form?.get( 'pwd' ) ?? '';
	const target = safeRedirect(
		form?.get( 'redirect' ) ?? form?.get( 'redirect_to' ),
		originOf( request )
	);
	const result = logInCustomer( engine, request.headers.cookie, { username, password } );
	if ( result.ok ) {
		redirect( response, target ?? DEMO_PATHS.myaccount, 303, result.cookies );
		return;
	}
	const { html, cookies } = await renderMyAccountPage( context, request, url, {
		error: result.error,
		username,
		redirect: target,
	} );
	sendHtml( response, 200, html, cookies );
}
