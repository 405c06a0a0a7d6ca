/**
 * The drawer's cart and the page's cart news, kept in step: the known cart
 * goes into `wc/store/cart` before anything asks the server, news from other
 * blocks and tabs goes in as it comes, and every change the drawer makes is
 * published for the button and the other blocks.
 */
import { useRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { useLayoutEffect, useState } from '@wordpress/element';

import { publishCart, subscribeToCart } from '@cesta/cart-events';
import { cartStore } from '@cesta/data';
import type { Cart, CartResponse } from '@cesta/types';

import { cartResponseFromStore } from './cart-response';

/**
 * Starts the two-way sync on `registry` and returns its stop function:
 * - `initialCart` (when given) is received first, so the store never loads
 *   the cart (no `GET /cart`); without it the store loads it once;
 * - news with a cart is received; news without one (a script that does not
 *   share the cart changed it) reloads the cart once (one reload at a time);
 * - each cart the store takes that did not come from the news is published:
 *   `removed` when it has fewer lines than before, else `updated`.
 *
 * @example
 * const stop = syncCartWithPage( registry, getKnownCart() );
 */
export function syncCartWithPage(
	registry: DataRegistry,
	initialCart: CartResponse | null
): () => void {
	const select = () => registry.select( cartStore );
	const fromNews = new WeakSet< Cart >();
	const published = new WeakSet< CartResponse >();
	let reloading = false;

	const receive = ( cart: CartResponse ) => {
		registry.dispatch( cartStore ).receiveCart( cart );
		fromNews.add( select().getCartData() );
	};
	if ( initialCart ) {
		receive( initialCart );
	}
	let lastSeen = select().getCartData();

	const stopNews = subscribeToCart( ( news ) => {
		if ( news.cart ) {
			// Our own announcement coming back: the store has it already.
			if ( ! published.has( news.cart ) ) {
				receive( news.cart );
			}
			return;
		}
		if ( reloading ) {
			return;
		}
		reloading = true;
		void registry
			.dispatch( cartStore )
			.refreshCartData()
			.finally( () => {
				reloading = false;
			} );
	} );
	const stopStore = registry.subscribe( () => {
		const current = select().getCartData();
		if ( current === lastSeen ) {
			return;
		}
		const previous = lastSeen;
		lastSeen = current;
		if ( fromNews.has( current ) ) {
			return;
		}
		const response = cartResponseFromStore( current );
		published.add( response );
		publishCart(
			response,
			current.items.length < previous.items.length ? 'removed' : 'updated'
		);
	}, cartStore );
	return () => {
		stopNews();
		stopStore();
	};
}

/**
 * {@link syncCartWithPage} for the registry of the component, from before
 * its children first render until it unmounts. Returns `false` until the
 * sync has started (render the cart only then).
 *
 * @example
 * const ready = useCartSync( initialCart );
 * return ready ? <MiniCartContents /> : null;
 */
export function useCartSync( initialCart: CartResponse | null ): boolean {
	const registry = useRegistry();
	const [ ready, setReady ] = useState( false );
	useLayoutEffect( () => {
		const stop = syncCartWithPage( registry, initialCart );
		setReady( true );
		return stop;
		// The initial cart counts once: later carts arrive as news.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ registry ] );
	return ready;
}
