/**
 * Keeping the cart hash and fragments where WooCommerce's cart-fragments
 * script looks for them (session and local storage), and reading them back.
 */
import { CART_CREATED_STORAGE_KEY } from './constants';
import type { FragmentStorageKeys, Fragments, StoredCart } from './types';

/**
 * Stores the cart hash under `cartHashKey` in local and session storage and
 * the fragments under `fragmentName` in session storage; when the session
 * had no hash yet, also the cart's creation time (`wc_cart_created`, from
 * which the fragments expire). With `refreshed` (fragments just came from
 * `get_refreshed_fragments`) a non-empty hash restarts that time, as
 * WooCommerce does. Does nothing without `cartHashKey`, and never throws
 * (storage may be full or disabled).
 *
 * @example
 * storeCartHash( params, fragments, answer.cart_hash );
 * storeCartHash( params, refreshed.fragments, refreshed.cart_hash, { refreshed: true } );
 */
export function storeCartHash(
	params: FragmentStorageKeys,
	fragments: Fragments,
	cartHash: string,
	{ refreshed = false }: { refreshed?: boolean } = {}
): void {
	const { cartHashKey, fragmentName } = params;
	if ( ! cartHashKey ) {
		return;
	}
	try {
		if ( ( refreshed && cartHash ) || ! window.sessionStorage.getItem( cartHashKey ) ) {
			window.sessionStorage.setItem( CART_CREATED_STORAGE_KEY, String( Date.now() ) );
		}
		if ( fragmentName ) {
			window.sessionStorage.setItem( fragmentName, JSON.stringify( fragments ) );
		}
		window.localStorage.setItem( cartHashKey, cartHash );
		window.sessionStorage.setItem( cartHashKey, cartHash );
	} catch {
		// Private browsing or a full quota: the next page asks the server instead.
	}
}

/**
 * What this tab's session storage holds of the cart: the fragments (`null`
 * when missing or unreadable), the hash (`''` when none) and the creation
 * time in epoch milliseconds (`null` when none). Never throws.
 *
 * @example
 * const { fragments, cartHash, createdAtMs } = readStoredCart( params );
 */
export function readStoredCart( params: FragmentStorageKeys ): StoredCart {
	const empty: StoredCart = { fragments: null, cartHash: '', createdAtMs: null };
	const { cartHashKey, fragmentName } = params;
	try {
		const created = Number( window.sessionStorage.getItem( CART_CREATED_STORAGE_KEY ) || NaN );
		const parsed: unknown = fragmentName
			? JSON.parse( window.sessionStorage.getItem( fragmentName ) ?? 'null' )
			: null;
		return {
			fragments:
				typeof parsed === 'object' && parsed !== null && ! Array.isArray( parsed )
					? ( parsed as Fragments )
					: null,
			cartHash: ( cartHashKey && window.sessionStorage.getItem( cartHashKey ) ) || '',
			createdAtMs: Number.isFinite( created ) ? created : null,
		};
	} catch {
		// Disabled storage or JSON another script broke: as if nothing were stored.
		return empty;
	}
}

/**
 * Whether the cart hash every tab shares (local storage) differs from this
 * tab's (session storage): another tab changed the cart. Never throws.
 *
 * @example
 * if ( otherTabChangedCart( params ) ) void refresh();
 */
export function otherTabChangedCart( params: FragmentStorageKeys ): boolean {
	const { cartHashKey } = params;
	if ( ! cartHashKey ) {
		return false;
	}
	try {
		return (
			window.localStorage.getItem( cartHashKey ) !==
			window.sessionStorage.getItem( cartHashKey )
		);
	} catch {
		return false;
	}
}
