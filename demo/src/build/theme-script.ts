/** The demo theme's header script for the cart page, bundled once per process. */

import { join } from 'node:path';
import { build } from 'esbuild';

import { findRepositoryRoot } from './repository-root';

let script: Promise< string > | null = null;

/**
 * The JavaScript of the theme's header script on the cart page
 * (`src/theme/header-script.ts`: the header's cart count follows the cart
 * store of `wp.data`), an ES module bundled and minified by esbuild from the
 * demo's TypeScript the first time it is asked for, then kept. It counts in
 * those pages' script budgets like any script file, so it stays a few
 * hundred bytes.
 *
 * @example
 * response.end( await themeScript() );
 */
export function themeScript(): Promise< string > {
	script ??= build( {
		entryPoints: [ join( findRepositoryRoot(), 'demo', 'src', 'theme', 'header-script.ts' ) ],
		bundle: true,
		write: false,
		format: 'esm',
		target: 'es2020',
		minify: true,
		conditions: [ 'source' ],
		logLevel: 'warning',
	} ).then( ( result ) => result.outputFiles[ 0 ]!.text.trim() );
	return script;
}
