/** Deciding, as a page loads, whether the fragments this tab stored may be shown or the shop must be asked. */

import { CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS, MINI_CART_FRAGMENT_SELECTOR } from './constants';
import type { Fragments, StoredCart } from './types';

/**
 * What to do with the stored cart as a page loads:
 * - `use`: show `fragments`, and refresh in `refreshInMs`;
 * - `refresh`: ask the shop now;
 * - `nothing`: no cart session and nothing stored, so the page's own markup
 *   (an empty mini cart) is right.
 *
 * @example
 * const plan: StoredFragmentsPlan = { action: 'use', fragments, refreshInMs: 3600000 };
 */
export type StoredFragmentsPlan =
	| { action: 'use'; fragments: Fragments; refreshInMs: number }
	| { action: 'refresh' }
	| { action: 'nothing' };

/**
 * Plans the page load from the stored cart, the cart-hash cookie and the
 * time (spec 1 §4): stored fragments are used only when they hold the mini
 * cart, their hash is the cookie's and they are less than
 * {@link CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS} old; a stored hash without a
 * creation time, an expired cart or a hash mismatch means asking the shop.
 * Without a cookie and a stored hash there is no cart session to ask about.
 *
 * @example
 * planStoredFragments( readStoredCart( params ), readCartHashCookie(), Date.now() );
 * // { action: 'refresh' } when another cart's fragments are stored
 */
export function planStoredFragments(
	stored: StoredCart,
	cookieHash: string,
	nowMs: number
): StoredFragmentsPlan {
	const { fragments, cartHash, createdAtMs } = stored;
	if ( ! cookieHash && ! cartHash ) {
		return { action: 'nothing' };
	}
	if ( createdAtMs === null ) {
		return { action: 'refresh' };
	}
	const expiresAtMs = createdAtMs + CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS;
	if ( expiresAtMs < nowMs ) {
		return { action: 'refresh' };
	}
	if ( ! fragments?.[ MINI_CART_FRAGMENT_SELECTOR ] || cartHash !== cookieHash ) {
		return { action: 'refresh' };
	}
	return { action: 'use', fragments, refreshInMs: expiresAtMs - nowMs };
}
