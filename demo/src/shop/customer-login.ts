/** Logging a customer of the simulated shop in and out, as WordPress's login and WooCommerce's session do. */

import { __, sprintf } from '@wordpress/i18n';

import type { Engine } from '@cesta/mocks';

/** The cart cookies WooCommerce sets beside the session (`wc_setcookie`), cleared on logout. */
const CART_COOKIES = [ 'woocommerce_items_in_cart', 'woocommerce_cart_hash' ];

/**
 * What a login form posted: WordPress's `log`/`pwd` or WooCommerce's
 * `username`/`password`.
 *
 * @example
 * const attempt: LoginAttempt = { username: 'carmen.ruiz@example.com', password: 'Secreta-Madrid-2026' };
 */
export interface LoginAttempt {
	username: string;
	password: string;
}

/**
 * A login's outcome: the customer's id and the cookies that make the
 * browser theirs, or the error to show by the form.
 *
 * @example
 * const result: LoginResult = { ok: false, error: 'Se requiere un nombre de usuario.' };
 */
export type LoginResult =
	{ ok: true; userId: number; cookies: string[] } | { ok: false; error: string };

/** The value of cookie `name` in a `Cookie` header, if any. */
const cookieValue = ( header: string | undefined, name: string ) =>
	( header ?? '' )
		.split( ';' )
		.map( ( pair ) => pair.trim().split( '=' ) )
		.find( ( [ key ] ) => key === name )
		?.slice( 1 )
		.join( '=' );

/** The error of a login attempt, WordPress's and WooCommerce's wording, or null when it may go on. */
function attemptError( engine: Engine, attempt: LoginAttempt ) {
	if ( ! attempt.username.trim() ) {
		return { error: __( 'Username is required.', 'cesta' ) };
	}
	if ( ! attempt.password ) {
		return { error: __( 'The password field is empty.', 'cesta' ) };
	}
	const { accounts } = engine.deps;
	const account = accounts.findByEmail( attempt.username );
	if ( ! account ) {
		return { error: __( 'Unknown email address. Check again or try your username.', 'cesta' ) };
	}
	if ( ! accounts.checkPassword( account, attempt.password ) ) {
		return {
			error: sprintf(
				/* translators: %s: the email address typed in. */
				__( 'The password you entered for the email address %s is incorrect.', 'cesta' ),
				account.email
			),
		};
	}
	return { account };
}

/**
 * Carries the guest's cart into the customer's, as WooCommerce does on
 * login: the guest's lines join the customer's saved cart, and a line both
 * hold keeps the guest's quantity. A line the shop refuses now (out of
 * stock) is left behind.
 */
function carryGuestCart( engine: Engine, guestId: string, customerId: string ) {
	const saved = engine.session( customerId ).lines;
	for ( const line of engine.session( guestId ).lines ) {
		try {
			if ( saved.some( ( candidate ) => candidate.key === line.key ) ) {
				engine.updateItem( customerId, line.key, line.quantity );
			} else {
				engine.addItem( customerId, {
					id: line.variationId || line.productId,
					quantity: line.quantity,
					variation: Object.entries( line.variation ).map( ( [ attribute, value ] ) => ( {
						attribute,
						value,
					} ) ),
				} );
			}
		} catch {
			// WooCommerce drops a line it cannot keep; the rest of the cart carries over.
		}
	}
}

/**
 * Logs a customer in with their email address and password (the shop's
 * accounts: the sample customers and those created at checkout). On
 * success the answer carries the customer's session cookie, which replaces
 * the guest's as WordPress's login does, and the guest's cart (named by
 * `cookieHeader`) is carried into the customer's. Otherwise the error says
 * what was wrong, in WordPress's words.
 *
 * @example
 * const result = logInCustomer( engine, request.headers.cookie, { username: 'carmen.ruiz@example.com', password: 'Secreta-Madrid-2026' } );
 * if ( result.ok ) redirect( response, '/mi-cuenta/', 303, result.cookies );
 */
export function logInCustomer(
	engine: Engine,
	cookieHeader: string | undefined,
	attempt: LoginAttempt
): LoginResult {
	const checked = attemptError( engine, attempt );
	if ( ! checked.account ) {
		return { ok: false, error: checked.error };
	}
	const { sessions } = engine.deps;
	const customerId = String( checked.account.id );
	const current = cookieValue( cookieHeader, sessions.cookieName );
	const guestId = current ? sessions.readCookie( current ) : null;
	if ( guestId && guestId !== customerId && sessions.has( guestId ) ) {
		carryGuestCart( engine, guestId, customerId );
	}
	const session = engine.session( customerId );
	sessions.save( session );
	const maxAge = session.expiresAt - engine.context.nowSeconds();
	return {
		ok: true,
		userId: checked.account.id,
		cookies: [
			`${ sessions.cookieName }=${ encodeURIComponent(
				sessions.cookieValue( session )
			) }; Max-Age=${ maxAge }; path=/; HttpOnly`,
		],
	};
}

/**
 * The cookies that log the browser out: the session cookie and the cart
 * cookies expire, so the next page is a new guest's with an empty cart, as
 * WooCommerce forgets the session on logout.
 *
 * @example
 * redirect( response, '/mi-cuenta/', 303, logOutCookies( engine ) );
 */
export function logOutCookies( engine: Engine ): string[] {
	return [ engine.deps.sessions.cookieName, ...CART_COOKIES ].map(
		( name ) => `${ name }=; Max-Age=0; path=/`
	);
}
