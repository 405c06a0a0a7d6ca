/** The editor playground's scripts and stylesheet, bundled by esbuild from the demo's sources once per process. */

import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import type { Metafile } from 'esbuild';

import { findRepositoryRoot } from './repository-root';

/**
 * The playground's built files by their path under `/editor/`: the scripts
 * the page loads (`wordpress-notices.js`, then `editor.js`: React, the
 * block editor, the blocks' editor registrations, the Spanish catalogues),
 * the chunks they import (some only on demand, as the password strength
 * dictionaries), and one stylesheet (`editor.css`: the block editor's and
 * components' styles, the blocks' styles, the playground's layout).
 *
 * @example
 * const { files, initialFiles } = await editorBundle();
 * files.get( 'editor.js' );
 */
export interface EditorBundle {
	files: ReadonlyMap< string, string >;
	/** What the page loads before it runs: its scripts, the chunks they import statically, the stylesheet. */
	initialFiles: readonly string[];
}

const CLIENT = join( 'demo', 'src', 'editor', 'client' );

/**
 * WordPress's in-browser media processing (a wasm image library of ~15 MB
 * and a video converter), which its upload code imports on demand: the
 * playground never uploads media, so they stay out of the bundle.
 */
const MEDIA_PROCESSING_WORKERS = [ '@wordpress/vips/worker', '@wordpress/video-conversion/worker' ];

/** The scripts the editor page loads, in order. */
const PAGE_SCRIPTS = [ 'wordpress-notices.js', 'editor.js' ];

let bundle: Promise< EditorBundle > | null = null;

/**
 * One minified stylesheet of every stylesheet the scripts import, each once
 * (esbuild gives each chunk loaded on demand a stylesheet repeating the
 * shared ones), in the order the scripts first import them.
 */
const oneStylesheet = async ( outputs: Metafile[ 'outputs' ] ): Promise< string > => {
	const sources = new Set< string >();
	for ( const output of Object.values( outputs ) ) {
		Object.keys( output.inputs )
			.filter( ( input ) => input.endsWith( '.css' ) )
			.forEach( ( input ) => sources.add( resolve( input ) ) );
	}
	const result = await build( {
		stdin: {
			contents: [ ...sources ]
				.map( ( source ) => `@import ${ JSON.stringify( source ) };` )
				.join( '\n' ),
			loader: 'css',
			resolveDir: process.cwd(),
		},
		bundle: true,
		write: false,
		minify: true,
		logLevel: 'warning',
	} );
	return result.outputFiles[ 0 ]!.text;
};

const bundleEditor = async (): Promise< EditorBundle > => {
	const rootDir = findRepositoryRoot();
	const outdir = join( rootDir, 'node_modules', '.cache', 'cesta-demo', 'editor' );
	const result = await build( {
		entryPoints: {
			'wordpress-notices': join( rootDir, CLIENT, 'wordpress-notices.ts' ),
			editor: join( rootDir, CLIENT, 'main.tsx' ),
		},
		// Nothing is written there; chunks import each other relative to it (/editor/chunks/…).
		outdir,
		bundle: true,
		write: false,
		format: 'esm',
		// What the blocks load on demand stays in chunks loaded on demand.
		splitting: true,
		chunkNames: 'chunks/[name]-[hash]',
		metafile: true,
		external: MEDIA_PROCESSING_WORKERS,
		platform: 'browser',
		target: 'es2020',
		minify: true,
		jsx: 'automatic',
		conditions: [ 'source' ],
		define: {
			'process.env.NODE_ENV': '"production"',
			'process.env.IS_GUTENBERG_PLUGIN': 'false',
			'process.env.IS_WORDPRESS_CORE': 'false',
			'globalThis.IS_GUTENBERG_PLUGIN': 'false',
			'globalThis.SCRIPT_DEBUG': 'false',
		},
		loader: { '.svg': 'text' },
		logLevel: 'warning',
	} );
	const named = ( path: string ) => relative( outdir, path ).split( sep ).join( '/' );
	const files = new Map< string, string >();
	for ( const file of result.outputFiles ) {
		if ( file.path.endsWith( '.js' ) ) {
			files.set( named( file.path ), file.text );
		}
	}
	const outputs = result.metafile!.outputs;
	files.set( 'editor.css', await oneStylesheet( outputs ) );
	const initial = new Set< string >();
	const addWithImports = ( path: string ) => {
		const name = named( join( process.cwd(), path ) );
		if ( ! initial.has( name ) ) {
			initial.add( name );
			outputs[ path ]?.imports
				.filter(
					( imported ) => imported.kind === 'import-statement' && ! imported.external
				)
				.forEach( ( imported ) => addWithImports( imported.path ) );
		}
	};
	Object.keys( outputs )
		.filter( ( path ) => PAGE_SCRIPTS.includes( named( join( process.cwd(), path ) ) ) )
		.forEach( addWithImports );
	initial.add( 'editor.css' );
	return { files, initialFiles: [ ...initial ] };
};

/**
 * The playground's scripts, chunks and stylesheet, bundled by esbuild from
 * `demo/src/editor/client/` (our packages from their TypeScript sources)
 * the first time a page asks, then kept for the process. A failed build is
 * not kept: the next request tries again.
 *
 * @example
 * response.end( ( await editorBundle() ).files.get( 'editor.js' ) );
 */
export function editorBundle(): Promise< EditorBundle > {
	bundle ??= bundleEditor().catch( ( error: unknown ) => {
		bundle = null;
		throw error;
	} );
	return bundle;
}
