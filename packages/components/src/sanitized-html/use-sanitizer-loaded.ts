import { useEffect, useSyncExternalStore } from '@wordpress/element';

import { isSanitizerLoaded, loadSanitizer, subscribeToSanitizer } from '@cesta/sanitize';

/**
 * Whether DOMPurify has loaded; asks for it after the first render, so it
 * never delays the first paint, and re-renders the caller once it is there.
 * Until then `@cesta/sanitize`'s `…OrText` functions give safe plain text, so
 * callers pass this value to `useMemo` to recompute when it flips.
 *
 * @example
 * const sanitizerLoaded = useSanitizerLoaded();
 * const safe = useMemo( () => sanitizeHTMLOrText( html ), [ html, sanitizerLoaded ] );
 */
export function useSanitizerLoaded(): boolean {
	const loaded = useSyncExternalStore(
		subscribeToSanitizer,
		isSanitizerLoaded,
		isSanitizerLoaded
	);
	useEffect( () => {
		if ( ! loaded ) {
			// A failed load (offline, blocked chunk) leaves the safe plain text
			// on screen; the next mounted component asks again.
			loadSanitizer().catch( () => undefined );
		}
	}, [ loaded ] );
	return loaded;
}
