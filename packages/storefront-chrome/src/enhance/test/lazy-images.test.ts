/**
 * Tests of lazy images in the browser (spec 1 §9): `data-src` becomes
 * `src` near the viewport, small images at once, the scroll handler
 * throttled at 125 ms, IntersectionObserver used where there is one.
 */
import { fireEvent } from '@testing-library/react';

import {
	LAZY_IMAGE_MIN_SIZE_PX,
	LAZY_IMAGE_THROTTLE_MS,
	enhanceLazyImages,
} from '@cesta/storefront-chrome';
import { advance, axe, installFakeTimers } from '@cesta/test-utils';

/** Where each image is on the page, in px from the viewport's top (jsdom has no layout). */
const tops = new Map< string, number >();

const placeImages = () => {
	for ( const image of document.querySelectorAll( 'img' ) ) {
		image.getBoundingClientRect = () =>
			( {
				top: ( tops.get( image.alt ) ?? 0 ) - window.scrollY,
				bottom: ( tops.get( image.alt ) ?? 0 ) - window.scrollY + 300,
			} ) as DOMRect;
	}
};

let stop: () => void = () => {};
beforeEach( () => {
	installFakeTimers();
	window.scrollY = 0;
	window.innerHeight = 800;
	tops.clear();
	tops.set( 'Arriba', 100 ).set( 'Abajo', 3000 ).set( 'Icono', 5000 );
	document.body.innerHTML =
		'<img alt="Arriba" width="300" height="300" data-src="/arriba.jpg" data-srcset="/arriba-2x.jpg 2x">' +
		'<img alt="Abajo" width="300" height="300" data-src="/abajo.jpg">' +
		`<img alt="Icono" width="${ LAZY_IMAGE_MIN_SIZE_PX - 1 }" height="20" data-src="/icono.png">`;
	placeImages();
} );
afterEach( () => {
	stop();
	delete ( window as { IntersectionObserver?: unknown } ).IntersectionObserver;
	jest.useRealTimers();
} );

const image = ( alt: string ) =>
	document.querySelector( `img[alt="${ alt }"]` ) as HTMLImageElement;

describe( 'lazy images without IntersectionObserver', () => {
	it( 'given the page loads › loads the image in view and the small one, not the one below, passing axe', async () => {
		stop = enhanceLazyImages( document );
		expect( image( 'Arriba' ).getAttribute( 'src' ) ).toBe( '/arriba.jpg' );
		expect( image( 'Arriba' ).getAttribute( 'srcset' ) ).toBe( '/arriba-2x.jpg 2x' );
		expect( image( 'Icono' ).getAttribute( 'src' ) ).toBe( '/icono.png' );
		expect( image( 'Abajo' ) ).not.toHaveAttribute( 'src' );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given a scroll near it › loads it, at most once per 125 ms', async () => {
		stop = enhanceLazyImages( document );
		await advance( LAZY_IMAGE_THROTTLE_MS );
		window.scrollY = 2100;
		fireEvent.scroll( window );
		expect( image( 'Abajo' ).getAttribute( 'src' ) ).toBe( '/abajo.jpg' );
		expect( image( 'Abajo' ) ).not.toHaveAttribute( 'data-src' );
	} );

	it( 'given scrolls in quick succession › checks again only when the 125 ms are over', async () => {
		stop = enhanceLazyImages( document );
		await advance( LAZY_IMAGE_THROTTLE_MS );
		window.scrollY = 500;
		fireEvent.scroll( window );
		window.scrollY = 2100;
		fireEvent.scroll( window );
		expect( image( 'Abajo' ) ).not.toHaveAttribute( 'src' );
		await advance( LAZY_IMAGE_THROTTLE_MS );
		expect( image( 'Abajo' ).getAttribute( 'src' ) ).toBe( '/abajo.jpg' );
	} );
} );

describe( 'lazy images with IntersectionObserver', () => {
	it( 'given the observer says an image intersects › loads it and stops watching it', () => {
		const observed = new Set< Element >();
		let notify: ( entries: Array< Partial< IntersectionObserverEntry > > ) => void = () => {};
		let margin: string | undefined;
		// A stand-in for the browser's observer: jsdom has none.
		window.IntersectionObserver = class {
			constructor(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) {
				notify = ( entries ) =>
					callback( entries as IntersectionObserverEntry[], this as never );
				margin = options?.rootMargin;
			}
			observe( target: Element ) {
				observed.add( target );
			}
			unobserve( target: Element ) {
				observed.delete( target );
			}
			disconnect() {
				observed.clear();
			}
		} as unknown as typeof IntersectionObserver;
		stop = enhanceLazyImages( document );
		expect( margin ).toBe( '200px' );
		expect( [ ...observed ] ).toEqual( [ image( 'Arriba' ), image( 'Abajo' ) ] );
		expect( image( 'Icono' ).getAttribute( 'src' ) ).toBe( '/icono.png' );
		notify( [ { target: image( 'Abajo' ), isIntersecting: true } ] );
		expect( image( 'Abajo' ).getAttribute( 'src' ) ).toBe( '/abajo.jpg' );
		expect( image( 'Arriba' ) ).not.toHaveAttribute( 'src' );
		expect( [ ...observed ] ).toEqual( [ image( 'Arriba' ) ] );
	} );
} );
