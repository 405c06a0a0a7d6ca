/** The user's reduced-motion preference: read now, or kept up to date in a hook. */

import { useEffect, useState } from '@wordpress/element';

import { REDUCED_MOTION_QUERY } from '../constants';

/**
 * Whether the user asks for reduced motion right now. Read at call time, so
 * timers deciding whether to wait for a transition use the current choice.
 * Without `matchMedia` (server rendering, old browsers) motion is allowed.
 *
 * @example
 * const delay = prefersReducedMotion() ? 0 : DRAWER_CLOSE_DELAY_MS;
 */
export function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function' &&
		window.matchMedia( REDUCED_MOTION_QUERY ).matches
	);
}

/**
 * The user's reduced-motion preference, updated when it changes.
 *
 * @example
 * const reduceMotion = useReducedMotion();
 * return <div className={ reduceMotion ? 'is-static' : 'is-animated' } />;
 */
export function useReducedMotion(): boolean {
	const [ reduced, setReduced ] = useState( prefersReducedMotion );
	useEffect( () => {
		if ( typeof window === 'undefined' || typeof window.matchMedia !== 'function' ) {
			return undefined;
		}
		const query = window.matchMedia( REDUCED_MOTION_QUERY );
		const update = () => setReduced( query.matches );
		update();
		query.addEventListener?.( 'change', update );
		return () => query.removeEventListener?.( 'change', update );
	}, [] );
	return reduced;
}
