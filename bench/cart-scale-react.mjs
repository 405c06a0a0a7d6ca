/**
 * What React does in the page, counted the way React DevTools counts it:
 * a stand-in `__REACT_DEVTOOLS_GLOBAL_HOOK__` installed before React loads
 * (React 18 registers with it and calls `onCommitFiberRoot` after every
 * commit), and per commit the component fibers that rendered: those React
 * 18.3 marked `PerformedWork` (react-dom's flag 0b1, "used by React Dev
 * Tools"), plus those mounted. Subtrees React reused untouched are skipped
 * as DevTools skips them (a fiber whose children are its alternate's).
 * Names are minified in the shop's bundles, so a cart line is recognised by
 * its row (`tr[data-cart-item-key]`), not by its component's name.
 */
/* global window -- `countCommits` runs in the page */

/**
 * Runs in the page before its scripts (`page.addInitScript( countCommits )`):
 * installs the hook; `window.__cestaCommits` holds the running counts.
 */
export const countCommits = () => {
	// React 18.3's fiber tags of components (ReactWorkTags.js).
	const COMPONENT_TAGS = new Set( [ 0, 1, 11, 14, 15 ] );
	const HOST_COMPONENT = 5;
	const PERFORMED_WORK = 1;
	const counts = { commits: 0, components: 0, lines: new Set() };
	window.__cestaCommits = counts;

	const rowKeyOf = ( fiber ) =>
		fiber.tag === HOST_COMPONENT ? fiber.memoizedProps?.[ 'data-cart-item-key' ] : undefined;
	// The row a component draws (its first host element) or sits inside.
	const lineOf = ( fiber ) => {
		let host = fiber.child;
		while ( host && host.tag !== HOST_COMPONENT ) {
			host = host.child;
		}
		if ( host && rowKeyOf( host ) ) {
			return rowKeyOf( host );
		}
		for ( let parent = fiber.return; parent; parent = parent.return ) {
			if ( rowKeyOf( parent ) ) {
				return rowKeyOf( parent );
			}
		}
		return undefined;
	};
	const walk = ( fiber, lines ) => {
		for ( let node = fiber; node; node = node.sibling ) {
			const rendered =
				COMPONENT_TAGS.has( node.tag ) &&
				( node.alternate === null || ( node.flags & PERFORMED_WORK ) !== 0 );
			if ( rendered ) {
				counts.components++;
				const line = lineOf( node );
				if ( line ) {
					lines.add( line );
				}
			}
			// Children React did not visit this commit are the alternate's own.
			if ( node.child && ( ! node.alternate || node.child !== node.alternate.child ) ) {
				walk( node.child, lines );
			}
		}
	};
	let nextId = 1;
	window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		supportsFiber: true,
		renderers: new Map(),
		inject( renderer ) {
			const id = nextId++;
			this.renderers.set( id, renderer );
			return id;
		},
		checkDCE() {},
		onScheduleFiberRoot() {},
		onCommitFiberRoot( _id, root ) {
			counts.commits++;
			walk( root.current.child, counts.lines );
		},
		onCommitFiberUnmount() {},
		onPostCommitFiberRoot() {},
	};
};

/**
 * The counts since the page loaded or the last reset: commits, components
 * rendered (summed over commits), and distinct cart lines any of whose
 * components rendered.
 *
 * @example
 * await resetCommitCounts( page );
 * await plus.click();
 * const { commits, components, lines } = await commitCounts( page );
 * @param {import('playwright-core').Page} page A page that ran `countCommits`.
 * @return {Promise<{ commits: number, components: number, lines: number }>} The counts.
 */
export function commitCounts( page ) {
	return page.evaluate( () => {
		const { commits, components, lines } = window.__cestaCommits;
		return { commits, components, lines: lines.size };
	} );
}

/**
 * Starts the counts again from zero.
 *
 * @example
 * await resetCommitCounts( page );
 * @param {import('playwright-core').Page} page A page that ran `countCommits`.
 */
export function resetCommitCounts( page ) {
	return page.evaluate( () => {
		const counts = window.__cestaCommits;
		counts.commits = 0;
		counts.components = 0;
		counts.lines.clear();
	} );
}
