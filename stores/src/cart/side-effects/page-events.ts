/** Reloads the cart on the page's cart events and on a return from the back/forward cache. */

import type { DataRegistry } from '@wordpress/data';

import { CART_RELOAD_EVENTS, STORE_KEY } from '../constants';

/**
 * Reloads the cart when another part of the page changed it without
 * sharing the new cart (`wc-blocks_added_to_cart` or
 * `wc-blocks_removed_from_cart` without `preserveCartData`, as WooCommerce
 * does: the Mini-Cart drawer and the product buttons set it) and when the page comes back from the
 * back/forward cache (spec 2 §4). Returns the stop function.
 *
 * @example
 * const stop = watchPageCartEvents( registry );
 */
export function watchPageCartEvents( registry: DataRegistry ): () => void {
	const reload = () => void registry.dispatch( STORE_KEY ).refreshCartData();
	const onCartEvent = ( event: Event ) => {
		const detail = ( event as CustomEvent< { preserveCartData?: boolean } > ).detail;
		if ( detail?.preserveCartData ) {
			return;
		}
		reload();
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			reload();
		}
	};
	CART_RELOAD_EVENTS.forEach( ( name ) => document.body.addEventListener( name, onCartEvent ) );
	window.addEventListener( 'pageshow', onPageShow );
	return () => {
		CART_RELOAD_EVENTS.forEach( ( name ) =>
			document.body.removeEventListener( name, onCartEvent )
		);
		window.removeEventListener( 'pageshow', onPageShow );
	};
}
