/** Lazy images: `data-src` becomes `src` when the image nears the viewport. */

import {
	CHROME_ATTRIBUTES,
	LAZY_IMAGE_MARGIN_PX,
	LAZY_IMAGE_MIN_SIZE_PX,
	LAZY_IMAGE_THROTTLE_MS,
} from '../constants';
import { throttle } from './throttle';

const { lazySrc: SRC, lazySrcset: SRCSET } = CHROME_ATTRIBUTES;

const load = ( image: HTMLImageElement ) => {
	const srcset = image.getAttribute( SRCSET );
	if ( srcset ) {
		image.srcset = srcset;
		image.removeAttribute( SRCSET );
	}
	image.src = image.getAttribute( SRC ) ?? '';
	image.removeAttribute( SRC );
};

// Declared size: the attributes the server printed (known before layout).
const isSmall = ( image: HTMLImageElement ) => {
	const width = Number( image.getAttribute( 'width' ) );
	const height = Number( image.getAttribute( 'height' ) );
	return (
		( width > 0 && width < LAZY_IMAGE_MIN_SIZE_PX ) ||
		( height > 0 && height < LAZY_IMAGE_MIN_SIZE_PX )
	);
};

const isNear = ( image: HTMLImageElement ) => {
	const win = image.ownerDocument.defaultView ?? window;
	const { top, bottom } = image.getBoundingClientRect();
	return bottom >= -LAZY_IMAGE_MARGIN_PX && top <= win.innerHeight + LAZY_IMAGE_MARGIN_PX;
};

/**
 * Loads the `img[data-src]` under `root` (and their `data-srcset`) once
 * they come within `LAZY_IMAGE_MARGIN_PX` of the viewport, through an
 * IntersectionObserver where the browser has one, else a scroll and resize
 * handler throttled at `LAZY_IMAGE_THROTTLE_MS` (125 ms). Images declared
 * smaller than `LAZY_IMAGE_MIN_SIZE_PX` (40 px) are loaded at once. Returns
 * a stop function.
 *
 * @example
 * const stop = enhanceLazyImages( document );
 */
export function enhanceLazyImages( root: Document | Element = document ): () => void {
	const waiting = Array.from(
		root.querySelectorAll< HTMLImageElement >( `img[${ SRC }]` )
	).filter( ( image ) => {
		if ( isSmall( image ) ) {
			load( image );
			return false;
		}
		return true;
	} );
	if ( waiting.length === 0 ) {
		return () => {};
	}
	const win = waiting[ 0 ].ownerDocument.defaultView ?? window;
	// Older browsers (and jsdom) have none: the throttled handler stands in.
	const Observer = ( win as Partial< typeof win > ).IntersectionObserver;
	if ( Observer ) {
		const observer = new Observer(
			( entries ) => {
				for ( const entry of entries ) {
					if ( entry.isIntersecting ) {
						observer.unobserve( entry.target );
						load( entry.target as HTMLImageElement );
					}
				}
			},
			{ rootMargin: `${ LAZY_IMAGE_MARGIN_PX }px` }
		);
		waiting.forEach( ( image ) => observer.observe( image ) );
		return () => observer.disconnect();
	}
	let left = waiting;
	const check = throttle( () => {
		left = left.filter( ( image ) => {
			if ( isNear( image ) ) {
				load( image );
				return false;
			}
			return true;
		} );
		if ( left.length === 0 ) {
			stop();
		}
	}, LAZY_IMAGE_THROTTLE_MS );
	const stop = () => {
		check.cancel();
		win.removeEventListener( 'scroll', check );
		win.removeEventListener( 'resize', check );
	};
	win.addEventListener( 'scroll', check, { passive: true } );
	win.addEventListener( 'resize', check );
	check();
	return stop;
}
