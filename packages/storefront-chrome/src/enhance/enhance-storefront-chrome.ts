/** One call that brings the whole storefront chrome to life. */

import { enhanceLazyImages } from './lazy-images';
import { enhancePopups } from './popups';
import { enhanceScrollToTop } from './scroll-to-top';
import { enhanceSearchDropdowns } from './search-dropdown';
import type { SearchDropdownOptions } from './search-dropdown';
import { enhanceTooltips } from './tooltips';

/**
 * Options of {@link enhanceStorefrontChrome}.
 *
 * @example
 * const options: StorefrontChromeOptions = { navigate: ( url ) => window.location.assign( url ) };
 */
export type StorefrontChromeOptions = SearchDropdownOptions;

/**
 * Brings the chrome the server printed under `root` to life: popups (mobile
 * menu, login), the search dropdown, scroll-to-top, tooltips and lazy
 * images. Returns a function that stops all of it.
 *
 * @example
 * // The storefront page's entry, at first paint:
 * enhanceStorefrontChrome( document );
 */
export function enhanceStorefrontChrome(
	root: Document | Element = document,
	options: StorefrontChromeOptions = {}
): () => void {
	const stops = [
		enhancePopups( root ),
		enhanceSearchDropdowns( root, options ),
		enhanceScrollToTop( root ),
		enhanceTooltips( root ),
		enhanceLazyImages( root ),
	];
	return () => stops.forEach( ( stop ) => stop() );
}
