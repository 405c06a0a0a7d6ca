/**
 * Public surface of @cesta/storefront-chrome: the React-free enhancer for
 * the browser. The server's markup writers are in the `./markup` entry.
 */
export {
	CHROME_ATTRIBUTES,
	LAZY_IMAGE_MARGIN_PX,
	LAZY_IMAGE_MIN_SIZE_PX,
	LAZY_IMAGE_THROTTLE_MS,
	RESULT_COUNT_REFRESH_MS,
	SCROLL_TO_TOP_OFFSET_PX,
	SCROLL_TO_TOP_THROTTLE_MS,
	SEARCH_INPUT_DEBOUNCE_MS,
	SEARCH_SUGGESTION_LIMIT,
	TOOLTIP_DELAY_MS,
	TOOLTIP_FADE_MS,
	TOOLTIP_VISIBLE_CLASS,
} from './constants';
export { enhanceStorefrontChrome } from './enhance/enhance-storefront-chrome';
export { enhanceLazyImages } from './enhance/lazy-images';
export { loadSuggestions } from './enhance/load-suggestions';
export { enhancePopups } from './enhance/popups';
export { enhanceScrollToTop } from './enhance/scroll-to-top';
export { enhanceSearchDropdowns } from './enhance/search-dropdown';
export { enhanceTooltips } from './enhance/tooltips';
export { chromeTexts } from './messages';

export type { StorefrontChromeOptions } from './enhance/enhance-storefront-chrome';
export type { SearchSuggestion } from './enhance/load-suggestions';
export type { SearchDropdownOptions } from './enhance/search-dropdown';
