/**
 * The entry of the shop page and the product archives: their Spanish
 * strings (`cesta:page-catalogue`), then the storefront blocks without React
 * (see `storefront-setup.ts`). The page loads `vendor-base.js` before it;
 * `vendor-react.js`, beside this file, follows when the Mini-Cart drawer is
 * first wanted.
 */
import 'cesta:page-catalogue';

import { setUpStorefront } from './storefront-setup';
import { loadVendorReact } from './vendor-react-loader';

const vendorReactUrl = new URL( './vendor-react.js', import.meta.url ).href;

setUpStorefront( () =>
	loadVendorReact( vendorReactUrl ).then( () => import( './mini-cart-drawer' ) )
);
