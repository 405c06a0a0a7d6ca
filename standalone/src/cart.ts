/**
 * The cart page's entry: its Spanish strings (only those of the modules this
 * page loads, see `scripts/rollup/page-catalogue.mjs`) and `core/notices`
 * first, then the
 * `window.wc.*` globals and the offline payment methods (cod, bacs, cheque,
 * registered as a plugin would), then the Cart block, mounted on the server
 * markup once the document is parsed.
 */
import 'cesta:page-catalogue';
import './page-setup';
import '@cesta/blocks-checkout/globals';
import '@cesta/blocks-checkout/sample-methods';
import { registerCartBlock } from '@cesta/block-cart';
import { mountBlocks } from '@cesta/blocks-shared';

import { whenDomReady } from './dom-ready';

registerCartBlock();
whenDomReady( () => {
	mountBlocks();
} );
