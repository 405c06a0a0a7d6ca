/** The page events of cart fragments: WooCommerce's jQuery events as DOM `CustomEvent`s on the body. */

import type { CART_FRAGMENTS_EVENT } from './constants';
import type { CartChangeFragments } from './types';

/**
 * A name of {@link CART_FRAGMENTS_EVENT}.
 *
 * @example
 * const name: CartFragmentsEventName = 'wc_fragments_refreshed';
 */
export type CartFragmentsEventName =
	( typeof CART_FRAGMENTS_EVENT )[ keyof typeof CART_FRAGMENTS_EVENT ];

/**
 * Dispatches a cart-fragments event on `root.body` (bubbling, as jQuery's
 * `trigger` does).
 *
 * @example
 * dispatchFragmentsEvent( CART_FRAGMENTS_EVENT.refresh ); // ask for fresh fragments
 */
export function dispatchFragmentsEvent(
	name: CartFragmentsEventName,
	detail: unknown = null,
	root: Document = document
): void {
	root.body.dispatchEvent( new CustomEvent( name, { bubbles: true, detail } ) );
}

/**
 * The fragments and hash an `added_to_cart` / `removed_from_cart` event
 * carries, or `null` when it carries none (another script's event).
 *
 * @example
 * const change = changeOf( event ); // { fragments, cartHash } | null
 */
export function changeOf( event: Event ): CartChangeFragments | null {
	const detail = ( event as CustomEvent< Partial< CartChangeFragments > | null > ).detail;
	const fragments = detail?.fragments;
	if ( typeof fragments !== 'object' || fragments === null || Array.isArray( fragments ) ) {
		return null;
	}
	return { fragments, cartHash: String( detail?.cartHash ?? '' ) };
}
