/** The account login popup: WordPress's login form in a dialog. */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { chromeTexts } from '../messages';
import { renderPopupMarkup } from './render-popup-markup';

/**
 * Where the login form posts and where it leads.
 *
 * @example
 * const login: LoginPopupMarkupOptions = { loginUrl: '/wp-login.php', redirectTo: '/mi-cuenta/' };
 */
export interface LoginPopupMarkupOptions {
	/** The form's action: the settings' `wpLoginUrl` (WordPress's `wp-login.php`). */
	loginUrl: string;
	/** Where WordPress sends the shopper once logged in (`redirect_to`), e.g. the my-account page. */
	redirectTo?: string;
	/** The lost-password page; no link without it. */
	lostPasswordUrl?: string;
	/** The popup's id. @default 'cesta-login' */
	id?: string;
}

/** The login popup's id unless told otherwise. */
const LOGIN_POPUP_ID = 'cesta-login';

/**
 * The login popup: a `POST` form to `loginUrl` with WordPress's own field
 * names (`log`, `pwd`, `rememberme`, `redirect_to`), every field labelled.
 * It carries no secret: WordPress's login form needs no nonce.
 *
 * @example
 * renderLoginPopupMarkup( { loginUrl: settings.wpLoginUrl, redirectTo: myAccountUrl } );
 */
export function renderLoginPopupMarkup( {
	loginUrl,
	redirectTo,
	lostPasswordUrl,
	id = LOGIN_POPUP_ID,
}: LoginPopupMarkupOptions ): string {
	const field = ( name: string, type: string, label: string, autocomplete: string ) =>
		`<p class="cesta-login__field"><label for="${ escapeHtml( id ) }-${ name }">${ escapeHtml(
			label
		) }</label><input type="${ type }" id="${ escapeHtml( id ) }-${ name }" name="${ name }"` +
		` autocomplete="${ autocomplete }" required></p>`;
	const redirect = redirectTo
		? `<input type="hidden" name="redirect_to" value="${ escapeHtml( redirectTo ) }">`
		: '';
	const lost = lostPasswordUrl
		? `<p class="cesta-login__lost"><a href="${ escapeHtml( lostPasswordUrl ) }">${ escapeHtml(
				chromeTexts.lostPassword()
			) }</a></p>`
		: '';
	const form =
		`<form class="cesta-login" method="post" action="${ escapeHtml( loginUrl ) }">` +
		field( 'log', 'text', chromeTexts.username(), 'username' ) +
		field( 'pwd', 'password', chromeTexts.password(), 'current-password' ) +
		`<p class="cesta-login__remember"><label><input type="checkbox" name="rememberme" value="forever"> ${ escapeHtml(
			chromeTexts.rememberMe()
		) }</label></p>` +
		`${ redirect }<button type="submit" name="wp-submit">${ escapeHtml(
			chromeTexts.logIn()
		) }</button></form>${ lost }`;
	return renderPopupMarkup( { id, title: chromeTexts.logIn(), content: form } );
}
