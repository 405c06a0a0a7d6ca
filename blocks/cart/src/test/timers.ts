/**
 * Fake timers for the block's delays (400 ms quantity pause, 300 ms batch,
 * 600 ms typing, 10 s snackbars), leaving the microtask queue real so
 * promises and MSW keep running, and a user-event instance driven by them.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Switches the test to fake timers and returns a user-event instance that
 * advances them.
 *
 * @example
 * const user = installFakeTimers();
 */
export function installFakeTimers() {
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
	return userEvent.setup( { advanceTimers: ( ms ) => jest.advanceTimersByTime( ms ) } );
}

/**
 * Lets `ms` of fake time pass, with React updates flushed.
 *
 * @example
 * await advance( 700 );
 */
export async function advance( ms: number ): Promise< void > {
	await act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );
}

/**
 * Lets fake time pass in steps until `condition` holds (or `maxMs` passed).
 *
 * @example
 * await advanceUntil( () => screen.queryByText( 'Total' ) !== null );
 */
export async function advanceUntil( condition: () => boolean, maxMs = 10000 ): Promise< void > {
	for ( let waited = 0; waited < maxMs && ! condition(); waited += 50 ) {
		await advance( 50 );
	}
	if ( ! condition() ) {
		throw new Error(
			`Condition not met within ${ maxMs } ms of fake time: ${ condition.toString() }`
		);
	}
}
