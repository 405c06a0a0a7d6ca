export { SanitizedHtml } from './component';
export type { SanitizedHtmlProps } from './types';
