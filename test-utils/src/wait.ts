/**
 * Waiting on real timers for something the stores do asynchronously.
 */

/**
 * Waits (real time) until `condition` holds, failing after `timeoutMs`.
 *
 * @example
 * await waitUntil( () => registry.select( checkoutStore ).isComplete() );
 */
export async function waitUntil( condition: () => boolean, timeoutMs = 4000 ): Promise< void > {
	const started = Date.now();
	while ( ! condition() ) {
		if ( Date.now() - started > timeoutMs ) {
			throw new Error(
				`Condition not met within ${ timeoutMs } ms: ${ condition.toString() }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
	}
}
