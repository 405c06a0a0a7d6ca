/** Keeps a loading indicator shown for at least 2 s once shown (spec §4), less with reduced motion. */

import { useEffect, useRef, useState } from '@wordpress/element';

import { SKELETON_MIN_VISIBLE_MS } from '../constants';
import { prefersReducedMotion } from '../utils/use-reduced-motion';

/**
 * Whether a loading indicator should show: true as soon as `isLoading` is,
 * and, once shown, for at least `minimumMs` even if loading ends sooner
 * (spec §4: skeletons stay visible at least 2 s), so it never flashes. A user
 * who prefers reduced motion sees it go as soon as loading ends. Loading that
 * starts again while the minimum runs keeps it shown without restarting it.
 *
 * @example
 * const showSkeleton = useMinimumVisible( isLoading, SKELETON_MIN_VISIBLE_MS );
 */
export function useMinimumVisible(
	isLoading: boolean,
	minimumMs: number = SKELETON_MIN_VISIBLE_MS
): boolean {
	const [ visible, setVisible ] = useState( isLoading );
	// When the skeleton was shown, set by the effect (reading the clock during render is impure).
	const shownAtRef = useRef< number | null >( null );

	useEffect( () => {
		if ( isLoading ) {
			shownAtRef.current ??= Date.now();
			setVisible( true );
			return undefined;
		}
		if ( shownAtRef.current === null ) {
			return undefined;
		}
		const remaining = minimumMs - ( Date.now() - shownAtRef.current );
		const hide = () => {
			shownAtRef.current = null;
			setVisible( false );
		};
		if ( remaining <= 0 || prefersReducedMotion() ) {
			hide();
			return undefined;
		}
		const timer = setTimeout( hide, remaining );
		return () => clearTimeout( timer );
	}, [ isLoading, minimumMs ] );

	// `isLoading` wins at once; the state only holds the skeleton after it ends.
	return isLoading || visible;
}
