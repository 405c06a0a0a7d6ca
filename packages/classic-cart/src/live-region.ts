/** The polite live region a button's `data-success_message` is announced in after a cart change. */

import { LIVE_REGION_CLASS, LIVE_REGION_DELAY_MS } from './constants';

/**
 * The page's live region, reused or created.
 *
 * @example
 * const region: LiveRegion = attachLiveRegion();
 */
export interface LiveRegion {
	/** Empties the region, so the next message is news even if it repeats. */
	clear(): void;
	/** Announces the element's `data-success_message`, if any, after {@link LIVE_REGION_DELAY_MS}. */
	announceFor( element: HTMLElement ): void;
	/** Cancels a pending announcement and removes the region if it was created here. */
	detach(): void;
}

/**
 * Finds the page's `.widget_shopping_cart_live_region` (`role="status"`) or
 * appends one to `document.body`.
 *
 * @example
 * const region = attachLiveRegion();
 * region.clear();
 * region.announceFor( button ); // reads data-success_message a second later
 */
export function attachLiveRegion(): LiveRegion {
	let element = document.querySelector< HTMLElement >( `.${ LIVE_REGION_CLASS }` );
	const created = ! element;
	if ( ! element ) {
		element = document.createElement( 'div' );
		element.className = `${ LIVE_REGION_CLASS } screen-reader-text`;
		element.setAttribute( 'role', 'status' );
		document.body.append( element );
	}
	const region = element;
	let timer: ReturnType< typeof setTimeout > | undefined;
	return {
		clear() {
			clearTimeout( timer );
			region.textContent = '';
			region.removeAttribute( 'aria-relevant' );
		},
		announceFor( target ) {
			const message = target.dataset.success_message;
			if ( ! message ) {
				return;
			}
			clearTimeout( timer );
			timer = setTimeout( () => {
				region.textContent = message;
				region.setAttribute( 'aria-relevant', 'all' );
			}, LIVE_REGION_DELAY_MS );
		},
		detach() {
			clearTimeout( timer );
			if ( created ) {
				region.remove();
			}
		},
	};
}
