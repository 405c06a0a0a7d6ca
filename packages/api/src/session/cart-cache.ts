/**
 * The cart cached in localStorage (`storeApiCartData`), trusted only while the
 * server's cookies say it is still the shopper's cart: the items-in-cart
 * cookie exists and the cart-hash cookie equals the last `Cart-Hash` header
 * (`storeApiCartHash`). Same keys as WooCommerce, so either can warm the other.
 * The cookies outlive the server's session (the browser keeps them until it
 * closes), so a cart whose last write here is older than the session's
 * lifetime is not trusted either.
 */
import type { CartResponse } from '@cesta/types';

import {
	CART_DATA_STORAGE_KEY,
	CART_HASH_COOKIE,
	CART_HASH_STORAGE_KEY,
	CART_SESSION_LIFETIME_MS,
	CART_WRITTEN_AT_STORAGE_KEY,
	ITEMS_IN_CART_COOKIE,
} from '../constants';
import { isRecord } from '../is-record';
import { readCookie } from './cookies';
import { readStoredJson, readStoredString, removeStored, writeStoredString } from './storage';

const isListOfRecords = ( value: unknown ): boolean =>
	Array.isArray( value ) && value.every( isRecord );

/** Lists a cart may leave out, but whose entries, when there, are objects. */
const OPTIONAL_LISTS = [ 'errors', 'fees', 'shipping_rates', 'cross_sells' ] as const;

/**
 * Whether a value has the shape of a Store API cart: the lists and objects
 * every cart response carries (its lines, coupons, totals and addresses),
 * and objects in the lists it may leave out. An answer without it cannot be
 * read as a cart: shown, it would look empty or break the block.
 *
 * @example
 * isCartResponse( await response.json() ); // true for GET /cart
 */
export function isCartResponse( value: unknown ): value is CartResponse {
	if ( ! isRecord( value ) ) {
		return false;
	}
	const cart = value as Record< string, unknown >;
	return (
		isListOfRecords( cart.items ) &&
		isListOfRecords( cart.coupons ) &&
		isRecord( cart.totals ) &&
		isRecord( cart.shipping_address ) &&
		isRecord( cart.billing_address ) &&
		typeof cart.items_count === 'number' &&
		OPTIONAL_LISTS.every(
			( key ) => cart[ key ] === undefined || isListOfRecords( cart[ key ] )
		)
	);
}

/**
 * The last `Cart-Hash` a response carried, or `null`.
 *
 * @example
 * getStoredCartHash(); // '6c9220ec22db8e45c5ce6f24b0d0c587'
 */
export function getStoredCartHash(): string | null {
	return readStoredString( CART_HASH_STORAGE_KEY );
}

/**
 * Keeps a `Cart-Hash` header value. Empty values are ignored: the server
 * sends `Cart-Hash: ""` when it did not load the session (e.g. on a rejected
 * nonce), and that must not wipe the hash of the real cart.
 *
 * @example
 * storeCartHash( headers.get( 'Cart-Hash' ) );
 */
export function storeCartHash( hash: unknown ): void {
	if ( typeof hash === 'string' && hash !== '' ) {
		writeStoredString( CART_HASH_STORAGE_KEY, hash );
	}
}

/**
 * Whether the shopper has a cart session: the server sets the cart-hash
 * cookie once a cart exists (spec 2 §6).
 *
 * @example
 * if ( ! hasCartSession() ) { showEmptyCart(); }
 */
export function hasCartSession(): boolean {
	const hash = readCookie( CART_HASH_COOKIE );
	return hash !== null && hash !== '';
}

/**
 * Notes that the server has just answered a cart write: its session lives
 * `CART_SESSION_LIFETIME_MS` from now.
 *
 * @example
 * recordCartWrite();
 */
export function recordCartWrite(): void {
	writeStoredString( CART_WRITTEN_AT_STORAGE_KEY, String( Date.now() ) );
}

// A cart last written here longer ago than the session lives may be gone on
// the server. Without a recorded write (a cart WooCommerce's own scripts
// cached) the cookies alone decide, as they do there.
const mayHaveOutlivedSession = (): boolean => {
	const writtenAt = Number( readStoredString( CART_WRITTEN_AT_STORAGE_KEY ) ?? Number.NaN );
	return Number.isFinite( writtenAt ) && Date.now() - writtenAt >= CART_SESSION_LIFETIME_MS;
};

/**
 * Whether the cached cart may be used: the items-in-cart cookie exists, the
 * cart-hash cookie equals the stored `Cart-Hash`, and the last cart write
 * seen here is recent enough for the server's session to still hold it.
 *
 * @example
 * isCartCacheValid(); // false after the cart changed in another tab
 */
export function isCartCacheValid(): boolean {
	const cookieHash = readCookie( CART_HASH_COOKIE );
	return (
		readCookie( ITEMS_IN_CART_COOKIE ) !== null &&
		cookieHash !== null &&
		cookieHash !== '' &&
		cookieHash === getStoredCartHash() &&
		! mayHaveOutlivedSession()
	);
}

/**
 * The cached cart, or `null` when there is none, it is not a cart, or the
 * cookies say it is stale.
 *
 * @example
 * const cart = getCachedCart() ?? ( await fetchCart() ).response;
 */
export function getCachedCart(): CartResponse | null {
	if ( ! isCartCacheValid() ) {
		return null;
	}
	const cart = readStoredJson( CART_DATA_STORAGE_KEY );
	return isCartResponse( cart ) ? cart : null;
}

/**
 * Caches a cart, with the `Cart-Hash` of the response it came from when
 * given. Values that are not carts are not cached.
 *
 * @example
 * persistCart( response, headers.get( 'Cart-Hash' ) );
 */
export function persistCart( cart: CartResponse, hash?: string | null ): void {
	if ( ! isCartResponse( cart ) ) {
		return;
	}
	writeStoredString( CART_DATA_STORAGE_KEY, JSON.stringify( cart ) );
	storeCartHash( hash );
}

/**
 * Drops the cached cart and its hash. The time of the last cart write stays:
 * it is the server session's, not the cache's.
 *
 * @example
 * clearCachedCart();
 */
export function clearCachedCart(): void {
	removeStored( CART_DATA_STORAGE_KEY );
	removeStored( CART_HASH_STORAGE_KEY );
}
