/**
 * A controllable `window.matchMedia` (jsdom has none), so tests can state the
 * visitor's reduced-motion preference and change it while a component is
 * mounted.
 */

/** What a media query calls when its match changes. */
type Listener = ( event: { matches: boolean } ) => void;

const listeners = new Set< Listener >();
let reducedMotion = false;

/**
 * Installs the stub before each test of the file and removes it after,
 * starting with motion allowed. Only `(prefers-reduced-motion: reduce)`
 * queries can match.
 *
 * @example
 * installMatchMediaStub();
 * it( 'stands still', () => {
 * 	setReducedMotion( true );
 * } );
 */
export function installMatchMediaStub(): void {
	beforeEach( () => {
		reducedMotion = false;
		listeners.clear();
		Object.defineProperty( window, 'matchMedia', {
			configurable: true,
			writable: true,
			value: ( query: string ) => ( {
				get matches() {
					return query.includes( 'prefers-reduced-motion: reduce' ) && reducedMotion;
				},
				media: query,
				onchange: null,
				addEventListener: ( _type: string, listener: Listener ) =>
					listeners.add( listener ),
				removeEventListener: ( _type: string, listener: Listener ) =>
					listeners.delete( listener ),
				addListener: ( listener: Listener ) => listeners.add( listener ),
				removeListener: ( listener: Listener ) => listeners.delete( listener ),
				dispatchEvent: () => true,
			} ),
		} );
	} );
	afterEach( () => {
		// jsdom has no matchMedia of its own: remove ours so other suites see the real environment.
		delete ( window as Partial< Window > ).matchMedia;
	} );
}

/**
 * Sets the reduced-motion preference and tells every listening query.
 *
 * @example
 * setReducedMotion( true );
 */
export function setReducedMotion( value: boolean ): void {
	reducedMotion = value;
	for ( const listener of [ ...listeners ] ) {
		listener( { matches: value } );
	}
}
