/** The cookie that remembers a dismissed store notice (`store_notice{noticeId}=hidden`, as WooCommerce writes it). */

import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_HIDDEN_VALUE } from '../constants';

/**
 * The name of a notice's cookie: `store_notice` followed by its id.
 *
 * @example
 * storeNoticeCookieName( '5f2b' ); // 'store_notice5f2b'
 */
export const storeNoticeCookieName = ( noticeId: string ): string =>
	`${ STORE_NOTICE_COOKIE_PREFIX }${ noticeId }`;

/**
 * Whether the shopper dismissed the notice of this id (its cookie is `hidden`).
 *
 * @example
 * if ( isStoreNoticeDismissed( notice.dataset.noticeId ?? '' ) ) hide( notice );
 */
export function isStoreNoticeDismissed( noticeId: string, root: Document = document ): boolean {
	const name = storeNoticeCookieName( noticeId );
	return root.cookie.split( ';' ).some( ( pair ) => {
		const [ key, ...value ] = pair.trim().split( '=' );
		return key === name && value.join( '=' ) === STORE_NOTICE_HIDDEN_VALUE;
	} );
}

/**
 * Remembers the dismissal for the rest of the browser session on the whole
 * site (`path=/`, no expiry, as WooCommerce does).
 *
 * @example
 * rememberStoreNoticeDismissed( '5f2b' ); // store_notice5f2b=hidden
 */
export function rememberStoreNoticeDismissed( noticeId: string, root: Document = document ): void {
	root.cookie = `${ storeNoticeCookieName( noticeId ) }=${ STORE_NOTICE_HIDDEN_VALUE }; path=/; SameSite=Lax`;
}
