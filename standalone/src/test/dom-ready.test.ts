/** Tests of whenDomReady: runs at once on a parsed document, once on DOMContentLoaded otherwise. */

import { whenDomReady } from '../dom-ready';

const setReadyState = ( state: DocumentReadyState ) =>
	Object.defineProperty( document, 'readyState', { configurable: true, get: () => state } );

/** The navigation's timing as the browser reports it: `DOMContentLoaded` started at this time (0: not yet). */
const setDomContentLoadedStart = ( start: number ) =>
	Object.defineProperty( performance, 'getEntriesByType', {
		configurable: true,
		value: () => [ { domContentLoadedEventStart: start } ],
	} );

afterEach( () => {
	// Back to jsdom's own value.
	delete ( document as unknown as Record< string, unknown > ).readyState;
	delete ( performance as unknown as Record< string, unknown > ).getEntriesByType;
} );

describe( 'whenDomReady', () => {
	it( 'given a parsed document (a module script runs after parsing) › runs the callback at once', () => {
		setReadyState( 'interactive' );
		const callback = jest.fn();

		whenDomReady( callback );

		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a parsed document whose deferred scripts are still running (an entry, then a plugin’s script) › waits for DOMContentLoaded, which follows them', () => {
		setReadyState( 'interactive' );
		setDomContentLoadedStart( 0 );
		const callback = jest.fn();

		whenDomReady( callback );
		expect( callback ).not.toHaveBeenCalled();
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );

		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a script added after DOMContentLoaded › runs the callback at once', () => {
		setReadyState( 'interactive' );
		setDomContentLoadedStart( 412.5 );
		const callback = jest.fn();

		whenDomReady( callback );

		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a document still loading › runs the callback once, on DOMContentLoaded', () => {
		setReadyState( 'loading' );
		const callback = jest.fn();

		whenDomReady( callback );
		expect( callback ).not.toHaveBeenCalled();
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );

		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
