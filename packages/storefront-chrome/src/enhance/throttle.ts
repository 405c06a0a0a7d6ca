/** Throttling for scroll and resize handlers. */

/**
 * A throttled function and a way to drop its pending call.
 *
 * @example
 * const onScroll: Throttled = throttle( check, 125 );
 */
export interface Throttled {
	(): void;
	/** Drops a pending trailing call. */
	cancel: () => void;
}

/**
 * Runs `run` at once, then at most once per `waitMs`: calls in between are
 * folded into one at the end of the wait, so the last position is never
 * missed.
 *
 * @example
 * window.addEventListener( 'scroll', throttle( showOrHide, 125 ), { passive: true } );
 */
export function throttle( run: () => void, waitMs: number ): Throttled {
	let timer: ReturnType< typeof setTimeout > | undefined;
	let pending = false;
	const release = () => {
		if ( pending ) {
			pending = false;
			run();
			timer = setTimeout( release, waitMs );
		} else {
			timer = undefined;
		}
	};
	const throttled = () => {
		if ( timer !== undefined ) {
			pending = true;
			return;
		}
		run();
		timer = setTimeout( release, waitMs );
	};
	throttled.cancel = () => {
		clearTimeout( timer );
		timer = undefined;
		pending = false;
	};
	return throttled;
}
