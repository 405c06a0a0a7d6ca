/**
 * Keeping the cart hash and fragments where WooCommerce's cart-fragments
 * script looks for them after an add or a removal. Only the writes: reading
 * them back, refreshing and expiring them belongs to a fragments client.
 */
import { CART_CREATED_STORAGE_KEY } from './constants';
import type { ClassicCartParams, Fragments } from './types';

/**
 * Stores the cart hash under `cartHashKey` in local and session storage and
 * the fragments under `fragmentName` in session storage; when the session
 * had no hash yet, also the cart's creation time (`wc_cart_created`, from
 * which the fragments expire). Does nothing without `cartHashKey`, and never
 * throws (storage may be full or disabled).
 *
 * @example
 * storeCartHash( params, fragments, answer.cart_hash );
 */
export function storeCartHash(
	params: Pick< ClassicCartParams, 'cartHashKey' | 'fragmentName' >,
	fragments: Fragments,
	cartHash: string
): void {
	const { cartHashKey, fragmentName } = params;
	if ( ! cartHashKey ) {
		return;
	}
	try {
		if ( ! window.sessionStorage.getItem( cartHashKey ) ) {
			window.sessionStorage.setItem( CART_CREATED_STORAGE_KEY, String( Date.now() ) );
		}
		if ( fragmentName ) {
			window.sessionStorage.setItem( fragmentName, JSON.stringify( fragments ) );
		}
		window.localStorage.setItem( cartHashKey, cartHash );
		window.sessionStorage.setItem( cartHashKey, cartHash );
	} catch {
		// Private browsing or a full quota: the fragments client fetches instead.
	}
}
