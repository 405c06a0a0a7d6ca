/** Tests of whenDomReady: runs at once on a parsed document, once on DOMContentLoaded otherwise. */

import { whenDomReady } from '../dom-ready';

const setReadyState = ( state: DocumentReadyState ) =>
	Object.defineProperty( document, 'readyState', { configurable: true, get: () => state } );

afterEach( () => {
	// Back to jsdom's own value.
	delete ( document as unknown as Record< string, unknown > ).readyState;
} );

describe( 'whenDomReady', () => {
	it( 'given a parsed document (a module script runs after parsing) › runs the callback at once', () => {
		setReadyState( 'interactive' );
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
