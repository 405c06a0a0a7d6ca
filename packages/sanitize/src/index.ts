/** Public surface of @cesta/sanitize. */

export {
	CLAMP_ELLIPSIS,
	DEFAULT_ALLOWED_ATTR,
	DEFAULT_ALLOWED_TAGS,
	NEVER_ALLOWED_ATTR,
	NEVER_ALLOWED_TAGS,
	NEW_WINDOW_REL_TOKENS,
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	PRODUCT_DESCRIPTION_CLAMP_WORDS,
	SAFE_URL_PROTOCOLS,
} from './constants';
export {
	isSanitizerLoaded,
	loadSanitizer,
	needsSanitizer,
	sanitizeHTMLOrText,
	subscribeToSanitizer,
	trimHtmlToCharactersOrText,
	trimHtmlToWordsOrText,
} from './sanitizer-on-demand';
export { htmlToSafeText } from './plain-text';
export { isSimpleMarkup, SIMPLE_MARKUP_TAGS } from './simple-markup';
export { isSafeUrl, isSrcsetSafe } from './safe-url';
export { sanitizeHTML } from './sanitize-html';
export { trimHtmlToCharacters, trimHtmlToWords } from './trim-html';
export type { SanitizeOptions, TrimHtmlOptions } from './types';
