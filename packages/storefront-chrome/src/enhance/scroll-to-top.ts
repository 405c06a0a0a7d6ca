/** The scroll-to-top control. */

import {
	CHROME_ATTRIBUTES,
	SCROLL_TO_TOP_OFFSET_PX,
	SCROLL_TO_TOP_THROTTLE_MS,
} from '../constants';
import { throttle } from './throttle';

/**
 * Shows the scroll-to-top buttons under `root` once the page has scrolled
 * past `SCROLL_TO_TOP_OFFSET_PX` (300 px) and hides them above it; the scroll
 * handler is throttled. A click scrolls to the top and moves focus to the
 * page's start, so keyboard users land there too. Returns a stop function.
 *
 * @example
 * const stop = enhanceScrollToTop( document );
 */
export function enhanceScrollToTop( root: Document | Element = document ): () => void {
	const buttons = Array.from(
		root.querySelectorAll< HTMLElement >( `[${ CHROME_ATTRIBUTES.scrollToTop }]` )
	);
	if ( buttons.length === 0 ) {
		return () => {};
	}
	const win = buttons[ 0 ].ownerDocument.defaultView ?? window;
	const update = () => {
		const hidden = win.scrollY <= SCROLL_TO_TOP_OFFSET_PX;
		buttons.forEach( ( button ) => ( button.hidden = hidden ) );
	};
	const onScroll = throttle( update, SCROLL_TO_TOP_THROTTLE_MS );
	const onClick = () => {
		win.scrollTo( { top: 0, behavior: 'smooth' } );
		const body = win.document.body;
		body.setAttribute( 'tabindex', '-1' );
		body.focus( { preventScroll: true } );
		body.removeAttribute( 'tabindex' );
	};
	update();
	win.addEventListener( 'scroll', onScroll, { passive: true } );
	buttons.forEach( ( button ) => button.addEventListener( 'click', onClick ) );
	return () => {
		onScroll.cancel();
		win.removeEventListener( 'scroll', onScroll );
		buttons.forEach( ( button ) => button.removeEventListener( 'click', onClick ) );
	};
}
