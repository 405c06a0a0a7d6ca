/**
 * Listening to the cart: this page's news, WooCommerce's events from scripts
 * that do not share the cart, and other tabs (the cart `@cesta/api` caches
 * in localStorage changes there).
 */
import { CART_DATA_STORAGE_KEY, getCachedCart, isCartResponse } from '@cesta/api';
import type { CartResponse } from '@cesta/types';

import {
	CART_CHANGED_EVENT,
	WC_ADDED_TO_CART_EVENT,
	WC_REMOVED_FROM_CART_EVENT,
} from './constants';
import { getPublishedCart } from './publish';
import type { CartListener, CartNews } from './types';

const isNews = ( value: unknown ): value is CartNews =>
	typeof value === 'object' && value !== null && isCartResponse( ( value as CartNews ).cart );

const parseCart = ( text: string | null ): CartResponse | null => {
	if ( text === null ) {
		return null;
	}
	try {
		const value: unknown = JSON.parse( text );
		return isCartResponse( value ) ? value : null;
	} catch {
		return null;
	}
};

/**
 * The newest cart this page knows without asking the server: the one last
 * published here, else the cached one while the cookies vouch for it, else
 * `null`.
 *
 * @example
 * const count = getKnownCart()?.items_count ?? serverRenderedCount;
 */
export function getKnownCart(): CartResponse | null {
	return getPublishedCart() ?? getCachedCart();
}

/**
 * Calls `listener` with each piece of news of the cart until the returned
 * function is called: {@link CART_CHANGED_EVENT} on this page, WooCommerce's
 * add/remove events that do not carry `preserveCartData` (`cart: null`: ask
 * the server), and carts another tab cached (`change: 'updated'`).
 *
 * @example
 * const stop = subscribeToCart( ( { cart } ) => cart && showCount( cart.items_count ) );
 */
export function subscribeToCart( listener: CartListener ): () => void {
	const onNews = ( event: Event ) => {
		const detail = ( event as CustomEvent< unknown > ).detail;
		if ( isNews( detail ) ) {
			listener( detail );
		}
	};
	const onWooCommerceEvent = ( event: Event ) => {
		const detail = ( event as CustomEvent< { preserveCartData?: boolean } | null > ).detail;
		if ( ! detail?.preserveCartData ) {
			listener( {
				cart: null,
				change: event.type === WC_REMOVED_FROM_CART_EVENT ? 'removed' : 'added',
			} );
		}
	};
	const onStorage = ( event: StorageEvent ) => {
		if ( event.key !== CART_DATA_STORAGE_KEY ) {
			return;
		}
		const cart = parseCart( event.newValue );
		if ( cart ) {
			listener( { cart, change: 'updated' } );
		}
	};
	const body = document.body;
	body.addEventListener( CART_CHANGED_EVENT, onNews );
	body.addEventListener( WC_ADDED_TO_CART_EVENT, onWooCommerceEvent );
	body.addEventListener( WC_REMOVED_FROM_CART_EVENT, onWooCommerceEvent );
	window.addEventListener( 'storage', onStorage );
	return () => {
		body.removeEventListener( CART_CHANGED_EVENT, onNews );
		body.removeEventListener( WC_ADDED_TO_CART_EVENT, onWooCommerceEvent );
		body.removeEventListener( WC_REMOVED_FROM_CART_EVENT, onWooCommerceEvent );
		window.removeEventListener( 'storage', onStorage );
	};
}
