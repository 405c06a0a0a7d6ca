/** A classic mini-cart remove click: the item's key posted to `?wc-ajax=remove_from_cart`; on failure the link is followed. */

import { replaceFragments, sanitizeFragments, storeCartHash } from '@cesta/cart-fragments';

import { blockElement, unblockElement } from './block-overlay';
import { MINI_CART_ITEM_SELECTOR, WC_AJAX_ENDPOINT } from './constants';
import { announceCartChange } from './page-events';
import { endpointUrl } from './params';
import { postForm } from './post-form';
import type { ClassicCartContext } from './types';
import { asCartResponse, hasFragments } from './wc-ajax-response';

// The row is blocked as WooCommerce blocks it, with the waiting message
// (spec 1 §8); `updating` stays for themes that style it.
const markBusy = ( row: HTMLElement | null, busy: boolean ) => {
	if ( ! row ) {
		return;
	}
	row.classList.toggle( 'updating', busy );
	if ( busy ) {
		blockElement( row );
	} else {
		unblockElement( row );
	}
};

/**
 * Removes the link's cart item (`data-cart_item_key`, spec 1 §7): its
 * mini-cart row is marked busy and the request joins the queue. With
 * fragments in the answer they replace their elements (sanitised), the cart
 * hash is stored, and `removed_from_cart`, `wc_fragments_loaded` and
 * `wc-blocks_removed_from_cart` are dispatched. On any failure — network,
 * an answer that is not JSON, no fragments — the browser follows the
 * link's `href` (the server's `?remove_item=` removes it and shows the page).
 *
 * @example
 * await removeFromCart( link, context );
 */
export function removeFromCart( link: HTMLElement, context: ClassicCartContext ): Promise< void > {
	const { params, navigate, queue, liveRegion } = context;
	liveRegion.clear();
	const row = link.closest< HTMLElement >( MINI_CART_ITEM_SELECTOR );
	markBusy( row, true );
	const fields = { cart_item_key: link.dataset.cart_item_key ?? '' };
	return queue.enqueue( async () => {
		let answer: unknown;
		try {
			answer = await postForm(
				endpointUrl( params, WC_AJAX_ENDPOINT.removeFromCart ),
				fields
			);
		} catch {
			answer = null;
		}
		const response = asCartResponse( answer );
		const fragments = hasFragments( response )
			? await sanitizeFragments( response.fragments )
			: null;
		if ( ! fragments ) {
			const href = link.getAttribute( 'href' );
			if ( href ) {
				navigate( href );
			} else {
				markBusy( row, false );
			}
			return;
		}
		const cartHash = String( response?.cart_hash ?? '' );
		replaceFragments( fragments );
		markBusy( row, false );
		storeCartHash( params, fragments, cartHash );
		announceCartChange( 'removed', { fragments, cartHash, button: link } );
		liveRegion.announceFor( link );
	} );
}
