/** Keeps the keyboard focus inside an open modal and returns it on close; lists a container's tab stops. */

import { useEffect } from '@wordpress/element';
import type { RefObject } from 'react';

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[contenteditable="true"]',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

/**
 * The elements inside `container` that Tab reaches, in order: enabled
 * controls, links and positive tab stops, leaving out those in hidden or inert
 * parts.
 *
 * @example
 * const [ first ] = getTabbableElements( dialog );
 */
export function getTabbableElements( container: HTMLElement ): HTMLElement[] {
	return [ ...container.querySelectorAll< HTMLElement >( FOCUSABLE ) ].filter(
		( element ) =>
			element.tabIndex >= 0 && ! element.closest( '[hidden], [inert], [aria-hidden="true"]' )
	);
}

/**
 * Keeps the keyboard focus inside a modal while `isActive`: the container
 * takes the focus when it opens, Tab and Shift+Tab cycle through its tabbable
 * elements, focus that escapes (a click behind, a screen reader jump) is
 * brought back, and when it closes the focus returns to the element that had
 * it before. The container needs `tabIndex={ -1 }`.
 *
 * @example
 * const dialogRef = useRef< HTMLDivElement >( null );
 * useFocusTrap( dialogRef, isOpen );
 * return <div ref={ dialogRef } role="dialog" aria-modal="true" tabIndex={ -1 }>…</div>;
 */
export function useFocusTrap(
	containerRef: RefObject< HTMLElement | null >,
	isActive: boolean
): void {
	useEffect( () => {
		const container = containerRef.current;
		if ( ! isActive || ! container ) {
			return undefined;
		}
		const document = container.ownerDocument;
		const previouslyFocused = document.activeElement as HTMLElement | null;
		container.focus();

		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key !== 'Tab' ) {
				return;
			}
			const tabbable = getTabbableElements( container );
			const first = tabbable[ 0 ];
			const last = tabbable[ tabbable.length - 1 ];
			const active = document.activeElement;
			if ( ! first || ! last ) {
				event.preventDefault();
				container.focus();
			} else if ( event.shiftKey && ( active === first || active === container ) ) {
				event.preventDefault();
				last.focus();
			} else if ( ! event.shiftKey && active === last ) {
				event.preventDefault();
				first.focus();
			}
		};
		const onFocusIn = ( event: FocusEvent ) => {
			if ( event.target instanceof Node && ! container.contains( event.target ) ) {
				( getTabbableElements( container )[ 0 ] ?? container ).focus();
			}
		};

		container.addEventListener( 'keydown', onKeyDown );
		document.addEventListener( 'focusin', onFocusIn );
		return () => {
			container.removeEventListener( 'keydown', onKeyDown );
			document.removeEventListener( 'focusin', onFocusIn );
			if ( previouslyFocused?.isConnected ) {
				previouslyFocused.focus();
			}
		};
	}, [ containerRef, isActive ] );
}
