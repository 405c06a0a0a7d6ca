/** The notice a guest sees when the shop allows neither guest checkout nor sign-up at checkout. */

import { DEFAULT_LOGIN_PATH, getSetting } from '@cesta/settings';

import { unavailableLabels as labels } from './unavailable-messages';

/**
 * The log-in address that brings the shopper back here (WooCommerce's
 * `LOGIN_TO_CHECKOUT_URL`): the site's login URL with `redirect_to`.
 *
 * @example
 * loginToCheckoutUrl( 'https://tienda.example/checkout/' );
 * // '/wp-login.php?redirect_to=https%3A%2F%2Ftienda.example%2Fcheckout%2F'
 */
export function loginToCheckoutUrl( currentUrl: string ): string {
	const loginUrl = getSetting< string >( 'wpLoginUrl', DEFAULT_LOGIN_PATH ) || DEFAULT_LOGIN_PATH;
	const separator = loginUrl.includes( '?' ) ? '&' : '?';
	return `${ loginUrl }${ separator }redirect_to=${ encodeURIComponent( currentUrl ) }`;
}

/**
 * "You must be logged in to checkout." with a link to log in: shown to a
 * guest when the shop turned guest checkout off and does not let shoppers
 * create an account while checking out.
 *
 * @example
 * if ( mustLogIn ) return <MustLogInPrompt />;
 */
export function MustLogInPrompt() {
	return (
		<div className="wc-block-must-login-prompt">
			{ labels.mustLogIn() }{ ' ' }
			<a href={ loginToCheckoutUrl( window.location.href ) }>{ labels.logIn() }</a>
		</div>
	);
}
