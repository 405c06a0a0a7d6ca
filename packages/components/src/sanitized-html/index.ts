export { SanitizedHtml } from './component';
export { useSanitizerLoaded } from './use-sanitizer-loaded';
export type { SanitizedHtmlProps } from './types';
