/** Asks for DOMPurify after the first render when HTML needs it, and re-renders once it has loaded. */

import { useEffect, useSyncExternalStore } from '@wordpress/element';

import { isSanitizerLoaded, loadSanitizer, subscribeToSanitizer } from '@cesta/sanitize';

/**
 * Whether DOMPurify has loaded. When `needed` (the caller's HTML is not
 * simple markup, see `needsSanitizer`), asks for it after the first render,
 * so it never delays the first paint, and re-renders the caller once it is
 * there; until then `@cesta/sanitize`'s `…OrText` functions give safe plain
 * text for such HTML. Pages whose HTML is all simple never load it.
 *
 * @example
 * useSanitizerLoaded( needsSanitizer( html ) );
 * const safe = sanitizeHTMLOrText( html );
 */
export function useSanitizerLoaded( needed: boolean ): boolean {
	const loaded = useSyncExternalStore(
		subscribeToSanitizer,
		isSanitizerLoaded,
		isSanitizerLoaded
	);
	useEffect( () => {
		if ( needed && ! loaded ) {
			// A failed load (offline, blocked chunk) leaves the safe plain text
			// on screen; the next mounted component asks again.
			loadSanitizer().catch( () => undefined );
		}
	}, [ needed, loaded ] );
	return loaded;
}
