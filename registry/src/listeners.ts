/** A set of change listeners that survives a listener that throws. */

/**
 * A set of change listeners. A listener that throws is logged and the others
 * still run: one broken subscriber must not stop a registration.
 *
 * @example
 * const listeners = createListeners();
 * const unsubscribe = listeners.subscribe( () => render() );
 * listeners.notify();
 */
export function createListeners(): {
	subscribe: ( listener: () => void ) => () => void;
	notify: () => void;
} {
	const listeners = new Set< () => void >();
	return {
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		notify() {
			for ( const listener of [ ...listeners ] ) {
				try {
					listener();
				} catch ( error ) {
					console.error( error );
				}
			}
		},
	};
}
