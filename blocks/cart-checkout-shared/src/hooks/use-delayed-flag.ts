/** useDelayedFlag: a flag that turns true only once it has stayed true for a delay (the loading skeleton's). */

import { useEffect, useState } from '@wordpress/element';

/**
 * Whether `flag` has stayed true for `delayMs`: false until then, and false
 * again as soon as `flag` is.
 *
 * @example
 * const showSkeleton = useDelayedFlag( cartIsLoading, SKELETON_SHOW_DELAY_MS );
 */
export function useDelayedFlag( flag: boolean, delayMs: number ): boolean {
	const [ delayed, setDelayed ] = useState( false );
	useEffect( () => {
		if ( ! flag ) {
			setDelayed( false );
			return undefined;
		}
		const timer = setTimeout( () => setDelayed( true ), delayMs );
		return () => clearTimeout( timer );
	}, [ flag, delayMs ] );
	return flag && delayed;
}
