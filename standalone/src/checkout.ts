/**
 * The checkout page's entry: its Spanish strings (only those of the modules
 * this page loads, see `scripts/rollup/page-catalogue.mjs`) and
 * `core/notices` first, then the `window.wc.*` globals with
 * `window.wc.addressAutocomplete` (the checkout page's only, where address
 * providers register) and the offline payment methods (cod, bacs, cheque,
 * registered as a plugin would), then the Checkout block, mounted on the
 * server markup once the document is parsed, and the order attribution
 * sent with the order (`checkout-order-attribution.ts`).
 */
import 'cesta:page-catalogue';
import './page-setup';
import '@cesta/blocks-checkout/globals';
import '@cesta/blocks-checkout/address-autocomplete';
import '@cesta/blocks-checkout/sample-methods';
import { registerCheckoutBlock } from '@cesta/block-checkout';
import './checkout-order-attribution';
import { mountBlocks } from '@cesta/blocks-shared';

import { whenDomReady } from './dom-ready';

registerCheckoutBlock();
whenDomReady( () => {
	mountBlocks();
} );
