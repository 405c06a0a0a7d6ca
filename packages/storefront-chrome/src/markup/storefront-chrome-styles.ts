/** The chrome's stylesheet, for the theme to inline beside its own. */

import { TOOLTIP_FADE_MS } from '../constants';

/**
 * The layout the chrome needs to work as designed: popups over an overlay
 * (the menu as an off-canvas panel at the side, the login centred), the
 * search dropdown under its field, scroll-to-top fixed in a corner, the
 * tooltip's fade over `TOOLTIP_FADE_MS`. Colours meet WCAG AA; motion is
 * dropped for shoppers who ask for less.
 *
 * @example
 * `<style>${ DEMO_STYLES }${ STOREFRONT_CHROME_STYLES }</style>`;
 */
export const STOREFRONT_CHROME_STYLES = `
.cesta-header{display:flex;flex-wrap:wrap;gap:1em;align-items:center;padding:1em 2em;border-bottom:1px solid #ddd}
.cesta-header__title{margin:0 auto 0 0;font-size:1.5em;font-weight:700}
.cesta-header__title a{color:#1e1e1e;text-decoration:none}
.cesta-header__menu-toggle,.cesta-header__account,.cesta-popup__close,.cesta-scroll-to-top,.cesta-search__submit{font:inherit;padding:.5em 1em;border:1px solid #1e1e1e;border-radius:4px;background:#fff;color:#1e1e1e;cursor:pointer}
.cesta-search{position:relative;display:flex;gap:.5em}
.cesta-search__field{font:inherit;padding:.5em;border:1px solid #757575;border-radius:4px;min-width:14em}
.cesta-search__dropdown{position:absolute;top:100%;left:0;right:0;z-index:50;margin-top:.25em;background:#fff;border:1px solid #757575;border-radius:4px;max-height:20em;overflow:auto}
.cesta-search__dropdown[hidden],.cesta-popup[hidden],.cesta-scroll-to-top[hidden],.cesta-tooltip[hidden]{display:none}
.cesta-search__listbox{list-style:none;margin:0;padding:0}
.cesta-search__option{padding:.5em 1em;cursor:pointer}
.cesta-search__option[aria-selected="true"],.cesta-search__option:hover{background:#0b57a4;color:#fff}
.cesta-search__empty{margin:0;padding:.5em 1em;color:#50575e}
.cesta-popup{position:fixed;inset:0;z-index:100}
.cesta-popup__overlay{position:absolute;inset:0;background:rgba(0,0,0,.5)}
.cesta-popup__panel{position:absolute;background:#fff;padding:1.5em;overflow:auto}
.cesta-popup--off-canvas .cesta-popup__panel{top:0;bottom:0;left:0;width:min(20em,85vw)}
.cesta-popup--modal .cesta-popup__panel{top:50%;left:50%;transform:translate(-50%,-50%);width:min(24em,92vw);border-radius:4px}
.cesta-popup__title{margin:0 0 1em;font-size:1.25em}
.cesta-popup__close{position:absolute;top:1em;right:1em}
.cesta-popup nav ul{list-style:none;margin:0;padding:0}
.cesta-popup nav a{display:block;padding:.5em 0}
.cesta-login__field label{display:block}
.cesta-login__field input{font:inherit;width:100%;padding:.5em;border:1px solid #757575;border-radius:4px}
.cesta-scroll-to-top{position:fixed;right:1em;bottom:1em;z-index:40}
.cesta-tooltip-wrap{position:relative;display:inline-block}
.cesta-tooltip{position:absolute;bottom:100%;left:0;z-index:60;margin-bottom:.25em;padding:.25em .5em;border-radius:4px;background:#1e1e1e;color:#fff;font-size:.875em;width:max-content;max-width:16em;opacity:0;transition:opacity ${ TOOLTIP_FADE_MS }ms}
.cesta-tooltip.is-visible{opacity:1}
@media (prefers-reduced-motion:reduce){.cesta-tooltip{transition:none}}
`;
