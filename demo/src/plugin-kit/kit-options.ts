/** The payment-plugin kit's options of `npm start`: plugin scripts (`--plugin`, CESTA_PLUGINS) and the gateways configuration. */

import { resolve } from 'node:path';

import { gatewaysConfigPathFrom } from '@cesta/mocks/server';

import { PLUGINS_ENV } from './constants';

/**
 * What `npm start` was asked to load for a plugin author.
 *
 * @example
 * const options: PluginKitArgs = { plugins: [ '/src/integration.js' ], gatewaysConfig: '/src/gateways.json' };
 */
export interface PluginKitArgs {
	/** Plugin scripts, absolute, in the order given. */
	plugins: string[];
	/** The gateways configuration file, absolute, or null. */
	gatewaysConfig: string | null;
}

/**
 * Reads the kit's options: each `--plugin <path>` (or `--plugin=<path>`,
 * repeatable), else `CESTA_PLUGINS` (comma-separated); `--gateways <path>`,
 * else `CESTA_GATEWAYS`. Relative paths are taken from `cwd` (where the
 * developer ran `npm start`: npm's `INIT_CWD`).
 *
 * @example
 * pluginKitArgs( [ '--plugin', 'a.js', '--plugin=b.js' ], {}, '/src' ).plugins; // [ '/src/a.js', '/src/b.js' ]
 */
export function pluginKitArgs(
	argv: readonly string[],
	env: Record< string, string | undefined >,
	cwd: string
): PluginKitArgs {
	const given: string[] = [];
	for ( let index = 0; index < argv.length; index++ ) {
		const arg = argv[ index ]!;
		if ( arg === '--plugin' && argv[ index + 1 ] ) {
			given.push( argv[ ++index ]! );
		} else if ( arg.startsWith( '--plugin=' ) ) {
			given.push( arg.slice( '--plugin='.length ) );
		}
	}
	const plugins = given.length
		? given
		: ( env[ PLUGINS_ENV ] ?? '' )
				.split( ',' )
				.map( ( path ) => path.trim() )
				.filter( Boolean );
	const gatewaysConfig = gatewaysConfigPathFrom( argv, env );
	return {
		plugins: plugins.filter( Boolean ).map( ( path ) => resolve( cwd, path ) ),
		gatewaysConfig: gatewaysConfig ? resolve( cwd, gatewaysConfig ) : null,
	};
}
