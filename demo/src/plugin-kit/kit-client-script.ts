/** The kit's own browser scripts (inspector, declared gateways' methods), bundled once per process. */

import { join } from 'node:path';
import { build } from 'esbuild';

import { findRepositoryRoot } from '../build/repository-root';

const built = new Map< string, Promise< string > >();

/**
 * The JavaScript of one of the kit's browser scripts
 * (`src/plugin-kit/client/<name>.ts`), a classic script bundled and
 * minified by esbuild the first time it is asked for, then kept. They read
 * only the page's globals (`wc.*`, `wp.element`, `cestaPluginKit`), as a
 * plugin does.
 *
 * @example
 * response.end( await kitClientScript( 'inspector' ) );
 */
export function kitClientScript( name: 'inspector' | 'declared-gateways' ): Promise< string > {
	let script = built.get( name );
	if ( ! script ) {
		script = build( {
			entryPoints: [
				join( findRepositoryRoot(), 'demo', 'src', 'plugin-kit', 'client', `${ name }.ts` ),
			],
			bundle: true,
			write: false,
			format: 'iife',
			target: 'es2020',
			minify: true,
			logLevel: 'warning',
		} ).then( ( result ) => result.outputFiles[ 0 ]!.text.trim() );
		built.set( name, script );
	}
	return script;
}
