/**
 * Which components React rendered, counted through React's own DevTools
 * hook: this module installs a `__REACT_DEVTOOLS_GLOBAL_HOOK__` when it is
 * imported, React DOM registers with it when it loads and then reports every
 * commit, as it does to the React DevTools. It must therefore be the test
 * file's first import (before anything that loads `react-dom`).
 *
 * The counting is the one of `bench/react-commits.mjs`: a component rendered
 * in a commit when its fiber performed work (React 18.3's `PerformedWork`
 * flag, 1) or was mounted, walking only the subtrees the commit changed; a
 * memo with a comparison is counted once, through its inner component.
 */

/** React 18.3's fiber tags of components: function, class, forwardRef, simple memo. */
const COMPONENT_TAGS = new Set( [ 0, 1, 11, 15 ] );
/** React 18.3's `PerformedWork` fiber flag (react-dom: `var PerformedWork = 1`). */
const PERFORMED_WORK = 1;

/** The parts of a React fiber the counter reads. */
interface Fiber {
	tag: number;
	flags: number;
	type: { name?: string; displayName?: string; render?: { name?: string } } | null;
	memoizedProps: Record< string, unknown > | null;
	child: Fiber | null;
	sibling: Fiber | null;
	alternate: Fiber | null;
}

/**
 * One component render: the component's name and its `id` prop, which tells
 * one field's input from another's.
 *
 * @example
 * const render: ComponentRender = { name: 'TextInput', id: 'shipping-first_name' };
 */
export interface ComponentRender {
	name: string;
	/** The `id` prop, when it has a string one. */
	id: string | undefined;
}

/**
 * What the counter reports since it was last reset.
 *
 * @example
 * renderCounter.reset();
 * await user.type( firstName, 'a' );
 * renderCounter.idsOf( 'TextInput' ); // [ 'shipping-first_name' ]
 */
export interface RenderCounter {
	/** Starts counting again from nothing. */
	reset(): void;
	/** React commits since the reset. */
	commits(): number;
	/** Every component render since the reset, in commit and tree order. */
	renders(): readonly ComponentRender[];
	/** How many times the components so named rendered since the reset. */
	count( name: string ): number;
	/** The `id` prop of each render of the components so named since the reset. */
	idsOf( name: string ): Array< string | undefined >;
}

const nameOf = ( fiber: Fiber ): string =>
	fiber.type?.displayName ?? fiber.type?.name ?? fiber.type?.render?.name ?? 'Anonymous';

const idOf = ( fiber: Fiber ): string | undefined => {
	const id = fiber.memoizedProps?.id;
	return typeof id === 'string' ? id : undefined;
};

/**
 * Installs the hook and returns its counter; {@link renderCounter} is the one
 * installed on import.
 *
 * @example
 * const counter = installRenderCounter();
 */
export function installRenderCounter(): RenderCounter {
	let renderers = 0;
	let commits = 0;
	let renders: ComponentRender[] = [];

	const walk = ( fiber: Fiber, previous: Fiber | null ) => {
		if (
			COMPONENT_TAGS.has( fiber.tag ) &&
			( previous === null || ( fiber.flags & PERFORMED_WORK ) === PERFORMED_WORK )
		) {
			renders.push( { name: nameOf( fiber ), id: idOf( fiber ) } );
		}
		// Children that are the previous commit's own were not rendered again.
		if ( previous !== null && fiber.child === previous.child ) {
			return;
		}
		for ( let child = fiber.child; child; child = child.sibling ) {
			walk( child, previous === null ? null : child.alternate );
		}
	};

	( globalThis as Record< string, unknown > ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		supportsFiber: true,
		renderers: new Map(),
		inject: () => ++renderers,
		checkDCE: () => undefined,
		onScheduleFiberRoot: () => undefined,
		onCommitFiberRoot( _rendererId: number, root: { current: Fiber } ) {
			commits++;
			walk( root.current, root.current.alternate );
		},
		onCommitFiberUnmount: () => undefined,
		onPostCommitFiberRoot: () => undefined,
	};

	const checked = () => {
		if ( renderers === 0 ) {
			throw new Error(
				'React DOM did not register with the render counter: import @cesta/test-utils/render-counter before anything that loads react-dom.'
			);
		}
	};
	return {
		reset() {
			checked();
			commits = 0;
			renders = [];
		},
		commits() {
			checked();
			return commits;
		},
		renders() {
			checked();
			return renders;
		},
		count( name ) {
			checked();
			return renders.filter( ( render ) => render.name === name ).length;
		},
		idsOf( name ) {
			checked();
			return renders.filter( ( render ) => render.name === name ).map( ( { id } ) => id );
		},
	};
}

/**
 * The counter installed when this module was imported.
 *
 * @example
 * import { renderCounter } from '@cesta/test-utils/render-counter'; // first import of the file
 */
export const renderCounter = installRenderCounter();
