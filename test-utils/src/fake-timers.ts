/**
 * Fake timers for the spec's debounces and delays (the 300 ms request batch,
 * quantity pauses, notice timeouts), leaving the microtask queue real so
 * promises and MSW keep running, and a user-event instance driven by them.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Switches the test to fake timers (microtasks stay real) and returns a
 * user-event instance that advances them.
 *
 * @example
 * const user = installFakeTimers();
 * await user.click( screen.getByRole( 'button', { name: 'Add to cart' } ) );
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
 * Lets fake time pass in steps of `stepMs` until `condition` holds, failing
 * once `maxMs` of fake time passed without it.
 *
 * @example
 * await advanceUntil( () => screen.queryByText( 'Total' ) !== null );
 */
export async function advanceUntil(
	condition: () => boolean,
	maxMs = 10000,
	stepMs = 50
): Promise< void > {
	for ( let waited = 0; waited < maxMs && ! condition(); waited += stepMs ) {
		await advance( stepMs );
	}
	if ( ! condition() ) {
		throw new Error(
			`Condition not met within ${ maxMs } ms of fake time: ${ condition.toString() }`
		);
	}
}
