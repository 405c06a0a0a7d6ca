/** Keeping the keyboard inside an open dialog. */

const TABBABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]:not([tabindex="-1"])',
].join( ', ' );

/**
 * The elements Tab reaches inside `container`, in order (hidden ones left
 * out).
 *
 * @example
 * tabbablesIn( panel )[ 0 ]?.focus();
 */
export function tabbablesIn( container: Element ): HTMLElement[] {
	return Array.from( container.querySelectorAll< HTMLElement >( TABBABLE ) ).filter(
		( element ) => ! element.closest( '[hidden]' )
	);
}

/**
 * Handles a Tab `keydown` inside `container`: from the last tabbable it goes
 * to the first, and Shift+Tab from the first to the last, so focus never
 * leaves the dialog.
 *
 * @example
 * panel.addEventListener( 'keydown', ( event ) => trapTab( event, panel ) );
 */
export function trapTab( event: KeyboardEvent, container: HTMLElement ): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const tabbables = tabbablesIn( container );
	if ( tabbables.length === 0 ) {
		event.preventDefault();
		container.focus();
		return;
	}
	const first = tabbables[ 0 ];
	const last = tabbables[ tabbables.length - 1 ];
	const active = container.ownerDocument.activeElement;
	if ( event.shiftKey && ( active === first || active === container ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first.focus();
	}
}
