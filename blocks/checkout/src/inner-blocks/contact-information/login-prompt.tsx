/** "Already have an account? Log in": the contact step's link for returning customers. */

import { useSelect } from '@wordpress/data';
import { checkoutStore } from '@cesta/data';
import { getMyAccountUrl, getSetting } from '@cesta/settings';

import { stepLabels } from '../../address';

/**
 * The login URL with the checkout to come back to: the account page, else
 * the site's login URL, else `/wp-login.php` (spec 2 §2), with WordPress's
 * `redirect_to` set to the current page, as WooCommerce's link is.
 *
 * @example
 * getLoginToCheckoutUrl( 'https://tienda.example/checkout/' );
 * // 'https://tienda.example/mi-cuenta/?redirect_to=https%3A%2F%2Ftienda.example%2Fcheckout%2F'
 */
export function getLoginToCheckoutUrl( currentUrl: string = window.location.href ): string {
	const loginUrl = getMyAccountUrl();
	const separator = loginUrl.includes( '?' ) ? '&' : '?';
	return `${ loginUrl }${ separator }redirect_to=${ encodeURIComponent( currentUrl ) }`;
}

/**
 * Whether the login link shows: to guests, when the shop asks for it
 * (`checkoutShowLoginReminder`), never to a logged-in customer.
 *
 * @example
 * const showLogin = useShowLoginPrompt();
 */
export function useShowLoginPrompt(): boolean {
	const customerId = useSelect( ( select ) => select( checkoutStore ).getCustomerId(), [] );
	return customerId === 0 && getSetting< boolean >( 'checkoutShowLoginReminder', false ) === true;
}

/**
 * The returning customer's way in, beside the contact step's heading:
 * "Already have an account? Log in", the link back to this checkout once
 * logged in. Render it when {@link useShowLoginPrompt} says so.
 *
 * @example
 * <FormStep title="Contact information" stepHeadingContent={ showLogin ? <LoginPrompt /> : undefined } />
 */
export function LoginPrompt() {
	return (
		<>
			{ stepLabels.alreadyHaveAccount() }{ ' ' }
			<a href={ getLoginToCheckoutUrl() }>{ stepLabels.logIn() }</a>
		</>
	);
}
