/**
 * Storefront pages start with `vendor-base.js` only; what React draws (the
 * mini-cart drawer) first needs `vendor-react.js`. This adds it to the page
 * once, when the host (WordPress, or a page that already loaded it) does not
 * define React and `wp.element`/`wp.data` already.
 */

type ReactGlobals = { React?: unknown; wp?: { element?: unknown; data?: unknown } };

const hasReactGlobals = () => {
	const globals = window as unknown as ReactGlobals;
	return Boolean( globals.React && globals.wp?.element && globals.wp?.data );
};

let loading: Promise< void > | null = null;

/**
 * Resolves once React, `wp.element` and `wp.data` are defined, adding the
 * classic `<script src="{url}">` that defines them when they are not; the
 * same promise for every caller. A script that fails to load, or loads
 * without defining them, rejects with an error naming it, and the next call
 * tries again.
 *
 * @example
 * await loadVendorReact( new URL( './vendor-react.js', import.meta.url ).href );
 */
export function loadVendorReact( url: string ): Promise< void > {
	if ( hasReactGlobals() ) {
		return Promise.resolve();
	}
	loading ??= new Promise< void >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = url;
		script.async = true;
		const fail = ( message: string ) => {
			script.remove();
			loading = null;
			reject( new Error( message ) );
		};
		script.onload = () => {
			if ( ! hasReactGlobals() ) {
				fail( `${ url } loaded, but did not define React, wp.element and wp.data.` );
				return;
			}
			// From now on the globals answer for themselves.
			loading = null;
			resolve();
		};
		script.onerror = () => fail( `Could not load ${ url }.` );
		document.head.appendChild( script );
	} );
	return loading;
}
