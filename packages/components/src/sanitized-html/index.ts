/** Public surface of the SanitizedHtml and its sanitiser-loading hook. */

export { SanitizedHtml } from './component';
export { useSanitizerLoaded } from './use-sanitizer-loaded';
export type { SanitizedHtmlProps } from './types';
