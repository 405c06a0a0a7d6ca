/** The chrome's popups: mobile menu, login, any `data-cesta-popup` dialog. */

import { CHROME_ATTRIBUTES } from '../constants';
import { tabbablesIn, trapTab } from './focus-trap';

const {
	popup: POPUP,
	popupOpener: OPENER,
	popupOverlay: OVERLAY,
	popupClose: CLOSE,
} = CHROME_ATTRIBUTES;

/**
 * Brings the popups under `root` to life: an opener shows its popup
 * (`aria-expanded="true"`) and focuses its first field; Tab stays inside
 * it; Escape, the close button or a click on the overlay close it and give
 * focus back to the opener. One popup is open at a time: opening one
 * closes the other. Returns a function that stops it all (closing an open
 * popup).
 *
 * @example
 * const stop = enhancePopups( document );
 */
export function enhancePopups( root: Document | Element = document ): () => void {
	const doc = root instanceof Document ? root : root.ownerDocument;
	let open: { popup: HTMLElement; opener: HTMLElement | null } | null = null;

	const openerOf = ( popup: HTMLElement ) =>
		Array.from( root.querySelectorAll< HTMLElement >( `[${ OPENER }]` ) ).find(
			( opener ) => opener.getAttribute( OPENER ) === popup.id
		);
	const panelOf = ( popup: HTMLElement ) =>
		popup.querySelector< HTMLElement >( '[role="dialog"]' ) ?? popup;

	const close = ( returnFocus = true ) => {
		if ( ! open ) {
			return;
		}
		const { popup, opener } = open;
		open = null;
		popup.hidden = true;
		opener?.setAttribute( 'aria-expanded', 'false' );
		if ( returnFocus ) {
			opener?.focus();
		}
	};

	const show = ( popup: HTMLElement, opener: HTMLElement | null ) => {
		close( false );
		open = { popup, opener };
		popup.hidden = false;
		opener?.setAttribute( 'aria-expanded', 'true' );
		const panel = panelOf( popup );
		const field = tabbablesIn( panel ).find( ( element ) => ! element.hasAttribute( CLOSE ) );
		( field ?? panel ).focus();
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element | null;
		const opener = target?.closest< HTMLElement >( `[${ OPENER }]` );
		if ( opener && root.contains( opener ) ) {
			const popup = doc.getElementById( opener.getAttribute( OPENER ) ?? '' );
			if ( popup?.hasAttribute( POPUP ) ) {
				event.preventDefault();
				if ( open?.popup === popup ) {
					close();
				} else {
					show( popup, opener );
				}
			}
			return;
		}
		if (
			open &&
			( target?.closest( `[${ OVERLAY }]` ) || target?.closest( `[${ CLOSE }]` ) )
		) {
			if ( open.popup.contains( target ) ) {
				close();
			}
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( ! open ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else {
			trapTab( event, panelOf( open.popup ) );
		}
	};

	// Focus that lands outside the open dialog (a click on the page, a
	// screen reader's virtual cursor) is brought back inside.
	const onFocusIn = ( event: FocusEvent ) => {
		if ( open && ! open.popup.contains( event.target as Node ) ) {
			panelOf( open.popup ).focus();
		}
	};

	for ( const popup of root.querySelectorAll< HTMLElement >( `[${ POPUP }]` ) ) {
		openerOf( popup )?.setAttribute( 'aria-expanded', String( ! popup.hidden ) );
	}
	doc.addEventListener( 'click', onClick );
	doc.addEventListener( 'keydown', onKeyDown );
	doc.addEventListener( 'focusin', onFocusIn );
	return () => {
		close( false );
		doc.removeEventListener( 'click', onClick );
		doc.removeEventListener( 'keydown', onKeyDown );
		doc.removeEventListener( 'focusin', onFocusIn );
	};
}
