/** Tests of the on-demand vendor-react.js: added once, skipped where React is defined, retried after a failure. */

import { loadVendorReact } from '../vendor-react-loader';

type Globals = { React?: unknown; wp?: Record< string, unknown > };
const globals = window as unknown as Globals;

const scriptsFor = ( url: string ) =>
	[ ...document.querySelectorAll< HTMLScriptElement >( 'script' ) ].filter(
		( script ) => script.src === url
	);

/** What vendor-react.js does when it runs. */
const defineReactGlobals = () => {
	globals.React = {};
	globals.wp = { ...globals.wp, element: {}, data: {} };
};

afterEach( () => {
	document.head.innerHTML = '';
	delete globals.React;
	delete globals.wp;
} );

describe( 'loadVendorReact', () => {
	it( 'given a page without React › adds the script once for every caller and resolves when it loaded', async () => {
		const url = 'http://localhost/cesta/vendor-react.js';
		const first = loadVendorReact( url );
		const second = loadVendorReact( url );

		expect( scriptsFor( url ) ).toHaveLength( 1 );
		expect( second ).toBe( first );
		defineReactGlobals();
		scriptsFor( url )[ 0 ]!.dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
	} );

	it( 'given a host that defines React, wp.element and wp.data › adds nothing', async () => {
		globals.React = {};
		globals.wp = { element: {}, data: {} };

		await loadVendorReact( 'http://localhost/cesta/other.js' );

		expect( scriptsFor( 'http://localhost/cesta/other.js' ) ).toHaveLength( 0 );
	} );

	it( 'given a script that fails to load › rejects naming it, removes it, and a later call tries again', async () => {
		const url = 'http://localhost/cesta/broken.js';
		const failed = loadVendorReact( url );
		scriptsFor( url )[ 0 ]!.dispatchEvent( new Event( 'error' ) );

		await expect( failed ).rejects.toThrow( `Could not load ${ url }.` );
		expect( scriptsFor( url ) ).toHaveLength( 0 );
		const retry = loadVendorReact( url );
		expect( scriptsFor( url ) ).toHaveLength( 1 );
		defineReactGlobals();
		scriptsFor( url )[ 0 ]!.dispatchEvent( new Event( 'load' ) );
		await expect( retry ).resolves.toBeUndefined();
	} );

	it( 'given a script that loads but defines nothing › rejects, so the page can fall back', async () => {
		const url = 'http://localhost/cesta/not-vendor.js';
		const loaded = loadVendorReact( url );
		scriptsFor( url )[ 0 ]!.dispatchEvent( new Event( 'load' ) );

		await expect( loaded ).rejects.toThrow(
			`${ url } loaded, but did not define React, wp.element and wp.data.`
		);
	} );
} );
