/** The checkout events' emitter: prioritised observers, run in turn, with or without stopping on a failure. */

import { errors } from '../messages';
import { DEFAULT_OBSERVER_PRIORITY, responseTypes } from './constants';
import { isErrorResponse, isFailResponse } from './responses';
import type { EventRegistrar, ObserverCallback, ObserverResponse } from './types';

interface Observer {
	callback: ObserverCallback< unknown >;
	priority: number;
	/** Registration order, so equal priorities keep it. */
	order: number;
}

/**
 * An event emitter with prioritised observers (lower priority runs first,
 * equal priorities in registration order).
 *
 * @example
 * const emitter = createEventEmitter();
 * emitter.subscribe( 'checkout_success', () => ( { type: 'success' } ) );
 * await emitter.emitWithAbort( 'checkout_success', data );
 */
export interface EventEmitter {
	/** Adds an observer; returns the function that removes it. */
	subscribe: (
		eventType: string,
		callback: ObserverCallback< never >,
		priority?: number
	) => () => void;
	/** Runs every observer and collects their responses. */
	emit: ( eventType: string, data?: unknown ) => Promise< ObserverResponse[] >;
	/** Runs observers until one answers with an error or a failure. */
	emitWithAbort: ( eventType: string, data?: unknown ) => Promise< ObserverResponse[] >;
	/** Whether any observer listens to `eventType`. */
	hasObservers: ( eventType: string ) => boolean;
	/** A registrar bound to one event, as handed to payment methods. */
	createSubscribeFunction: < TData >( eventType: string ) => EventRegistrar< TData >;
}

const ERROR_RESPONSE: ObserverResponse = Object.freeze( { type: responseTypes.ERROR } );

/**
 * Turns what one observer returned into a response, or `null` when it said
 * nothing that counts (`true`, `undefined`). `false` is a refusal and an
 * object without a `type` breaks the observer contract: both count as errors.
 */
function toResponse( value: unknown ): ObserverResponse | null {
	if ( value === false ) {
		return ERROR_RESPONSE;
	}
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	if ( ! ( 'type' in value ) ) {
		throw new TypeError( errors.observerResponseWithoutType() );
	}
	return value as ObserverResponse;
}

/**
 * Creates an isolated event emitter. The checkout uses one shared instance
 * (`checkoutEventsEmitter`); tests and embedded checkouts may create their own.
 *
 * @example
 * const emitter = createEventEmitter();
 * const off = emitter.subscribe( 'checkout_validation', () => true, 5 );
 * const responses = await emitter.emit( 'checkout_validation' );
 * off();
 */
export function createEventEmitter(): EventEmitter {
	const observers = new Map< string, Observer[] >();
	let registrations = 0;

	const observersOf = ( eventType: string ): Observer[] =>
		[ ...( observers.get( eventType ) ?? [] ) ].sort(
			( a, b ) => a.priority - b.priority || a.order - b.order
		);

	const run = async ( eventType: string, data: unknown, abort: boolean ) => {
		const responses: ObserverResponse[] = [];
		for ( const observer of observersOf( eventType ) ) {
			let response: ObserverResponse | null;
			try {
				response = toResponse( await observer.callback( data ) );
			} catch ( error ) {
				// An observer's bug must not break the checkout: log it and treat it as an error answer.

				console.error( error );
				response = ERROR_RESPONSE;
			}
			if ( response ) {
				responses.push( response );
				if ( abort && ( isErrorResponse( response ) || isFailResponse( response ) ) ) {
					break;
				}
			}
		}
		return responses;
	};

	const subscribe: EventEmitter[ 'subscribe' ] = (
		eventType,
		callback,
		priority = DEFAULT_OBSERVER_PRIORITY
	) => {
		if ( typeof callback !== 'function' ) {
			throw new TypeError( errors.observerNotFunction( eventType ) );
		}
		if ( typeof priority !== 'number' || ! Number.isFinite( priority ) ) {
			throw new TypeError( errors.observerPriorityNotNumber( eventType ) );
		}
		const observer: Observer = {
			callback: callback as ObserverCallback< unknown >,
			priority,
			order: registrations++,
		};
		observers.set( eventType, [ ...( observers.get( eventType ) ?? [] ), observer ] );
		return () => {
			observers.set(
				eventType,
				( observers.get( eventType ) ?? [] ).filter( ( entry ) => entry !== observer )
			);
		};
	};

	return {
		subscribe,
		emit: ( eventType, data ) => run( eventType, data, false ),
		emitWithAbort: ( eventType, data ) => run( eventType, data, true ),
		hasObservers: ( eventType ) => ( observers.get( eventType ) ?? [] ).length > 0,
		createSubscribeFunction:
			< TData >( eventType: string ): EventRegistrar< TData > =>
			( callback, priority ) =>
				subscribe( eventType, callback as ObserverCallback< never >, priority ),
	};
}
