/**
 * Side-effect entry (`@cesta/blocks-checkout/globals`): exposes Cesta's APIs
 * at WooCommerce's global names — `window.wc.wcBlocksRegistry`,
 * `window.wc.blocksCheckout`, `window.wc.wcBlocksData`, `window.wc.wcSettings`,
 * `window.wc.priceFormat`, `window.wc.blocksComponents`,
 * `window.wc.blocksCheckoutEvents` — and
 * `window.wp.plugins`, adding only what
 * is absent, so plugin scripts built for WooCommerce run unchanged. Load it
 * before payment plugins' scripts. (`window.wc.addressAutocomplete` is the
 * checkout page's own entry, `@cesta/blocks-checkout/address-autocomplete`.)
 */
import { installGlobals } from './globals/install-globals';

export { installGlobals, WC_GLOBALS } from './globals/install-globals';
export type { WcApis, WcGlobals, WpGlobals } from './globals/types';

installGlobals();
