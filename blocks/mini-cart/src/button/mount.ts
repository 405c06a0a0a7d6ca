/** Finds the Mini-Cart blocks of a page (WooCommerce's markup) and enhances each. React-free. */
import { MINI_CART_BLOCK_NAME } from '../constants';
import { enhanceMiniCart } from './enhance';
import type { EnhanceMiniCartOptions, MiniCartController } from './enhance';

const mounted = new WeakMap< Element, MiniCartController >();

/**
 * Enhances every `[data-block-name="woocommerce/mini-cart"]` inside `root`
 * (once each; a second call returns the same controllers), skipping those
 * hidden on the cart and checkout pages and editor previews.
 *
 * @example
 * mountMiniCarts( document, { loadDrawer: () => import( '@cesta/block-mini-cart/drawer' ) } );
 */
export function mountMiniCarts(
	root: ParentNode,
	options: EnhanceMiniCartOptions
): MiniCartController[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( `[data-block-name="${ MINI_CART_BLOCK_NAME }"]` )
	)
		.filter(
			( wrapper ) =>
				wrapper.getAttribute( 'aria-hidden' ) !== 'true' &&
				wrapper.dataset.isPreview !== 'true'
		)
		.map( ( wrapper ) => {
			const existing = mounted.get( wrapper );
			if ( existing ) {
				return existing;
			}
			const controller = enhanceMiniCart( wrapper, options );
			mounted.set( wrapper, controller );
			return controller;
		} );
}
