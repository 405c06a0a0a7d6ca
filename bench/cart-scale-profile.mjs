/**
 * Where script time goes, from Chromium's own sampling profiler (CDP
 * `Profiler.start/stop`, a sample every 100 µs): self time summed by
 * function and by script file, idle left out. The shop's bundles are
 * minified, so each function is shown with its position and the first
 * characters of its source, enough to find it in the bundle and its source.
 */

const SAMPLING_INTERVAL_US = 100;
const EXCERPT_CHARS = 110;

/**
 * Starts the sampling profiler on the page of `cdp` (a fresh CDP session per page).
 *
 * @example
 * await startProfile( cdp );
 * @param {import('playwright-core').CDPSession} cdp The page's CDP session.
 */
export async function startProfile( cdp ) {
	await cdp.send( 'Debugger.enable' );
	await cdp.send( 'Profiler.enable' );
	await cdp.send( 'Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US } );
	await cdp.send( 'Profiler.start' );
}

const fileOf = ( url ) => ( url ? new URL( url ).pathname.split( '/' ).pop() : '(native)' );

/**
 * Stops the profiler and sums its samples' self time by function and by file.
 *
 * @example
 * const { totalMs, functions, files } = await stopProfile( cdp );
 * @param {import('playwright-core').CDPSession} cdp The page's CDP session, profiling.
 * @return {Promise<{ totalMs: number, functions: Array<{ ms: number, name: string, file: string, at: string, source: string }>, files: Array<{ ms: number, file: string }> }>}
 *   Busy time, and self time per function and per file, largest first.
 */
export async function stopProfile( cdp ) {
	const { profile } = await cdp.send( 'Profiler.stop' );
	const nodes = new Map( profile.nodes.map( ( node ) => [ node.id, node ] ) );
	const selfUs = new Map();
	profile.samples.forEach( ( id, index ) => {
		// A sample stands for the time until the next one.
		const delta = profile.timeDeltas[ index + 1 ] ?? 0;
		selfUs.set( id, ( selfUs.get( id ) ?? 0 ) + delta );
	} );
	const functions = new Map();
	const files = new Map();
	let totalUs = 0;
	for ( const [ id, us ] of selfUs ) {
		const { callFrame } = nodes.get( id );
		if ( callFrame.functionName === '(idle)' ) {
			continue;
		}
		totalUs += us;
		const file = fileOf( callFrame.url );
		const at = `${ callFrame.lineNumber + 1 }:${ callFrame.columnNumber + 1 }`;
		const key = `${ file } ${ at } ${ callFrame.functionName }`;
		const entry = functions.get( key ) ?? {
			us: 0,
			name: callFrame.functionName || '(anonymous)',
			file,
			at,
			frame: callFrame,
		};
		entry.us += us;
		functions.set( key, entry );
		files.set( file, ( files.get( file ) ?? 0 ) + us );
	}
	const sources = new Map();
	const excerpt = async ( { scriptId, lineNumber, columnNumber, url } ) => {
		if ( ! url || scriptId === '0' ) {
			return '';
		}
		if ( ! sources.has( scriptId ) ) {
			sources.set(
				scriptId,
				cdp
					.send( 'Debugger.getScriptSource', { scriptId } )
					.then( ( { scriptSource } ) => scriptSource.split( '\n' ) )
					.catch( () => [] )
			);
		}
		const lines = await sources.get( scriptId );
		return ( lines[ lineNumber ] ?? '' ).slice( columnNumber, columnNumber + EXCERPT_CHARS );
	};
	const sorted = [ ...functions.values() ].sort( ( a, b ) => b.us - a.us );
	return {
		totalMs: totalUs / 1000,
		functions: await Promise.all(
			sorted.map( async ( entry ) => ( {
				ms: entry.us / 1000,
				name: entry.name,
				file: entry.file,
				at: entry.at,
				source: await excerpt( entry.frame ),
			} ) )
		),
		files: [ ...files ]
			.map( ( [ file, us ] ) => ( { file, ms: us / 1000 } ) )
			.sort( ( a, b ) => b.ms - a.ms ),
	};
}
