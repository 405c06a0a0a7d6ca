/** The add-to-cart button's states (spec 1 §4: idle, loading, added) and its 'View cart' link. */

import { __ } from '@wordpress/i18n';

import { BUTTON_CLASS, VIEW_CART_LINK_CLASS } from './constants';
import type { ClassicCartParams } from './types';

/**
 * Puts a button in its loading state (and out of a previous `added`).
 *
 * @example
 * showLoading( button );
 */
export function showLoading( button: HTMLElement ): void {
	button.classList.remove( BUTTON_CLASS.added );
	button.classList.add( BUTTON_CLASS.loading );
	button.setAttribute( 'aria-busy', 'true' );
}

/**
 * Takes a button out of its loading state: into `added` when the cart took
 * the product, back to idle when it did not.
 *
 * @example
 * showResult( button, true );
 */
export function showResult( button: HTMLElement, added: boolean ): void {
	button.classList.remove( BUTTON_CLASS.loading );
	button.removeAttribute( 'aria-busy' );
	button.classList.toggle( BUTTON_CLASS.added, added );
}

/**
 * Places a 'View cart' link to the cart page right after the button, unless
 * this is the cart page or the button's parent already has one (a second
 * add must not add a second link).
 *
 * @example
 * addViewCartLink( button, params );
 */
export function addViewCartLink(
	button: HTMLElement,
	params: Pick< ClassicCartParams, 'cartUrl' | 'isCart' | 'viewCartText' >
): void {
	const existing = button.parentElement?.querySelector( '.added_to_cart' );
	if ( params.isCart || existing || ! params.cartUrl ) {
		return;
	}
	const text = params.viewCartText ?? __( 'View cart', 'cesta' );
	const link = document.createElement( 'a' );
	link.href = params.cartUrl;
	link.className = VIEW_CART_LINK_CLASS;
	link.title = text;
	link.textContent = text;
	button.after( link );
}
