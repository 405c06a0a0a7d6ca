/**
 * Replaces some modules of WordPress packages in the browser bundles with the
 * small stand-ins in `standalone/src/substitutes/`, each only where that
 * package imports it: what shop pages need of them takes a few lines, not a
 * kilobyte or more gzipped on every page (DESIGN §8).
 */
import { join } from 'node:path';

/**
 * @param {{ root: string }} options The repository root.
 * @return {import('rollup').Plugin} The plugin.
 */
export function vendorSubstitutes( { root } ) {
	const substitutes = [
		{
			source: 'requestidlecallback',
			importer: '/@wordpress/priority-queue/',
			file: 'idle-callback.ts',
		},
		{
			source: './middlewares/media-upload.mjs',
			importer: '/@wordpress/api-fetch/',
			file: 'media-upload.ts',
		},
		{
			source: 'change-case',
			importer: '/@wordpress/compose/',
			file: 'pascal-case.ts',
		},
	];
	return {
		name: 'cesta-vendor-substitutes',
		resolveId( source, importer ) {
			const substitute = substitutes.find(
				( candidate ) =>
					candidate.source === source && importer?.includes( candidate.importer )
			);
			return substitute ? join( root, 'standalone/src/substitutes', substitute.file ) : null;
		},
	};
}
