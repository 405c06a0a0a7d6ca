/** Reloads the cart on the page's cart events and on a return from the back/forward cache. */

import type { DataRegistry } from '@wordpress/data';

import { ADDED_TO_CART_EVENT, CART_RELOAD_EVENTS, STORE_KEY } from '../constants';

/**
 * Reloads the cart when another part of the page changed it
 * (`wc-blocks_added_to_cart` without `preserveCartData`,
 * `wc-blocks_removed_from_cart`) and when the page comes back from the
 * back/forward cache (spec 2 §4). Returns the stop function.
 *
 * @example
 * const stop = watchPageCartEvents( registry );
 */
export function watchPageCartEvents( registry: DataRegistry ): () => void {
	const reload = () => void registry.dispatch( STORE_KEY ).refreshCartData();
	const onCartEvent = ( event: Event ) => {
		const detail = ( event as CustomEvent< { preserveCartData?: boolean } > ).detail;
		if ( event.type === ADDED_TO_CART_EVENT && detail?.preserveCartData ) {
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
