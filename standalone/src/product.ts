/**
 * The product page's entry (after `vendor.js`: the Add to Cart form is
 * React): its Spanish strings and `core/notices`, the Add to Cart form block
 * mounted on the server markup, and the storefront blocks of the header
 * (the Mini-Cart; its drawer's code still loads on demand).
 */
import 'cesta:page-catalogue';
import './page-setup';
import '@cesta/block-add-to-cart-form/register';
import { mountBlocks } from '@cesta/blocks-shared';

import { whenDomReady } from './dom-ready';
import { setUpStorefront } from './storefront-setup';

whenDomReady( () => {
	mountBlocks();
} );
setUpStorefront( () => import( './mini-cart-drawer' ) );
