/**
 * Replaces two dependencies of WordPress packages in the browser bundles with
 * the small stand-ins in `standalone/src/substitutes/`, each only where that
 * package imports it: what they do there needs a few lines, not 1.6 KB gzipped
 * each on every page (DESIGN §8).
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
