/**
 * Builds every workspace package that has an `exports` map into its `dist/`:
 * ESM (`.mjs`), CommonJS (`.cjs`) and bundled declarations (`.d.ts`), one
 * output per subpath export. Dependencies stay external: the packages are
 * libraries, so the host's bundler picks the single copy of each.
 *
 * `CESTA_PACKAGES=api,types npm run build` limits the build to some folders.
 */
import { readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import { inlinePostcodeCountryCodes } from './scripts/rollup/inline-string-enum.mjs';
import { pageCatalogue } from './scripts/rollup/page-catalogue.mjs';
import { vendorSubstitutes } from './scripts/rollup/vendor-substitutes.mjs';
import { windowGlobals } from './scripts/rollup/window-globals.mjs';
import { workspaceSideEffects } from './scripts/rollup/workspace-side-effects.mjs';
import { ROOT, listWorkspaces } from './scripts/workspaces.mjs';

const only = process.env.CESTA_PACKAGES?.split( ',' ).map( ( s ) => s.trim() );

const isExternal = ( id ) =>
	! id.startsWith( '.' ) && ! isAbsolute( id ) && ! id.startsWith( '\0' );

/**
 * Components import their stylesheet (`import './style.css'`). The JS output
 * drops those imports and the stylesheets, in module execution order, become
 * one `dist/style.css` that hosts link (exported as `<package>/style.css`).
 */
function collectStylesheets( { fileName = 'style.css' } = {} ) {
	const sources = new Map();
	return {
		name: 'cesta-collect-stylesheets',
		load( id ) {
			if ( ! id.endsWith( '.css' ) ) {
				return null;
			}
			sources.set( id, readFileSync( id, 'utf8' ) );
			return { code: '', moduleSideEffects: false };
		},
		generateBundle( options, bundle ) {
			if ( options.format !== 'es' || sources.size === 0 ) {
				return;
			}
			const ordered = new Set();
			for ( const chunk of Object.values( bundle ) ) {
				for ( const id of Object.keys( chunk.modules ?? {} ) ) {
					if ( sources.has( id ) ) {
						ordered.add( id );
					}
				}
			}
			for ( const id of sources.keys() ) {
				ordered.add( id );
			}
			const css = [ ...ordered ].map( ( id ) => sources.get( id ) ).join( '\n' );
			this.emitFile( { type: 'asset', fileName, source: css } );
		},
	};
}

const isStylesheet = ( id ) => id.endsWith( '.css' );

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
				collectStylesheets(),
				// Blocks import their block.json files (a WordPress host registers
				// the same files with register_block_type()).
				json( { preferConst: true } ),
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
			external: ( id ) => isExternal( id ) || isStylesheet( id ),
			plugins: [ dts( { tsconfig: 'tsconfig.base.json' } ) ],
			output: { dir: dist, format: 'es', entryFileNames: '[name].d.ts' },
		}
	);
}

/*
 * Standalone bundles for host pages (DESIGN §3), from the `cesta` field of
 * `standalone/package.json`: an IIFE vendor bundle that defines the shared
 * globals, and ES-module page entries, code-split, that read them.
 */
const standalone = listWorkspaces().find( ( w ) => w.relDir === 'standalone' );
const wantStandalone = ! only || only.includes( 'standalone' );
if ( standalone && wantStandalone ) {
	const { vendor, entries } = standalone.manifest.cesta;
	const dist = join( standalone.dir, 'dist' );
	// Chunk names carry a hash: without a clean start, stale chunks pile up
	// and the demo would serve files no page asks for any more.
	rmSync( dist, { recursive: true, force: true } );
	// Cycles inside React and @wordpress/* are theirs and harmless.
	const onwarn = ( warning, warn ) => {
		if (
			warning.code === 'CIRCULAR_DEPENDENCY' &&
			warning.ids?.every( ( id ) => id.includes( 'node_modules' ) )
		) {
			return;
		}
		warn( warning );
	};
	const browserPlugins = ( { ownCode = false } = {} ) => [
		workspaceSideEffects(),
		vendorSubstitutes( { root: ROOT } ),
		nodeResolve( {
			browser: true,
			exportConditions: [ 'source', 'browser', 'import', 'module', 'default' ],
			extensions: [ '.ts', '.tsx', '.mjs', '.js', '.json' ],
		} ),
		commonjs(),
		json( { preferConst: true } ),
		inlinePostcodeCountryCodes(),
		replace( {
			preventAssignment: true,
			values: { 'process.env.NODE_ENV': JSON.stringify( 'production' ) },
		} ),
		esbuild( {
			target: 'es2020',
			jsx: 'automatic',
			tsconfig: join( ROOT, 'tsconfig.base.json' ),
		} ),
		// Terser's passes shrink the gzipped bundles ~5 % more than esbuild's
		// minifier: shoppers pay every byte (DESIGN §8). Our own code reads no
		// property for its side effects, so it may also drop unused reads;
		// React and WordPress's packages are not ours to assume that of.
		terser( {
			ecma: 2020,
			module: ownCode,
			compress: ownCode ? { passes: 3, pure_getters: true } : { passes: 2 },
			format: { comments: false },
		} ),
	];
	// One IIFE per vendor script: `vendor.js` with every global (cart and
	// checkout pages), and its two halves for storefront pages, which start
	// with `vendor-base.js` (hooks, i18n, api-fetch) and add
	// `vendor-react.js` (React, element, data) only when a shopper opens
	// something React draws (DESIGN §8: the shop page's budget).
	for ( const [ name, file ] of Object.entries( vendor ) ) {
		configs.push( {
			input: { [ name ]: join( standalone.dir, file ) },
			onwarn,
			plugins: browserPlugins(),
			output: { dir: dist, format: 'iife', entryFileNames: '[name].js' },
		} );
	}
	// Page entries in groups, each its own code-split build: the cart and
	// checkout pages share chunks with each other only, so storefront entries
	// added later cannot split their chunks further (more files, more bytes).
	// A page loads the entries of one group.
	for ( const [ group, groupEntries ] of Object.entries( entries ) ) {
		if ( Object.keys( groupEntries ).length === 0 ) {
			continue;
		}
		const prefix = group === 'pages' ? '' : `${ group }-`;
		configs.push( {
			input: Object.fromEntries(
				Object.entries( groupEntries ).map( ( [ name, file ] ) => [
					name,
					join( standalone.dir, file ),
				] )
			),
			onwarn,
			plugins: [
				pageCatalogue( {
					root: ROOT,
					manifestFileName: `${ prefix }page-catalogues.json`,
				} ),
				windowGlobals(),
				collectStylesheets( { fileName: `${ prefix }style.css` } ),
				...browserPlugins( { ownCode: true } ),
			],
			output: {
				dir: dist,
				format: 'es',
				entryFileNames: '[name].js',
				chunkFileNames: `chunks/${ prefix }[name]-[hash].js`,
			},
		} );
	}
}

export default configs;
