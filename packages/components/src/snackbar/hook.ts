/** A snackbar's life (spec §9): 10 s, then a 500 ms exit; paused under the pointer or focus. */

import { useEffect, useRef, useState } from '@wordpress/element';

import { SNACKBAR_AUTO_DISMISS_MS, SNACKBAR_TRANSITION_MS } from '../constants';
import { prefersReducedMotion } from '../utils/use-reduced-motion';

/**
 * A snackbar's life (spec §9): after 10 s it starts its 500 ms exit
 * transition, then `onRemove` runs; dismissing starts the exit at once. With
 * reduced motion there is no transition: it is removed at once. While the
 * pointer is over it or the focus inside it, the 10 s wait pauses and starts
 * again afterwards, so it cannot vanish while being read or used.
 *
 * @example
 * const { isExiting, dismiss, pauseProps } = useSnackbarTimer( onRemove );
 */
export function useSnackbarTimer( onRemove: () => void ) {
	const [ isExiting, setIsExiting ] = useState( false );
	const [ isPaused, setIsPaused ] = useState( false );
	const onRemoveRef = useRef( onRemove );
	useEffect( () => {
		onRemoveRef.current = onRemove;
	} );

	const dismiss = () => {
		if ( prefersReducedMotion() ) {
			onRemoveRef.current();
		} else {
			setIsExiting( true );
		}
	};

	useEffect( () => {
		if ( isExiting || isPaused ) {
			return undefined;
		}
		const timer = setTimeout( () => {
			if ( prefersReducedMotion() ) {
				onRemoveRef.current();
			} else {
				setIsExiting( true );
			}
		}, SNACKBAR_AUTO_DISMISS_MS );
		return () => clearTimeout( timer );
	}, [ isExiting, isPaused ] );

	useEffect( () => {
		if ( ! isExiting ) {
			return undefined;
		}
		const timer = setTimeout( () => onRemoveRef.current(), SNACKBAR_TRANSITION_MS );
		return () => clearTimeout( timer );
	}, [ isExiting ] );

	return {
		isExiting,
		dismiss,
		pauseProps: {
			onMouseEnter: () => setIsPaused( true ),
			onMouseLeave: () => setIsPaused( false ),
			onFocus: () => setIsPaused( true ),
			onBlur: () => setIsPaused( false ),
		},
	};
}
