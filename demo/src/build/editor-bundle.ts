/** The editor playground's script and stylesheet, bundled by esbuild from the demo's sources once per process. */

import { join } from 'node:path';
import { build } from 'esbuild';

import { findRepositoryRoot } from './repository-root';

/**
 * The playground's built files: one ES module (React, the block editor,
 * the blocks' editor registrations, the Spanish catalogues) and one
 * stylesheet (the block editor's and components' styles, the blocks'
 * styles, the playground's layout).
 *
 * @example
 * const { script, stylesheet } = await editorBundle();
 */
export interface EditorBundle {
	script: string;
	stylesheet: string;
}

const ENTRY = join( 'demo', 'src', 'editor', 'client', 'main.tsx' );

/**
 * WordPress's in-browser media processing (a wasm image library of ~15 MB
 * and a video converter), which its upload code imports on demand: the
 * playground never uploads media, so they stay out of the bundle.
 */
const MEDIA_PROCESSING_WORKERS = [ '@wordpress/vips/worker', '@wordpress/video-conversion/worker' ];

let bundle: Promise< EditorBundle > | null = null;

const bundleEditor = async (): Promise< EditorBundle > => {
	const rootDir = findRepositoryRoot();
	const result = await build( {
		entryPoints: { editor: join( rootDir, ENTRY ) },
		// Nothing is written there; it names the outputs.
		outdir: join( rootDir, 'node_modules', '.cache', 'cesta-demo', 'editor' ),
		bundle: true,
		write: false,
		format: 'esm',
		// One script in module order: WordPress's stores register before ours look for them.
		splitting: false,
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
	const text = ( extension: string ) =>
		result.outputFiles.find( ( file ) => file.path.endsWith( extension ) )?.text ?? '';
	return { script: text( '.js' ), stylesheet: text( '.css' ) };
};

/**
 * The playground's script and stylesheet, bundled by esbuild from
 * `demo/src/editor/client/main.tsx` (our packages from their TypeScript
 * sources) the first time a page asks, then kept for the process. A failed
 * build is not kept: the next request tries again.
 *
 * @example
 * response.end( ( await editorBundle() ).script );
 */
export function editorBundle(): Promise< EditorBundle > {
	bundle ??= bundleEditor().catch( ( error: unknown ) => {
		bundle = null;
		throw error;
	} );
	return bundle;
}
