/** Links to the store pages and to my account, from the host's settings. */

import { getSetting } from './get-setting';
import type { StorePages } from './types';

/** Where the my-account link goes when nothing else is known. */
export const DEFAULT_LOGIN_PATH = '/wp-login.php';

/**
 * The permalink of a store page, or `fallback` when the page is unpublished.
 *
 * @example
 * getStorePageUrl( 'cart' ); // '/carrito/'
 */
export function getStorePageUrl( page: keyof StorePages, fallback = '' ): string {
	const pages = getSetting( 'storePages' );
	const permalink = pages?.[ page ]?.permalink;
	return typeof permalink === 'string' && permalink !== '' ? permalink : fallback;
}

/**
 * The my-account link: the account page, else the site login URL, else
 * `/wp-login.php`.
 *
 * @example
 * getMyAccountUrl(); // '/mi-cuenta/'
 */
export function getMyAccountUrl(): string {
	const login = getSetting< unknown >( 'wpLoginUrl', '' );
	const loginUrl = typeof login === 'string' && login !== '' ? login : DEFAULT_LOGIN_PATH;
	return getStorePageUrl( 'myaccount', loginUrl );
}
