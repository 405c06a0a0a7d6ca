/** Locks the page scroll behind open modals and marks the body drawer-open, counting nested drawers. */

import { useEffect } from '@wordpress/element';

// Drawers may open over each other: the page stays locked until the last closes.
let locks = 0;
let overflowBefore = '';

/**
 * Stops the page behind a modal from scrolling while `isActive`, and marks the
 * body with `drawer-open` (the class WooCommerce themes read).
 *
 * @example
 * useBodyScrollLock( isOpen );
 */
export function useBodyScrollLock( isActive: boolean ): void {
	useEffect( () => {
		if ( ! isActive || typeof document === 'undefined' ) {
			return undefined;
		}
		const { body } = document;
		if ( locks === 0 ) {
			overflowBefore = body.style.overflow;
			body.style.overflow = 'hidden';
			body.classList.add( 'drawer-open' );
		}
		locks += 1;
		return () => {
			locks -= 1;
			if ( locks === 0 ) {
				body.style.overflow = overflowBefore;
				body.classList.remove( 'drawer-open' );
			}
		};
	}, [ isActive ] );
}
