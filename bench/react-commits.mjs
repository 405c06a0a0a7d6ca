/**
 * Counts React's commits and the components each one rendered, in a page
 * running React DOM's production build: `installCommitCounter` is added with
 * `page.addInitScript`, so it runs before the page's scripts and installs a
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` — React DOM injects itself into such a
 * hook when it loads and calls its `onCommitFiberRoot` after every commit,
 * as it does for the React DevTools.
 *
 * A component rendered in a commit when its fiber performed work
 * (`PerformedWork`, flag 1 in React 18.3: react-dom's `var PerformedWork = 1`)
 * or was mounted. As the DevTools do, a commit's tree is walked only where it
 * changed: a fiber whose children are the ones it had before (`child` equals
 * its alternate's) kept its whole subtree, whose fibers still carry the flags
 * of an older commit. Counted: function (tag 0), class (1), forwardRef (11)
 * and simple memo (15) components; a memo with a comparison (14) renders its
 * inner component (its child fiber, counted there), so it is not counted
 * twice. Context providers, host elements and fragments are not components.
 * A component drawn in a cart line (a `tr[data-cart-item-key]` it draws
 * first or sits in; the bundles are minified, so lines are recognised by
 * their row, not by a component's name) counts that line as re-rendered.
 *
 * The one counter of the benches: `render-cost.mjs` (checkout keystrokes)
 * and `cart-scale.mjs` (quantity clicks) both use it.
 */
/* global window -- installCommitCounter runs in the page */

/**
 * Runs in the page before its scripts (Playwright sends its source, so it
 * uses nothing from this file). `window.__cestaCommits` then holds the
 * counts since the last `reset()`: `commits`, `rendered` (components),
 * `byComponent` (renders per component, named by its `displayName` or
 * function name when the build kept one, and by the first element it draws,
 * or the element it is drawn in when it draws none:
 * `Component ‹div.wc-block-components-text-input›`) and `lines` (the keys
 * of the cart lines any of whose components rendered).
 *
 * @example
 * await page.addInitScript( installCommitCounter );
 */
export const installCommitCounter = () => {
	const COMPONENT_TAGS = new Set( [ 0, 1, 11, 15 ] );
	const HOST_COMPONENT_TAG = 5;
	const CART_LINE_KEY = 'data-cart-item-key';
	const PERFORMED_WORK = 1;
	/** Minified builds leave one- or two-letter names, which say nothing. */
	const MEANINGFUL_NAME = /^[A-Z][A-Za-z0-9]{2,}$/;

	const counts = {
		commits: 0,
		rendered: 0,
		byComponent: {},
		lines: new Set(),
		reset() {
			counts.commits = 0;
			counts.rendered = 0;
			counts.byComponent = {};
			counts.lines.clear();
		},
	};
	window.__cestaCommits = counts;

	const describeElement = ( host ) => {
		const className =
			typeof host.stateNode?.className === 'string' ? host.stateNode.className : '';
		const firstClass = className.split( ' ' ).find( Boolean );
		return `${ host.type }${ firstClass ? `.${ firstClass }` : '' }`;
	};
	/** The first element the component draws, or the element it is drawn in when it draws none. */
	const whereDrawn = ( fiber ) => {
		const pending = fiber.child ? [ fiber.child ] : [];
		while ( pending.length ) {
			const node = pending.shift();
			if ( node.tag === HOST_COMPONENT_TAG ) {
				return ` ‹${ describeElement( node ) }›`;
			}
			for ( let child = node.child; child; child = child.sibling ) {
				pending.push( child );
			}
		}
		let parent = fiber.return;
		while ( parent && parent.tag !== HOST_COMPONENT_TAG ) {
			parent = parent.return;
		}
		return parent ? ` (draws nothing, in ‹${ describeElement( parent ) }›)` : '';
	};
	const lineKeyOf = ( fiber ) =>
		fiber.tag === HOST_COMPONENT_TAG ? fiber.memoizedProps?.[ CART_LINE_KEY ] : undefined;
	/** The cart line whose row the component draws first or sits in. */
	const lineOf = ( fiber ) => {
		let host = fiber.child;
		while ( host && host.tag !== HOST_COMPONENT_TAG ) {
			host = host.child;
		}
		if ( host && lineKeyOf( host ) ) {
			return lineKeyOf( host );
		}
		for ( let parent = fiber.return; parent; parent = parent.return ) {
			if ( lineKeyOf( parent ) ) {
				return lineKeyOf( parent );
			}
		}
		return undefined;
	};
	const nameOf = ( fiber ) => {
		const candidates = [
			fiber.elementType?.displayName,
			fiber.type?.displayName,
			fiber.type?.render?.displayName,
			fiber.type?.name,
			fiber.type?.render?.name,
		];
		const name = candidates.find(
			( candidate ) => typeof candidate === 'string' && MEANINGFUL_NAME.test( candidate )
		);
		return `${ name ?? 'Component' }${ whereDrawn( fiber ) }`;
	};
	const walk = ( fiber, previous ) => {
		if (
			COMPONENT_TAGS.has( fiber.tag ) &&
			( previous === null || ( fiber.flags & PERFORMED_WORK ) === PERFORMED_WORK )
		) {
			counts.rendered++;
			const name = nameOf( fiber );
			counts.byComponent[ name ] = ( counts.byComponent[ name ] ?? 0 ) + 1;
			const line = lineOf( fiber );
			if ( line ) {
				counts.lines.add( line );
			}
		}
		if ( previous !== null && fiber.child === previous.child ) {
			return;
		}
		for ( let child = fiber.child; child; child = child.sibling ) {
			walk( child, previous === null ? null : child.alternate );
		}
	};

	let renderers = 0;
	window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		supportsFiber: true,
		renderers: new Map(),
		inject: () => ++renderers,
		onCommitFiberRoot( _rendererId, root ) {
			counts.commits++;
			walk( root.current, root.current.alternate );
		},
		checkDCE: () => undefined,
		onScheduleFiberRoot: () => undefined,
		onCommitFiberUnmount: () => undefined,
		onPostCommitFiberRoot: () => undefined,
	};
};

/**
 * The counts since the page loaded or the last reset: commits, components
 * rendered (summed over commits), renders by component and how many
 * distinct cart lines any of whose components rendered.
 *
 * @example
 * await resetCommitCounts( page );
 * await plus.click();
 * const { commits, rendered, lines } = await commitCounts( page );
 * @param {import('playwright-core').Page} page A page that ran `installCommitCounter`.
 * @return {Promise<{ commits: number, rendered: number, byComponent: Record<string, number>, lines: number }>} The counts.
 */
export function commitCounts( page ) {
	return page.evaluate( () => {
		const { commits, rendered, byComponent, lines } = window.__cestaCommits;
		return { commits, rendered, byComponent: { ...byComponent }, lines: lines.size };
	} );
}

/**
 * Starts the counts again from zero.
 *
 * @example
 * await resetCommitCounts( page );
 * @param {import('playwright-core').Page} page A page that ran `installCommitCounter`.
 * @return {Promise<void>} Once reset.
 */
export function resetCommitCounts( page ) {
	return page.evaluate( () => window.__cestaCommits.reset() );
}
