/**
 * The cart fragments client of a classic host page, WooCommerce's
 * cart-fragments script without jQuery: stored fragments shown or fresh ones
 * fetched, refreshed a day later and whenever asked, stored after every
 * classic cart change, and kept in step with the other tabs.
 */
import { storeCartHash, otherTabChangedCart, readStoredCart } from './cart-hash-store';
import { readCartHashCookie } from './cart-hash-cookie';
import {
	CART_FRAGMENTS_EVENT,
	CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS,
	MINI_CART_CONTENT_SELECTOR,
} from './constants';
import { replaceFragments, sanitizeFragments } from './fragments';
import { changeOf, dispatchFragmentsEvent } from './page-events';
import { requestRefreshedFragments } from './request-fragments';
import { planStoredFragments } from './stored-fragments';
import type { CartFragmentsOptions, CartFragmentsParams } from './types';

/**
 * Starts the fragments client on a page (spec 1 §4, §7, §8, §9):
 * - as it starts, the fragments this tab stored are applied (sanitised
 *   again: any script may write session storage) and `wc_fragments_loaded`
 *   is dispatched when they hold the mini cart, their hash is the
 *   `woocommerce_cart_hash` cookie's and they are under 24 h old; otherwise
 *   the shop is asked, unless there is no cart session at all;
 * - asking the shop (`get_refreshed_fragments`) applies the sanitised
 *   fragments, stores them and the hash, restarts the 24 h clock and
 *   dispatches `wc_fragments_refreshed`; a failure or a timeout dispatches
 *   `wc_fragments_ajax_error` and changes nothing;
 * - `wc_fragment_refresh` and `updated_wc_div` ask the shop; the fragments of
 *   `added_to_cart` / `removed_from_cart` are stored; a day after the last
 *   refresh the shop is asked again;
 * - when another tab stores a new cart hash (a `storage` event) or the
 *   browser shows the page from its back-forward cache, the shop is asked.
 *
 * Returns a function that stops all of it.
 *
 * @example
 * const params = readCartFragmentsParams();
 * const stop = params ? startCartFragments( params ) : () => {};
 */
export function startCartFragments(
	params: CartFragmentsParams,
	{ root = document }: CartFragmentsOptions = {}
): () => void {
	const view = root.defaultView ?? window;
	let refreshTimer: ReturnType< typeof setTimeout > | undefined;
	let stopped = false;

	const refreshIn = ( ms: number ) => {
		clearTimeout( refreshTimer );
		refreshTimer = setTimeout( () => void refresh(), ms );
	};

	const refresh = async () => {
		let fragments;
		let cartHash;
		try {
			const answer = await requestRefreshedFragments( params );
			cartHash = answer.cart_hash;
			fragments = await sanitizeFragments( answer.fragments );
		} catch {
			fragments = null;
		}
		if ( stopped ) {
			return;
		}
		if ( ! fragments ) {
			dispatchFragmentsEvent( CART_FRAGMENTS_EVENT.ajaxError, null, root );
			return;
		}
		replaceFragments( fragments, root );
		storeCartHash( params, fragments, cartHash ?? '', { refreshed: true } );
		dispatchFragmentsEvent( CART_FRAGMENTS_EVENT.refreshed, null, root );
	};

	const onRefreshRequested = () => void refresh();
	const onRefreshed = () => refreshIn( CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS );
	const onCartChanged = ( event: Event ) => {
		const change = changeOf( event );
		if ( change ) {
			storeCartHash( params, change.fragments, change.cartHash );
		}
	};
	const onStorage = ( event: StorageEvent ) => {
		if ( event.key === params.cartHashKey && otherTabChangedCart( params ) ) {
			void refresh();
		}
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			root.querySelectorAll( MINI_CART_CONTENT_SELECTOR ).forEach( ( element ) =>
				element.replaceChildren()
			);
			dispatchFragmentsEvent( CART_FRAGMENTS_EVENT.refresh, null, root );
		}
	};

	const bodyListeners: Array< [ string, ( event: Event ) => void ] > = [
		[ CART_FRAGMENTS_EVENT.refresh, onRefreshRequested ],
		[ CART_FRAGMENTS_EVENT.updatedWcDiv, onRefreshRequested ],
		[ CART_FRAGMENTS_EVENT.addedToCart, onCartChanged ],
		[ CART_FRAGMENTS_EVENT.removedFromCart, onCartChanged ],
		[ CART_FRAGMENTS_EVENT.refreshed, onRefreshed ],
	];
	bodyListeners.forEach( ( [ name, listener ] ) => root.body.addEventListener( name, listener ) );
	view.addEventListener( 'storage', onStorage );
	view.addEventListener( 'pageshow', onPageShow );

	void applyStored();

	async function applyStored() {
		const plan = planStoredFragments(
			readStoredCart( params ),
			readCartHashCookie( root ),
			Date.now()
		);
		if ( plan.action === 'refresh' ) {
			return refresh();
		}
		if ( plan.action === 'nothing' ) {
			return undefined;
		}
		refreshIn( plan.refreshInMs );
		const fragments = await sanitizeFragments( plan.fragments );
		if ( stopped ) {
			return undefined;
		}
		if ( ! fragments ) {
			return refresh();
		}
		replaceFragments( fragments, root );
		dispatchFragmentsEvent( CART_FRAGMENTS_EVENT.loaded, null, root );
		return undefined;
	}

	return () => {
		stopped = true;
		clearTimeout( refreshTimer );
		bodyListeners.forEach( ( [ name, listener ] ) =>
			root.body.removeEventListener( name, listener )
		);
		view.removeEventListener( 'storage', onStorage );
		view.removeEventListener( 'pageshow', onPageShow );
	};
}
