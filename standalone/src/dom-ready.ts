/** Runs code once the document is parsed and the page's deferred scripts have run. */

/**
 * Whether the page's deferred scripts are still running: the document is
 * parsed (`interactive`) but `DOMContentLoaded`, which follows the last of
 * them, has not fired yet (the navigation's timing says so).
 */
const deferredScriptsRunning = (): boolean => {
	if ( document.readyState !== 'interactive' ) {
		return false;
	}
	const [ navigation ] = ( performance.getEntriesByType?.( 'navigation' ) ??
		[] ) as PerformanceNavigationTiming[];
	return navigation !== undefined && navigation.domContentLoadedEventStart === 0;
};

/**
 * Runs `callback` once the document is parsed and the scripts printed after
 * this one have run: on `DOMContentLoaded` while the document is loading or
 * its deferred and module scripts are still running (an entry is one of
 * them, and a plugin's script printed after it registers with the globals
 * the entry installed, before the blocks mount, as WordPress runs a
 * script's dependencies first); at once when that moment has passed (a
 * script added late).
 *
 * @example
 * whenDomReady( () => mountBlocks() );
 */
export function whenDomReady( callback: () => void ): void {
	if ( document.readyState === 'loading' || deferredScriptsRunning() ) {
		document.addEventListener( 'DOMContentLoaded', callback, { once: true } );
	} else {
		callback();
	}
}
