/** The page's polite live region: in place before anything is said through it, so screen readers read what it says. */

import { useEffect } from '@wordpress/element';

/** The id of the one polite live region the components share. */
const LIVE_REGION_ID = 'cesta-live-region-polite';

/** Hidden from sight but not from screen readers, with no stylesheet needed (the region lives in `<body>`). */
const VISUALLY_HIDDEN: Partial< CSSStyleDeclaration > = {
	position: 'absolute',
	width: '1px',
	height: '1px',
	margin: '-1px',
	padding: '0',
	border: '0',
	overflow: 'hidden',
	clip: 'rect(0, 0, 0, 0)',
	whiteSpace: 'nowrap',
};

/**
 * The page's polite live region (`aria-live="polite"`, read as a whole),
 * added to `<body>` the first time it is asked for; null without a DOM. A
 * region inserted together with its text is often not read out, so
 * components that will speak make it exist when they mount
 * ({@link usePoliteLiveRegion}), well before they speak.
 *
 * @example
 * const region = politeLiveRegion();
 */
export function politeLiveRegion(): HTMLElement | null {
	if ( typeof document === 'undefined' || ! document.body ) {
		return null;
	}
	const existing = document.getElementById( LIVE_REGION_ID );
	if ( existing ) {
		return existing;
	}
	const region = document.createElement( 'div' );
	region.id = LIVE_REGION_ID;
	region.setAttribute( 'aria-live', 'polite' );
	region.setAttribute( 'aria-atomic', 'true' );
	Object.assign( region.style, VISUALLY_HIDDEN );
	document.body.appendChild( region );
	return region;
}

/**
 * Says `message` politely through the page's live region, replacing what it
 * said before. The same message twice in a row gets a no-break space, so the
 * region's text changes and is read again (as `@wordpress/a11y`'s `speak`).
 *
 * @example
 * announcePolitely( 'La cantidad de Arrocera ha cambiado a 2.' );
 */
export function announcePolitely( message: string ): void {
	const region = politeLiveRegion();
	if ( region ) {
		region.textContent = region.textContent === message ? `${ message }\u00a0` : message;
	}
}

/**
 * Makes the page's polite live region exist once the calling component has
 * mounted, so what it later says through {@link announcePolitely} is read.
 *
 * @example
 * usePoliteLiveRegion();
 */
export function usePoliteLiveRegion(): void {
	useEffect( () => {
		politeLiveRegion();
	}, [] );
}
