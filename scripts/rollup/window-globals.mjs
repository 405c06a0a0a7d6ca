/**
 * Standalone bundles share one React and one `@wordpress/*` copy with the host
 * page, as WordPress scripts do: imports of these packages become reads of the
 * globals WordPress defines (`window.React`, `window.wp.data`, …). The vendor
 * bundle defines them on hosts that are not WordPress.
 */
import { createRequire } from 'node:module';
import { ROOT } from '../workspaces.mjs';

const require = createRequire( `${ ROOT }/package.json` );

const camelCase = ( name ) => name.replace( /-([a-z])/g, ( _, letter ) => letter.toUpperCase() );

/**
 * The global expression each shared package is read from.
 *
 * @param {string} id An import specifier.
 * @return {string|undefined} A JavaScript expression, or undefined if the package is bundled.
 */
export function globalFor( id ) {
	if ( id === 'react' ) {
		return 'window.React';
	}
	if ( id === 'react-dom' || id === 'react-dom/client' ) {
		return 'window.ReactDOM';
	}
	if ( id === 'react/jsx-runtime' ) {
		return 'window.ReactJSXRuntime';
	}
	const match = /^@wordpress\/([a-z0-9-]+)$/.exec( id );
	return match && SHARED_WORDPRESS_PACKAGES.includes( match[ 1 ] )
		? `window.wp.${ camelCase( match[ 1 ] ) }`
		: undefined;
}

/**
 * The WordPress packages that hold page-wide state (the data registry, the
 * translations, hooks, api-fetch middlewares) or React itself, so there must
 * be exactly one copy. Stateless helpers (`@wordpress/url`, …) are bundled
 * instead, tree-shaken to what we use.
 */
export const SHARED_WORDPRESS_PACKAGES = [
	'api-fetch',
	'data',
	'deprecated',
	'element',
	'hooks',
	'i18n',
];

const PREFIX = '\0window-global:';

/** @return {import('rollup').Plugin} */
export function windowGlobals() {
	return {
		name: 'cesta-window-globals',
		resolveId( id ) {
			return globalFor( id ) ? PREFIX + id : null;
		},
		load( id ) {
			if ( ! id.startsWith( PREFIX ) ) {
				return null;
			}
			const specifier = id.slice( PREFIX.length );
			const names = Object.keys( require( specifier ) ).filter(
				( name ) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test( name )
			);
			const source = globalFor( specifier );
			return [
				`const shared = ${ source };`,
				'export default shared;',
				...names.map( ( name ) => `export const ${ name } = shared.${ name };` ),
			].join( '\n' );
		},
	};
}
