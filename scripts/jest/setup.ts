/** Jest setup for every test file: jest-dom matchers, and clean storage and cookies after each test. */

import '@testing-library/jest-dom';

// Each test starts with a clean browser storage and cookie jar, so cached carts
// and nonces from one test never leak into the next.
afterEach( () => {
	// Tests that run in the Node environment (real HTTP servers) have no DOM.
	if ( typeof window === 'undefined' ) {
		return;
	}
	window.localStorage.clear();
	window.sessionStorage.clear();
	for ( const cookie of document.cookie.split( ';' ) ) {
		const name = cookie.split( '=' )[ 0 ]?.trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
} );
