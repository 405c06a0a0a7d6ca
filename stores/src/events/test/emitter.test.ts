/** Tests of the event emitter: priorities, async order, answers, throwing observers, aborts, unsubscribing. */

import { captureErrors } from '@cesta/test-utils/dom';

import { createEventEmitter } from '../emitter';

describe( 'event emitter', () => {
	describe( 'given observers registered with different priorities', () => {
		it( 'when the event is emitted › runs them in ascending priority', async () => {
			const emitter = createEventEmitter();
			const calls: string[] = [];
			emitter.subscribe( 'checkout_success', () => void calls.push( 'twenty' ), 20 );
			emitter.subscribe( 'checkout_success', () => void calls.push( 'one' ), 1 );
			emitter.subscribe( 'checkout_success', () => void calls.push( 'ten' ) );
			await emitter.emit( 'checkout_success' );
			expect( calls ).toEqual( [ 'one', 'ten', 'twenty' ] );
		} );
	} );

	describe( 'given observers with equal priorities', () => {
		it( 'when the event is emitted › runs them in registration order', async () => {
			const emitter = createEventEmitter();
			const calls: number[] = [];
			[ 1, 2, 3, 4 ].forEach( ( n ) =>
				emitter.subscribe( 'x', () => void calls.push( n ), 5 )
			);
			await emitter.emit( 'x' );
			expect( calls ).toEqual( [ 1, 2, 3, 4 ] );
		} );
	} );

	describe( 'given an observer registered without a priority', () => {
		it( 'when emitted › it runs with the default priority 10, after 9 and before 11', async () => {
			const emitter = createEventEmitter();
			const calls: string[] = [];
			emitter.subscribe( 'x', () => void calls.push( 'eleven' ), 11 );
			emitter.subscribe( 'x', () => void calls.push( 'default' ) );
			emitter.subscribe( 'x', () => void calls.push( 'nine' ), 9 );
			await emitter.emit( 'x' );
			expect( calls ).toEqual( [ 'nine', 'default', 'eleven' ] );
		} );
	} );

	describe( 'given async observers', () => {
		it( 'when emitted › awaits each one before starting the next', async () => {
			const emitter = createEventEmitter();
			const calls: string[] = [];
			emitter.subscribe( 'x', async () => {
				await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
				calls.push( 'slow' );
			} );
			emitter.subscribe( 'x', () => void calls.push( 'fast' ) );
			await emitter.emit( 'x' );
			expect( calls ).toEqual( [ 'slow', 'fast' ] );
		} );
	} );

	describe( 'given observers that answer with objects, true and nothing', () => {
		it( 'when emitted › collects only the object answers, in order', async () => {
			const emitter = createEventEmitter();
			emitter.subscribe( 'x', () => true );
			emitter.subscribe( 'x', () => ( { type: 'error', errorMessage: 'A' } ) );
			emitter.subscribe( 'x', () => undefined );
			emitter.subscribe( 'x', () => ( { type: 'success' } ) );
			expect( await emitter.emit( 'x' ) ).toEqual( [
				{ type: 'error', errorMessage: 'A' },
				{ type: 'success' },
			] );
		} );

		it( 'when an observer answers false › it counts as an error answer', async () => {
			const emitter = createEventEmitter();
			emitter.subscribe( 'x', () => false );
			expect( await emitter.emit( 'x' ) ).toEqual( [ { type: 'error' } ] );
		} );
	} );

	describe( 'given an observer that throws', () => {
		it( 'when emitted › logs the error, counts it as an error response and runs the rest', async () => {
			const consoleError = captureErrors();
			const emitter = createEventEmitter();
			const boom = new Error( 'boom' );
			const after = jest.fn();
			emitter.subscribe( 'x', () => {
				throw boom;
			} );
			emitter.subscribe( 'x', after );
			expect( await emitter.emit( 'x' ) ).toEqual( [ { type: 'error' } ] );
			expect( consoleError ).toHaveBeenCalledWith( boom );
			expect( after ).toHaveBeenCalled();
		} );

		it( 'when emitted with abort › logs it, answers error and stops', async () => {
			const consoleError = captureErrors();
			const emitter = createEventEmitter();
			const after = jest.fn();
			emitter.subscribe( 'x', async () => {
				throw new Error( 'rejected' );
			} );
			emitter.subscribe( 'x', after );
			expect( await emitter.emitWithAbort( 'x' ) ).toEqual( [ { type: 'error' } ] );
			expect( consoleError ).toHaveBeenCalledTimes( 1 );
			expect( after ).not.toHaveBeenCalled();
		} );
	} );

	describe( 'given an observer answering an object without a type', () => {
		it( 'when emitted › logs the broken contract and counts it as an error', async () => {
			const consoleError = captureErrors();
			const emitter = createEventEmitter();
			emitter.subscribe( 'x', () => ( { message: 'no type here' } ) );
			expect( await emitter.emit( 'x' ) ).toEqual( [ { type: 'error' } ] );
			expect( String( consoleError.mock.calls[ 0 ][ 0 ] ) ).toContain(
				'Observers must return an object with a type property.'
			);
		} );
	} );

	describe( 'emitWithAbort', () => {
		it( 'given a failure in the middle › stops there and returns the answers so far', async () => {
			const emitter = createEventEmitter();
			const last = jest.fn();
			emitter.subscribe( 'x', () => ( { type: 'success' } ), 1 );
			emitter.subscribe( 'x', () => ( { type: 'failure', message: 'declined' } ), 2 );
			emitter.subscribe( 'x', last, 3 );
			expect( await emitter.emitWithAbort( 'x' ) ).toEqual( [
				{ type: 'success' },
				{ type: 'failure', message: 'declined' },
			] );
			expect( last ).not.toHaveBeenCalled();
		} );

		it( 'given an error answer › stops there', async () => {
			const emitter = createEventEmitter();
			const last = jest.fn();
			emitter.subscribe( 'x', () => ( { type: 'error' } ) );
			emitter.subscribe( 'x', last );
			await emitter.emitWithAbort( 'x' );
			expect( last ).not.toHaveBeenCalled();
		} );

		it( 'given only successes › runs every observer', async () => {
			const emitter = createEventEmitter();
			emitter.subscribe( 'x', () => ( { type: 'success', meta: { a: 1 } } ) );
			emitter.subscribe( 'x', () => ( { type: 'success', meta: { b: 2 } } ) );
			expect( await emitter.emitWithAbort( 'x' ) ).toHaveLength( 2 );
		} );

		it( 'whereas emit › keeps running after a failure', async () => {
			const emitter = createEventEmitter();
			const last = jest.fn();
			emitter.subscribe( 'x', () => ( { type: 'failure' } ) );
			emitter.subscribe( 'x', last );
			await emitter.emit( 'x' );
			expect( last ).toHaveBeenCalled();
		} );
	} );

	describe( 'observer data', () => {
		it( 'given data › every observer receives it', async () => {
			const emitter = createEventEmitter();
			const observer = jest.fn();
			emitter.subscribe( 'x', observer );
			await emitter.emit( 'x', { orderId: 42 } );
			expect( observer ).toHaveBeenCalledWith( { orderId: 42 } );
		} );
	} );

	describe( 'unsubscribing', () => {
		it( 'given the returned function is called › the observer no longer runs', async () => {
			const emitter = createEventEmitter();
			const observer = jest.fn();
			const unsubscribe = emitter.subscribe( 'x', observer );
			expect( emitter.hasObservers( 'x' ) ).toBe( true );
			unsubscribe();
			await emitter.emit( 'x' );
			expect( observer ).not.toHaveBeenCalled();
			expect( emitter.hasObservers( 'x' ) ).toBe( false );
		} );

		it( 'given the same callback registered twice › unsubscribing one keeps the other', async () => {
			const emitter = createEventEmitter();
			const observer = jest.fn();
			const first = emitter.subscribe( 'x', observer );
			emitter.subscribe( 'x', observer );
			first();
			await emitter.emit( 'x' );
			expect( observer ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'given an observer unsubscribes itself while running › the current run is unaffected', async () => {
			const emitter = createEventEmitter();
			const calls: string[] = [];
			const off = emitter.subscribe( 'x', () => {
				calls.push( 'first' );
				off();
			} );
			emitter.subscribe( 'x', () => void calls.push( 'second' ) );
			await emitter.emit( 'x' );
			await emitter.emit( 'x' );
			expect( calls ).toEqual( [ 'first', 'second', 'second' ] );
		} );
	} );

	describe( 'bad registrations', () => {
		it( 'given a callback that is not a function › throws a TypeError naming the event', () => {
			const emitter = createEventEmitter();
			expect( () =>
				emitter.subscribe( 'payment_setup', 'nope' as unknown as () => void )
			).toThrow(
				new TypeError(
					'The observer registered for the "payment_setup" event must be a function.'
				)
			);
			expect( emitter.hasObservers( 'payment_setup' ) ).toBe( false );
		} );

		it( 'given a priority that is not a number › throws a TypeError and registers nothing', () => {
			const emitter = createEventEmitter();
			expect( () => emitter.subscribe( 'x', () => true, Number.NaN ) ).toThrow( TypeError );
			expect( () => emitter.subscribe( 'x', () => true, '5' as unknown as number ) ).toThrow(
				TypeError
			);
			expect( emitter.hasObservers( 'x' ) ).toBe( false );
		} );
	} );

	describe( 'isolation', () => {
		it( 'given two emitters › observers of one do not run on the other', async () => {
			const first = createEventEmitter();
			const second = createEventEmitter();
			const observer = jest.fn();
			first.subscribe( 'x', observer );
			await second.emit( 'x' );
			expect( observer ).not.toHaveBeenCalled();
		} );

		it( 'given observers of another event › they do not run', async () => {
			const emitter = createEventEmitter();
			const observer = jest.fn();
			emitter.subscribe( 'checkout_fail', observer );
			await emitter.emit( 'checkout_success' );
			expect( observer ).not.toHaveBeenCalled();
		} );
	} );
} );
