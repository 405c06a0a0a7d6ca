/** The dialog shell every chrome popup shares: overlay, labelled panel, close button. */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { CHROME_ATTRIBUTES } from '../constants';
import { chromeTexts } from '../messages';

/**
 * What a popup is made of.
 *
 * @example
 * const popup: PopupMarkupOptions = { id: 'cesta-menu', title: 'Menú', content: '<nav>…</nav>', placement: 'off-canvas' };
 */
export interface PopupMarkupOptions {
	/** The popup's id; its opener names it in `aria-controls`. */
	id: string;
	/** The dialog's visible title (its accessible name). */
	title: string;
	/** Markup inside the panel, already escaped. */
	content: string;
	/** Off-canvas panel at the side, or a centred modal. @default 'modal' */
	placement?: 'off-canvas' | 'modal';
}

/**
 * A popup, printed hidden: an overlay (a click on it closes the popup) and
 * a `role="dialog"` `aria-modal` panel titled by its heading, with a close
 * button. `enhanceStorefrontChrome` opens it from its opener.
 *
 * @example
 * renderPopupMarkup( { id: 'cesta-login', title: 'Acceder', content: form } );
 * // '<div class="cesta-popup cesta-popup--modal" id="cesta-login" data-cesta-popup hidden>…</div>'
 */
export function renderPopupMarkup( {
	id,
	title,
	content,
	placement = 'modal',
}: PopupMarkupOptions ): string {
	const safeId = escapeHtml( id );
	return (
		`<div class="cesta-popup cesta-popup--${ placement }" id="${ safeId }" ${ CHROME_ATTRIBUTES.popup } hidden>` +
		`<div class="cesta-popup__overlay" ${ CHROME_ATTRIBUTES.popupOverlay }></div>` +
		`<div class="cesta-popup__panel" role="dialog" aria-modal="true" aria-labelledby="${ safeId }-title" tabindex="-1">` +
		`<h2 class="cesta-popup__title" id="${ safeId }-title">${ escapeHtml( title ) }</h2>` +
		`<button type="button" class="cesta-popup__close" ${ CHROME_ATTRIBUTES.popupClose }>${ escapeHtml(
			chromeTexts.close()
		) }</button>` +
		`${ content }</div></div>`
	);
}

/**
 * The button that opens a popup: `aria-haspopup="dialog"`, `aria-expanded`
 * kept by the enhancer, `aria-controls` naming the popup.
 *
 * @example
 * renderPopupOpenerMarkup( 'cesta-menu', 'Menú', 'cesta-header__menu-toggle' );
 */
export function renderPopupOpenerMarkup(
	popupId: string,
	label: string,
	className: string
): string {
	const safeId = escapeHtml( popupId );
	return (
		`<button type="button" class="${ escapeHtml( className ) }" aria-haspopup="dialog" aria-expanded="false"` +
		` aria-controls="${ safeId }" ${ CHROME_ATTRIBUTES.popupOpener }="${ safeId }">${ escapeHtml(
			label
		) }</button>`
	);
}
