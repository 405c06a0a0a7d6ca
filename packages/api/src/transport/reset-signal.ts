/**
 * Requests belong to the client session they were sent in. `resetStoreApiClient`
 * ends that session: requests still on their way are aborted and their answers
 * never read, so a late answer of the previous session (its nonce, issued
 * later than the new session's, its cart token, its cart) cannot replace what
 * the new session holds.
 */

let session = new AbortController();

/**
 * A request's link to the caller's signal and to the client session it was
 * sent in: `signal` aborts when either does; `release` stops listening once
 * the request is over.
 *
 * @example
 * const link = linkToClientSession( request.signal );
 */
export interface ClientSessionLink {
	signal: AbortSignal;
	/** Whether the client was reset since the request was sent. */
	isEnded: () => boolean;
	release: () => void;
}

/**
 * Links a request to the current client session and to its caller's signal.
 *
 * @example
 * const link = linkToClientSession( signal );
 * try {
 * 	await fetch( url, { signal: link.signal } );
 * } finally {
 * 	link.release();
 * }
 */
export function linkToClientSession( callerSignal?: AbortSignal ): ClientSessionLink {
	const sessionSignal = session.signal;
	const controller = new AbortController();
	const abort = () => controller.abort();
	const sources = callerSignal ? [ callerSignal, sessionSignal ] : [ sessionSignal ];
	if ( sources.some( ( source ) => source.aborted ) ) {
		abort();
	}
	sources.forEach( ( source ) => source.addEventListener( 'abort', abort, { once: true } ) );
	return {
		signal: controller.signal,
		isEnded: () => sessionSignal.aborted,
		release: () =>
			sources.forEach( ( source ) => source.removeEventListener( 'abort', abort ) ),
	};
}

/**
 * Ends the client session: requests sent in it are aborted (their callers get
 * `abort_error`) and their answers are not read. For `resetStoreApiClient`.
 *
 * @example
 * endClientSession();
 */
export function endClientSession(): void {
	session.abort();
	session = new AbortController();
}
