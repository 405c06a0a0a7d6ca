/**
 * Builds every workspace package that has an `exports` map into its `dist/`:
 * ESM (`.mjs`), CommonJS (`.cjs`) and bundled declarations (`.d.ts`), one
 * output per subpath export. Dependencies stay external: the packages are
 * libraries, so the host's bundler picks the single copy of each.
 *
 * `CESTA_PACKAGES=api,types npm run build` limits the build to some folders.
 */
import { isAbsolute, join, relative } from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import { ROOT, listWorkspaces } from './scripts/workspaces.mjs';

const only = process.env.CESTA_PACKAGES?.split( ',' ).map( ( s ) => s.trim() );

const isExternal = ( id ) =>
	! id.startsWith( '.' ) && ! isAbsolute( id ) && ! id.startsWith( '\0' );

/** Turns `./dist/react.mjs` into the chunk name `react`. */
const entryName = ( target ) => relative( './dist', target.import ).replace( /\.mjs$/, '' );

function entriesOf( { dir, manifest } ) {
	const input = {};
	for ( const target of Object.values( manifest.exports ?? {} ) ) {
		if ( typeof target === 'object' && target.source && target.import ) {
			input[ entryName( target ) ] = join( dir, target.source );
		}
	}
	return input;
}

const configs = [];
for ( const workspace of listWorkspaces() ) {
	const input = entriesOf( workspace );
	const wanted = ! only || only.some( ( name ) => workspace.relDir.endsWith( name ) );
	if ( ! wanted || Object.keys( input ).length === 0 ) {
		continue;
	}
	const dist = join( workspace.dir, 'dist' );
	configs.push(
		{
			input,
			external: isExternal,
			plugins: [
				esbuild( {
					target: 'es2020',
					jsx: 'automatic',
					tsconfig: join( ROOT, 'tsconfig.base.json' ),
				} ),
			],
			output: [
				{
					dir: dist,
					format: 'es',
					entryFileNames: '[name].mjs',
					chunkFileNames: 'chunks/[name]-[hash].mjs',
					sourcemap: true,
				},
				{
					dir: dist,
					format: 'cjs',
					entryFileNames: '[name].cjs',
					chunkFileNames: 'chunks/[name]-[hash].cjs',
					sourcemap: true,
					exports: 'named',
				},
			],
		},
		{
			input,
			external: isExternal,
			plugins: [ dts( { tsconfig: 'tsconfig.base.json' } ) ],
			output: { dir: dist, format: 'es', entryFileNames: '[name].d.ts' },
		}
	);
}

export default configs;
