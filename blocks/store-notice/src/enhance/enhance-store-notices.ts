/** The store notice and the coming-soon banner brought to life on the page, without jQuery or React. */

import {
	NOTICE_REFOCUS_EVENTS,
	STORE_NOTICE_DISMISS_SELECTOR,
	STORE_NOTICE_SELECTOR,
} from '../constants';
import { enhanceComingSoonBanner } from './enhance-coming-soon-banner';
import { focusFirstAlertNotice } from './focus-alert-notice';
import { isStoreNoticeDismissed, rememberStoreNoticeDismissed } from './store-notice-cookie';
import { hideElement, showElement } from './visibility';

function enhanceStoreNotice( notice: HTMLElement ): () => void {
	const noticeId = notice.dataset.noticeId ?? '';
	if ( isStoreNoticeDismissed( noticeId, notice.ownerDocument ) ) {
		hideElement( notice );
		return () => {};
	}
	showElement( notice );
	const links = Array.from(
		notice.querySelectorAll< HTMLElement >( STORE_NOTICE_DISMISS_SELECTOR )
	);
	const stop = () =>
		links.forEach( ( link ) => {
			link.removeEventListener( 'click', onClick );
			link.removeEventListener( 'keydown', onKeyDown );
		} );
	function onClick( event: Event ) {
		event.preventDefault();
		rememberStoreNoticeDismissed( noticeId, notice.ownerDocument );
		hideElement( notice );
		stop();
	}
	// The link acts as a button (role="button"): Space presses it too.
	function onKeyDown( event: KeyboardEvent ) {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			( event.currentTarget as HTMLElement ).click();
		}
	}
	links.forEach( ( link ) => {
		link.addEventListener( 'click', onClick );
		link.addEventListener( 'keydown', onKeyDown );
	} );
	return stop;
}

/**
 * Brings the page's notices to life (spec 1 §2, §4, §9), as WooCommerce's
 * `woocommerce.js` does:
 * - each store notice (`.woocommerce-store-notice`) stays hidden when its
 *   `store_notice{data-notice-id}` cookie says `hidden`, and is shown
 *   otherwise; its dismiss link (click, Enter or Space) writes that cookie
 *   and hides it;
 * - the coming-soon banner's dismiss button asks the server to remember the
 *   dismissal (see {@link enhanceComingSoonBanner});
 * - 500 ms after now, and after `item_removed_from_classic_cart` /
 *   `updated_wc_div`, the first alert notice receives focus (see
 *   {@link focusFirstAlertNotice}).
 *
 * Returns a function that removes every handler and cancels a pending focus.
 *
 * @example
 * enhanceStoreNotices( document );
 */
export function enhanceStoreNotices( root: Document = document ): () => void {
	const stops = Array.from( root.querySelectorAll< HTMLElement >( STORE_NOTICE_SELECTOR ) ).map(
		enhanceStoreNotice
	);
	stops.push( enhanceComingSoonBanner( root ) );
	let cancelFocus = focusFirstAlertNotice( root );
	const refocus = () => {
		cancelFocus();
		cancelFocus = focusFirstAlertNotice( root );
	};
	NOTICE_REFOCUS_EVENTS.forEach( ( name ) => root.body.addEventListener( name, refocus ) );
	return () => {
		stops.forEach( ( stop ) => stop() );
		cancelFocus();
		NOTICE_REFOCUS_EVENTS.forEach( ( name ) => root.body.removeEventListener( name, refocus ) );
	};
}
