/**
 * What every storefront page runs once its markup is parsed, without React
 * (DESIGN §8: the shop page's budget): the Mini-Cart button (its drawer,
 * React and the stores load when the shopper reaches for it), and, only on
 * pages that print them (their code loads then), the Product Collection's
 * buttons and the classic wc-ajax buttons. A page whose only block is the
 * Mini-Cart pays for the Mini-Cart alone.
 */
import { mountMiniCarts } from '@cesta/block-mini-cart';
import { ADD_TO_CART_BUTTON_ATTRIBUTE } from '@cesta/block-product-collection/markup';
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
		mountMiniCarts( document, { loadDrawer } );
		if ( document.querySelector( `[${ ADD_TO_CART_BUTTON_ATTRIBUTE }]` ) ) {
			void import( '@cesta/block-product-collection' ).then(
				( { enhanceAddToCartButtons } ) => enhanceAddToCartButtons( document )
			);
		}
		if ( document.querySelector( CLASSIC_CART_SELECTOR ) ) {
			void import( '@cesta/classic-cart' ).then( ( { enhanceClassicCart } ) =>
				enhanceClassicCart()
			);
		}
	} );
}
