/**
 * Every error message of the demo shop, in one place. They are for the
 * developer running the demo (console and HTTP errors), so they stay in English.
 */

/**
 * The standalone build failed.
 *
 * @example
 * throw new Error( buildFailedMessage( 1 ) );
 */
export const buildFailedMessage = ( status: number | null ) =>
	`Building the standalone bundles failed (npm run build exited with ${ status ?? 'a signal' }). Fix the build and start the demo again.`;

/**
 * A bundle the pages need is missing after the build.
 *
 * @example
 * throw new Error( missingBundleMessage( 'standalone/dist/cart.js' ) );
 */
export const missingBundleMessage = ( file: string ) =>
	`The build finished but ${ file } is missing. Check "cesta.entries" in standalone/package.json.`;

/**
 * The repository root could not be found from a folder.
 *
 * @example
 * throw new Error( noRepositoryRootMessage( process.cwd() ) );
 */
export const noRepositoryRootMessage = ( from: string ) =>
	`Cannot find the Cesta repository (a package.json named "cesta") in ${ from } or above it.`;

/**
 * `PORT` is not a port number.
 *
 * @example
 * throw new TypeError( invalidPortMessage( 'abc' ) );
 */
export const invalidPortMessage = ( value: string ) =>
	`PORT must be a whole number from 0 to 65535, got "${ value }".`;

/**
 * A page asked to print a global whose name is not a JavaScript identifier.
 *
 * @example
 * throw new TypeError( invalidGlobalNameMessage( 'wc-settings' ) );
 */
export const invalidGlobalNameMessage = ( name: string ) =>
	`Not a JavaScript identifier: ${ JSON.stringify( name ) }.`;

/**
 * The Store API simulation has no route for a path the demo preloads.
 *
 * @example
 * throw new Error( noMockRouteMessage( '/wp-json/wc/store/v1/cart' ) );
 */
export const noMockRouteMessage = ( path: string ) =>
	`The Store API simulation does not answer ${ path }.`;

/**
 * A plugin script given with `--plugin` does not exist.
 *
 * @example
 * throw new Error( missingPluginMessage( '/src/integration.js' ) );
 */
export const missingPluginMessage = ( file: string ) =>
	`The plugin script ${ file } does not exist (given with --plugin or CESTA_PLUGINS).`;
