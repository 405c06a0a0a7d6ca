/** Runs code once the document is parsed. */

/**
 * Runs `callback` once the document is parsed: at once when it already is
 * (module scripts run after parsing, before `DOMContentLoaded`, and a script
 * may also be added late), otherwise on `DOMContentLoaded`.
 *
 * @example
 * whenDomReady( () => mountBlocks() );
 */
export function whenDomReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, { once: true } );
	} else {
		callback();
	}
}
