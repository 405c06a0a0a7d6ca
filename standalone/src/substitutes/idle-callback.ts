/**
 * Stands in for the `requestidlecallback` polyfill that
 * `@wordpress/priority-queue` imports (1.6 KB gzipped on every page): only
 * Safari still lacks `requestIdleCallback`, and the queue (which `useSelect`
 * uses for its async mode) needs no more than "soon, with a small budget".
 */

/** How long a shimmed idle period lasts: about one frame's spare time. */
const IDLE_PERIOD_MS = 12;

/**
 * Defines `requestIdleCallback` and `cancelIdleCallback` on a window that
 * lacks them: each callback runs in its own task with a deadline of
 * `IDLE_PERIOD_MS` from when it starts. Browsers that have them keep theirs.
 *
 * @example
 * installIdleCallback( window );
 * window.requestIdleCallback( ( deadline ) => deadline.timeRemaining() );
 */
export function installIdleCallback( target: Window & typeof globalThis ): void {
	if ( typeof target.requestIdleCallback === 'function' ) {
		return;
	}
	target.requestIdleCallback = ( callback ) =>
		target.setTimeout( () => {
			const start = Date.now();
			callback( {
				didTimeout: false,
				timeRemaining: () => Math.max( 0, IDLE_PERIOD_MS - ( Date.now() - start ) ),
			} );
		}, 1 );
	target.cancelIdleCallback = ( handle ) => target.clearTimeout( handle );
}

if ( typeof window !== 'undefined' ) {
	installIdleCallback( window );
}
