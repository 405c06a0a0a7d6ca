/** Moving focus to the first alert notice once it is in place, so screen readers announce it (spec 1 §9's store notice focus delay). */

import { FOCUSED_NOTICE_SELECTOR, STORE_NOTICE_FOCUS_DELAY_MS } from '../constants';

/**
 * Makes the first notice of {@link FOCUSED_NOTICE_SELECTOR} in `root`
 * focusable (`tabindex="-1"`) and focuses it
 * {@link STORE_NOTICE_FOCUS_DELAY_MS} later: a live region filled as the
 * page loads is not always announced, a focused alert is. Returns a function
 * that cancels a focus still waiting; does nothing without such a notice.
 *
 * @example
 * const cancel = focusFirstAlertNotice();
 */
export function focusFirstAlertNotice( root: Document | Element = document ): () => void {
	const notice = root.querySelector< HTMLElement >( FOCUSED_NOTICE_SELECTOR );
	if ( ! notice ) {
		return () => {};
	}
	notice.setAttribute( 'tabindex', '-1' );
	const timer = setTimeout( () => notice.focus(), STORE_NOTICE_FOCUS_DELAY_MS );
	return () => clearTimeout( timer );
}
