/**
 * Defines the globals WordPress pages provide (`window.React`,
 * `window.ReactDOM`, `window.ReactJSXRuntime`, `window.wp.*`) on hosts that
 * are not WordPress, so page bundles and payment plugins built for
 * WooCommerce find one shared copy of each. Whatever the host already
 * defines is left alone. `wp.element` and `wp.data` leave out editor-only
 * pieces no shop page runs (see `vendor-omissions.ts`).
 */
import * as apiFetch from '@wordpress/api-fetch';
import * as deprecated from '@wordpress/deprecated';
import * as hooks from '@wordpress/hooks';
import * as i18n from '@wordpress/i18n';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactJSXRuntime from 'react/jsx-runtime';

import * as vendorData from './vendor-data';
import * as vendorElement from './vendor-element';

type Globals = Record< string, unknown > & { wp?: Record< string, unknown > };

/**
 * WordPress exposes default-export packages (api-fetch, deprecated,
 * is-shallow-equal) as the function itself with the named exports attached.
 */
const asGlobal = ( namespace: Record< string, unknown > ) => {
	const main = namespace.default;
	return typeof main === 'function' ? Object.assign( main, namespace ) : { ...namespace };
};

const target = window as unknown as Globals;
target.React ??= React;
target.ReactDOM ??= { ...ReactDOM, ...ReactDOMClient };
target.ReactJSXRuntime ??= ReactJSXRuntime;

const wp = ( target.wp ??= {} );
const packages: Record< string, Record< string, unknown > > = {
	apiFetch,
	data: vendorData,
	deprecated,
	element: vendorElement,
	hooks,
	i18n,
};
for ( const [ name, namespace ] of Object.entries( packages ) ) {
	wp[ name ] ??= asGlobal( namespace );
}
