/**
 * Counts what React re-renders, the way React DevTools does: a stand-in
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` that React 18 registers with when
 * react-dom loads, so this module must be imported before anything that
 * imports react-dom. After each commit it records the cart lines
 * (`tr[data-cart-item-key]`) any of whose components rendered: those React
 * marked `PerformedWork` (react-dom 18.3's flag 1) or mounted, skipping
 * subtrees React reused untouched (a fiber whose children are its
 * alternate's), as DevTools does.
 */

interface Fiber {
	tag: number;
	flags: number;
	child: Fiber | null;
	sibling: Fiber | null;
	return: Fiber | null;
	alternate: Fiber | null;
	memoizedProps: Record< string, unknown > | null;
}

// React 18.3's fiber tags (ReactWorkTags.js): function, class, forwardRef, memo, simple memo.
const COMPONENT_TAGS = new Set( [ 0, 1, 11, 14, 15 ] );
const HOST_COMPONENT = 5;
const PERFORMED_WORK = 1;

const rendered = new Set< string >();

const rowKeyOf = ( fiber: Fiber ): string | undefined =>
	fiber.tag === HOST_COMPONENT
		? ( fiber.memoizedProps?.[ 'data-cart-item-key' ] as string | undefined )
		: undefined;

// The row a component draws (its first host element) or sits inside.
const lineOf = ( fiber: Fiber ): string | undefined => {
	let host = fiber.child;
	while ( host && host.tag !== HOST_COMPONENT ) {
		host = host.child;
	}
	const drawn = host ? rowKeyOf( host ) : undefined;
	if ( drawn ) {
		return drawn;
	}
	for ( let parent = fiber.return; parent; parent = parent.return ) {
		const key = rowKeyOf( parent );
		if ( key ) {
			return key;
		}
	}
	return undefined;
};

const walk = ( first: Fiber | null ): void => {
	for ( let node = first; node; node = node.sibling ) {
		if (
			COMPONENT_TAGS.has( node.tag ) &&
			( node.alternate === null || ( node.flags & PERFORMED_WORK ) !== 0 )
		) {
			const line = lineOf( node );
			if ( line ) {
				rendered.add( line );
			}
		}
		if ( node.child && ( ! node.alternate || node.child !== node.alternate.child ) ) {
			walk( node.child );
		}
	}
};

let nextRendererId = 1;
( globalThis as Record< string, unknown > ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
	supportsFiber: true,
	renderers: new Map(),
	inject() {
		return nextRendererId++;
	},
	checkDCE() {},
	onScheduleFiberRoot() {},
	onCommitFiberRoot( _id: number, root: { current: Fiber } ) {
		walk( root.current.child );
	},
	onCommitFiberUnmount() {},
	onPostCommitFiberRoot() {},
};

/**
 * The keys of the cart lines that re-rendered since the last call, then starts again.
 *
 * @example
 * takeRenderedLines(); // forget the first render
 * await user.click( plus() );
 * expect( takeRenderedLines() ).toEqual( [ fanKey ] );
 */
export function takeRenderedLines(): string[] {
	const lines = [ ...rendered ].sort();
	rendered.clear();
	return lines;
}
