/**
 * What one part of a page costs on its own (DESIGN §8: "the Mini-Cart button
 * before any interaction ≤ 10 KB gz of our own code"): each part of
 * `BENCH_PARTS` is bundled alone from its sources, as a page entry would
 * load it (esbuild, minified, ES module; React and `wp.*` left to the vendor
 * scripts, dynamic imports left out), then gzip -9. A page carries other
 * parts beside it (the store notice, order attribution), so a part's own
 * figure is measured here rather than read off a page.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/**
 * @typedef {object} BenchPart
 * @property {string} name     What the part is.
 * @property {string} source   The code a page entry runs for it (an ES module).
 * @property {number} budgetKb gzip -9 KB of our own code it may cost.
 */

/** @type {BenchPart[]} */
export const BENCH_PARTS = [
	{
		name: 'the Mini-Cart button, before any interaction',
		source: [
			"import { mountMiniCarts } from '@cesta/block-mini-cart';",
			"mountMiniCarts( document, { loadDrawer: () => import( '@cesta/block-mini-cart/drawer' ) } );",
		].join( '\n' ),
		budgetKb: 10,
	},
];

/** Leaves dynamic imports (code loaded on interaction) and the vendor scripts' packages out. */
const outsideThePart = {
	name: 'outside-the-part',
	setup( plugin ) {
		plugin.onResolve( { filter: /.*/ }, ( args ) =>
			args.kind === 'dynamic-import' ||
			/^(react|react-dom)(\/|$)/.test( args.path ) ||
			/^@wordpress\/(api-fetch|data|deprecated|element|hooks|i18n)$/.test( args.path )
				? { path: args.path, external: true }
				: undefined
		);
	},
};

/**
 * Bundles each part and gives its gzip -9 size in bytes.
 *
 * @return {Promise<Array<BenchPart & { gzip: number }>>} The parts with their sizes.
 */
export async function measureParts() {
	const measured = [];
	for ( const part of BENCH_PARTS ) {
		const result = await build( {
			stdin: { contents: part.source, resolveDir: ROOT, loader: 'ts' },
			bundle: true,
			minify: true,
			format: 'esm',
			platform: 'browser',
			target: 'es2020',
			conditions: [ 'source', 'browser', 'import' ],
			loader: { '.css': 'empty' },
			define: { 'process.env.NODE_ENV': '"production"' },
			plugins: [ outsideThePart ],
			write: false,
			logLevel: 'silent',
		} );
		measured.push( {
			...part,
			gzip: gzipSync( result.outputFiles[ 0 ].contents, { level: 9 } ).length,
		} );
	}
	return measured;
}
