/** Fires WooCommerce's DOM events on the page body. */

/**
 * Fires a WooCommerce-compatible DOM event on `document.body` (themes and
 * plugins listen there for `wc-blocks_added_to_cart` and friends).
 *
 * @example
 * dispatchBodyEvent( 'wc-blocks_added_to_cart', { bubbles: true, cancelable: true, detail: { preserveCartData: true } } );
 */
export function dispatchBodyEvent(
	name: string,
	{ bubbles = false, cancelable = false, detail = {} }: CustomEventInit = {}
): void {
	if ( typeof document === 'undefined' || ! document.body ) {
		return;
	}
	document.body.dispatchEvent( new CustomEvent( name, { bubbles, cancelable, detail } ) );
}
