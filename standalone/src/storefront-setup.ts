/**
 * What every storefront page runs once its markup is parsed, without React
 * (DESIGN §8: the shop page's budget): the product buttons, the Mini-Cart
 * button (its drawer, React and the stores load when the shopper reaches
 * for it), and the classic wc-ajax buttons where a classic template printed
 * some (their code loads only then).
 */
import { enhanceAddToCartButtons } from '@cesta/block-product-collection';
import { mountMiniCarts } from '@cesta/block-mini-cart';
import type { MiniCartDrawerModule } from '@cesta/block-mini-cart';

import { whenDomReady } from './dom-ready';

/** WooCommerce's classic add buttons (not the blocks' own, `wc-interactive`) and mini-cart remove links. */
const CLASSIC_CART_SELECTOR = '.ajax_add_to_cart:not(.wc-interactive), .remove_from_cart_button';

/**
 * Enhances the storefront blocks of the page once the document is parsed;
 * `loadDrawer` brings the Mini-Cart drawer module (and React first, where
 * the page does not have it yet).
 *
 * @example
 * setUpStorefront( () => loadVendorReact( url ).then( () => import( './mini-cart-drawer' ) ) );
 */
export function setUpStorefront( loadDrawer: () => Promise< MiniCartDrawerModule > ): void {
	whenDomReady( () => {
		enhanceAddToCartButtons( document );
		mountMiniCarts( document, { loadDrawer } );
		if ( document.querySelector( CLASSIC_CART_SELECTOR ) ) {
			void import( '@cesta/classic-cart' ).then( ( { enhanceClassicCart } ) =>
				enhanceClassicCart()
			);
		}
	} );
}
