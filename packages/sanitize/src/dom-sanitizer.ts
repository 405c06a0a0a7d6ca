/**
 * What {@link loadSanitizer} loads: the DOMPurify-backed functions, in a
 * module of their own so bundlers put DOMPurify in a chunk of its own.
 */
export { sanitizeHTML } from './sanitize-html';
export { trimHtmlToCharacters, trimHtmlToWords } from './trim-html';
