/**
 * The `markup` entry (`@cesta/storefront-chrome/markup`): what a server needs
 * to print the storefront's chrome, with no DOM, no React and no network, so
 * it runs in Node as in the browser.
 */
export { CHROME_ATTRIBUTES } from './constants';
export { renderHeaderMarkup } from './markup/render-header-markup';
export { renderLoginPopupMarkup } from './markup/render-login-popup-markup';
export { renderPopupMarkup, renderPopupOpenerMarkup } from './markup/render-popup-markup';
export { renderScrollToTopMarkup } from './markup/render-scroll-to-top-markup';
export { renderSearchMarkup } from './markup/render-search-markup';
export { renderTooltipMarkup } from './markup/render-tooltip-markup';
export { STOREFRONT_CHROME_STYLES } from './markup/storefront-chrome-styles';

export type { HeaderMarkupOptions, HeaderMenuLink } from './markup/render-header-markup';
export type { LoginPopupMarkupOptions } from './markup/render-login-popup-markup';
export type { PopupMarkupOptions } from './markup/render-popup-markup';
export type { SearchMarkupOptions } from './markup/render-search-markup';
export type { TooltipMarkupOptions } from './markup/render-tooltip-markup';
