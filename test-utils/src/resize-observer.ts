/**
 * A `ResizeObserver` for jsdom (which has none) that tests drive by hand:
 * `resizeTo( element, width )` tells every observer of the element its new size.
 */

/** What a `ResizeObserver` calls with the new sizes of the elements it watches. */
type Callback = ( entries: Array< { target: Element; contentRect: { width: number } } > ) => void;

const observers = new Set< { callback: Callback; targets: Set< Element > } >();

class TestResizeObserver {
	private readonly record: { callback: Callback; targets: Set< Element > };

	constructor( callback: Callback ) {
		this.record = { callback, targets: new Set() };
		observers.add( this.record );
	}

	observe( target: Element ) {
		this.record.targets.add( target );
	}

	unobserve( target: Element ) {
		this.record.targets.delete( target );
	}

	disconnect() {
		observers.delete( this.record );
	}
}

/**
 * Installs the observer before each test of the file, and removes it after.
 *
 * @example
 * installResizeObserver();
 */
export function installResizeObserver(): void {
	beforeEach( () => {
		observers.clear();
		Object.defineProperty( window, 'ResizeObserver', {
			configurable: true,
			writable: true,
			value: TestResizeObserver,
		} );
	} );
	afterEach( () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
	} );
}

/**
 * Reports a new width of `element` to its observers.
 *
 * @example
 * resizeTo( container, 720 );
 */
export function resizeTo( element: Element, width: number ): void {
	for ( const { callback, targets } of [ ...observers ] ) {
		if ( targets.has( element ) ) {
			callback( [ { target: element, contentRect: { width } } ] );
		}
	}
}

/**
 * How many observers are watching something, to check they are disconnected.
 *
 * @example
 * unmount();
 * expect( activeObserverCount() ).toBe( 0 );
 */
export const activeObserverCount = (): number => observers.size;
