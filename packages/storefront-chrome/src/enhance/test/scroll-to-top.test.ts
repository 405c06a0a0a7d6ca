/**
 * Tests of scroll-to-top in the browser (spec 1 §2, §9): hidden until the
 * page scrolled past 300 px, its scroll handler throttled, a click goes to
 * the top.
 */
import { fireEvent, getByRole } from '@testing-library/react';

import {
	SCROLL_TO_TOP_OFFSET_PX,
	SCROLL_TO_TOP_THROTTLE_MS,
	enhanceScrollToTop,
} from '@cesta/storefront-chrome';
import { renderScrollToTopMarkup } from '@cesta/storefront-chrome/markup';
import { advance, axe, installFakeTimers } from '@cesta/test-utils';

let stop: () => void = () => {};
let scrolledTo: unknown[] = [];
const scrollPageTo = ( y: number ) => {
	window.scrollY = y;
	fireEvent.scroll( window );
};
beforeEach( () => {
	installFakeTimers();
	scrolledTo = [];
	window.scrollY = 0;
	// jsdom has no layout; the test records where the page was asked to go.
	window.scrollTo = ( ( options: unknown ) =>
		scrolledTo.push( options ) ) as typeof window.scrollTo;
	document.body.innerHTML = `<main><a href="/">Inicio</a></main>${ renderScrollToTopMarkup() }`;
	stop = enhanceScrollToTop( document );
} );
afterEach( () => {
	stop();
	jest.useRealTimers();
} );

// Hidden, it has no accessible name: found by its markup, named once shown.
const button = () => document.querySelector( '.cesta-scroll-to-top' ) as HTMLElement;

describe( 'scroll-to-top', () => {
	it( 'given the top of the page › stays hidden', () => {
		expect( button() ).not.toBeVisible();
	} );

	it( 'given 300 px scrolled › still hidden; given 301 px › shown, passing axe', async () => {
		scrollPageTo( SCROLL_TO_TOP_OFFSET_PX );
		expect( button() ).not.toBeVisible();
		await advance( SCROLL_TO_TOP_THROTTLE_MS );
		scrollPageTo( SCROLL_TO_TOP_OFFSET_PX + 1 );
		expect( getByRole( document.body, 'button', { name: /Back to top/ } ) ).toBe( button() );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given quick scrolling › handles it once per throttle, ending on the last position', async () => {
		scrollPageTo( 500 );
		expect( button() ).toBeVisible();
		scrollPageTo( 100 );
		expect( button() ).toBeVisible();
		await advance( SCROLL_TO_TOP_THROTTLE_MS );
		expect( button() ).not.toBeVisible();
	} );

	it( 'given a click › scrolls to the top and moves focus to the page’s start', async () => {
		scrollPageTo( 800 );
		fireEvent.click( button() );
		expect( scrolledTo ).toEqual( [ { top: 0, behavior: 'smooth' } ] );
		expect( document.body ).toHaveFocus();
	} );
} );
