/** The Drawer's closing: the 300 ms transition before onClose, at once with reduced motion. */

import { useEffect, useRef, useState } from '@wordpress/element';

import { DRAWER_CLOSE_DELAY_MS } from '../constants';
import { prefersReducedMotion } from '../utils/use-reduced-motion';

/**
 * The drawer's closing: `requestClose` (Escape, backdrop, close button) plays
 * the 300 ms closing transition, then calls `onClose`; with reduced motion
 * there is no transition and `onClose` runs at once. Requests while closing
 * are ignored.
 *
 * @example
 * const { isClosing, requestClose } = useDrawerClose( isOpen, onClose );
 */
export function useDrawerClose( isOpen: boolean, onClose: () => void ) {
	const [ isClosing, setIsClosing ] = useState( false );
	const onCloseRef = useRef( onClose );
	useEffect( () => {
		onCloseRef.current = onClose;
	} );

	useEffect( () => {
		if ( ! isClosing ) {
			return undefined;
		}
		const timer = setTimeout( () => {
			// If the parent keeps the drawer open, it must be usable again.
			setIsClosing( false );
			onCloseRef.current();
		}, DRAWER_CLOSE_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ isClosing ] );

	// Closed from outside during the transition: nothing left to finish.
	if ( ! isOpen && isClosing ) {
		setIsClosing( false );
	}

	const requestClose = () => {
		if ( isClosing ) {
			return;
		}
		if ( prefersReducedMotion() ) {
			onCloseRef.current();
		} else {
			setIsClosing( true );
		}
	};

	return { isClosing, requestClose };
}
