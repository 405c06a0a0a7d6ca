/**
 * The cart page's entry: translations and `core/notices` first, then the
 * `window.wc.*` globals and the offline payment methods (cod, bacs, cheque,
 * registered as a plugin would), then the Cart block, mounted on the server
 * markup once the document is parsed.
 */
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
