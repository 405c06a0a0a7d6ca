/** The blocking overlay over a busy classic element (WooCommerce's `block()` / `unblock()` with jQuery BlockUI), without jQuery. */

import { __ } from '@wordpress/i18n';

import { BLOCK_OVERLAY_CLASS, BLOCK_OVERLAY_OPACITY } from './constants';

/** What blocking changed on an element, undone by `unblockElement`. */
interface BlockedState {
	overlay: HTMLElement;
	message: HTMLElement | null;
	restorePosition: string | null;
}

const blocked = new WeakMap< HTMLElement, BlockedState >();

/**
 * The overlay's default waiting message (spec 1 §8: 'Please wait...', jQuery
 * BlockUI's default), translated when it is shown.
 *
 * @example
 * defaultWaitingMessage(); // 'Por favor, espera…' in es_ES
 */
export function defaultWaitingMessage(): string {
	return __( 'Please wait...', 'cesta' );
}

const createOverlay = (): HTMLElement => {
	const overlay = document.createElement( 'div' );
	overlay.className = BLOCK_OVERLAY_CLASS.overlay;
	// BlockUI's inline styles with WooCommerce's white background: themes
	// style `.blockUI.blockOverlay` (its spinner), and no stylesheet is needed.
	Object.assign( overlay.style, {
		position: 'absolute',
		inset: '0',
		zIndex: '1000',
		margin: '0',
		padding: '0',
		border: 'none',
		background: '#fff',
		opacity: String( BLOCK_OVERLAY_OPACITY ),
		cursor: 'wait',
	} );
	return overlay;
};

const createMessage = ( text: string ): HTMLElement => {
	const message = document.createElement( 'div' );
	message.className = BLOCK_OVERLAY_CLASS.message;
	message.setAttribute( 'role', 'status' );
	message.textContent = text;
	Object.assign( message.style, {
		position: 'absolute',
		top: '50%',
		left: '0',
		right: '0',
		zIndex: '1011',
		transform: 'translateY(-50%)',
		textAlign: 'center',
		cursor: 'wait',
	} );
	return message;
};

/**
 * Covers `element` with a blocking overlay while it is busy, as WooCommerce
 * does with `$( element ).block()`: clicks cannot reach what is under it,
 * the element is `aria-busy`, and the waiting message (by default 'Please
 * wait...', spec 1 §8) is shown in a `role="status"` region above the
 * overlay. `null` shows no message (WooCommerce's `message: null`). An
 * element already blocked only gets the new message. A statically
 * positioned element becomes `position: relative` until it is unblocked, so
 * the overlay covers it alone.
 *
 * @example
 * blockElement( form );                 // 'Please wait...'
 * blockElement( row, null );            // overlay only
 * blockElement( form, 'Updating cart…' );
 */
export function blockElement(
	element: HTMLElement,
	message: string | null = defaultWaitingMessage()
): void {
	const current = blocked.get( element );
	if ( current ) {
		current.message?.remove();
		current.message = message === null ? null : createMessage( message );
		if ( current.message ) {
			element.append( current.message );
		}
		return;
	}
	// jsdom computes no position for elements without one; browsers say 'static'.
	const position = element.ownerDocument.defaultView?.getComputedStyle( element ).position;
	const isStatic = ! position || position === 'static';
	const state: BlockedState = {
		overlay: createOverlay(),
		message: message === null ? null : createMessage( message ),
		restorePosition: isStatic ? element.style.position : null,
	};
	if ( isStatic ) {
		element.style.position = 'relative';
	}
	element.setAttribute( 'aria-busy', 'true' );
	element.append( ...[ state.overlay, state.message ].filter( ( node ) => node !== null ) );
	blocked.set( element, state );
}

/**
 * Removes the overlay `blockElement` put on `element` and gives back what it
 * changed (position, `aria-busy`). An element that is not blocked is left
 * as it is.
 *
 * @example
 * blockElement( form );
 * await save();
 * unblockElement( form );
 */
export function unblockElement( element: HTMLElement ): void {
	const state = blocked.get( element );
	if ( ! state ) {
		return;
	}
	blocked.delete( element );
	state.overlay.remove();
	state.message?.remove();
	if ( state.restorePosition !== null ) {
		element.style.position = state.restorePosition;
		if ( element.getAttribute( 'style' ) === '' ) {
			element.removeAttribute( 'style' );
		}
	}
	element.removeAttribute( 'aria-busy' );
}

/**
 * Whether `blockElement` has blocked `element` and it is not unblocked yet.
 *
 * @example
 * isElementBlocked( form ); // false
 */
export function isElementBlocked( element: HTMLElement ): boolean {
	return blocked.has( element );
}
