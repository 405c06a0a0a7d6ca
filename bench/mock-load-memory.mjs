/**
 * Memory figures of the mock load run (`mock-load.mjs`): the process's heap
 * and RSS, after a full garbage collection when Node runs with
 * `--expose-gc` (the run re-executes itself with it), and samples taken
 * while the load runs.
 */

const MIB = 1_048_576;

/** Megabytes, one decimal. */
export const mib = ( bytes ) => `${ ( bytes / MIB ).toFixed( 1 ) } MB`;

/**
 * Heap used and RSS now; after collecting garbage first when `settled`
 * (twice, so objects freed by finalisers go too).
 *
 * @example
 * const { heapUsed, rss } = memoryNow( { settled: true } );
 * @param {{ settled?: boolean }} options Collect garbage first.
 * @return {{ heapUsed: number, rss: number }} Bytes.
 */
export function memoryNow( { settled = false } = {} ) {
	if ( settled && global.gc ) {
		global.gc();
		global.gc();
	}
	const { heapUsed, rss } = process.memoryUsage();
	return { heapUsed, rss };
}

/**
 * Samples heap and RSS every `intervalMs` until stopped.
 *
 * @example
 * const sampler = sampleMemory( 5000 );
 * const samples = sampler.stop(); // [ { atMs, heapUsed, rss }, … ]
 * @param {number} intervalMs Time between samples.
 */
export function sampleMemory( intervalMs ) {
	const started = Date.now();
	const samples = [];
	const take = () => samples.push( { atMs: Date.now() - started, ...memoryNow() } );
	const timer = setInterval( take, intervalMs );
	return {
		stop() {
			clearInterval( timer );
			take();
			return samples;
		},
	};
}
