/**
 * Defines the globals WordPress pages provide (`window.React`,
 * `window.ReactDOM`, `window.ReactJSXRuntime`, `window.wp.*`) on hosts that
 * are not WordPress, so page bundles and payment plugins built for
 * WooCommerce find one shared copy of each. Whatever the host already
 * defines is left alone. `wp.element` and `wp.data` leave out editor-only
 * pieces no shop page runs (see `vendor-omissions.ts`). It is
 * `vendor-base.js` and `vendor-react.js` in one file, for pages that need
 * both at once (cart, checkout).
 */
import './vendor-base';
import './vendor-react';
