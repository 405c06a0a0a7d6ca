/** Showing and hiding the notice and the banner the way WooCommerce's jQuery `show()` / `hide()` did, plus the `hidden` attribute. */

/**
 * Hides an element from everyone (display and accessibility tree).
 *
 * @example
 * hideElement( notice );
 */
export function hideElement( element: HTMLElement ): void {
	element.style.display = 'none';
	element.hidden = true;
}

/**
 * Shows an element the server printed hidden (`style="display:none;"`).
 *
 * @example
 * showElement( notice );
 */
export function showElement( element: HTMLElement ): void {
	element.style.removeProperty( 'display' );
	element.hidden = false;
}
