/**
 * `npm run build`: rollup over `rollup.config.mjs` in several processes —
 * the standalone bundles in one, the workspaces' libraries in batches —,
 * two at a time. One process building every config kept each config's
 * TypeScript program (the `.d.ts` bundles) in memory until the end and ran
 * out of its 8 GB heap as the packages grew; a batch's memory is freed when
 * its process ends, and the second core builds meanwhile.
 *
 * `CESTA_PACKAGES=api,standalone npm run build` limits the build to those
 * folders, as `rollup.config.mjs` reads it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, listWorkspaces } from './workspaces.mjs';

/** Workspaces per rollup process. */
const WORKSPACES_PER_PROCESS = 8;
/** Rollup processes at once: the machine's two cores. */
const PROCESSES_AT_ONCE = 2;
/** Heap of one rollup process, in MB. */
const HEAP_MB = 4096;

const only = process.env.CESTA_PACKAGES?.split( ',' ).map( ( name ) => name.trim() );
const wanted = ( relDir ) => ! only || only.some( ( name ) => relDir.endsWith( name ) );

const libraries = listWorkspaces()
	.map( ( workspace ) => workspace.relDir )
	.filter( ( relDir ) => relDir !== 'standalone' && wanted( relDir ) );
const batches = [
	...( ! only || only.includes( 'standalone' ) ? [ [ 'standalone' ] ] : [] ),
	...Array.from(
		{ length: Math.ceil( libraries.length / WORKSPACES_PER_PROCESS ) },
		( _, index ) =>
			libraries.slice(
				index * WORKSPACES_PER_PROCESS,
				( index + 1 ) * WORKSPACES_PER_PROCESS
			)
	),
];

/** Builds one batch in its own rollup process; resolves with its exit code. */
const build = ( batch ) =>
	new Promise( ( resolve ) => {
		const child = spawn(
			process.execPath,
			[
				`--max-old-space-size=${ HEAP_MB }`,
				join( ROOT, 'node_modules', 'rollup', 'dist', 'bin', 'rollup' ),
				'-c',
				'rollup.config.mjs',
			],
			{
				cwd: ROOT,
				env: { ...process.env, CESTA_PACKAGES: batch.join( ',' ) },
				stdio: 'inherit',
			}
		);
		child.on( 'close', ( code ) => resolve( code ?? 1 ) );
	} );

const queue = [ ...batches ];
const codes = [];
await Promise.all(
	Array.from( { length: PROCESSES_AT_ONCE }, async () => {
		while ( queue.length ) {
			codes.push( await build( queue.shift() ) );
		}
	} )
);
process.exit( codes.every( ( code ) => code === 0 ) ? 0 : 1 );
