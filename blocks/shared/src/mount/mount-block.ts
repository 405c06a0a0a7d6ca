/** Mounts one top-level block container: now, nested inside another block, or when the cart wrapper says. */

import { createRoot, hydrateRoot } from '@wordpress/element';

import {
	BLOCK_NAME_ATTRIBUTE,
	LOADING_CLASS_NAME,
	RENDER_BLOCKS_FRONTEND_EVENT,
} from '../constants';
import { parseBlockMarkup } from '../markup/parse-block-markup';
import { mountFailedMessage } from '../messages';
import { getFrontendBlock } from '../registry/frontend-blocks';
import type { FrontendBlockDefinition } from '../registry/types';
import { renderBlockTree } from '../render/render-block-tree';
import { readMarkupSource } from './hydration';
import { cartWrapperAround } from './render-blocks-frontend-event';
import type { MountBlocksOptions, MountedBlock, MountStatus } from './types';

const mounted = new WeakMap< Element, MountedBlock >();

/**
 * The block `mountBlocks` already took charge of in `container`, if any.
 *
 * @example
 * getMountedBlock( container )?.status; // 'mounted'
 */
export function getMountedBlock( container: Element ): MountedBlock | undefined {
	return mounted.get( container );
}

/**
 * Renders (or hydrates) one top-level block container now. The server
 * markup is kept aside and put back on `unmount`, with `is-loading`, so the
 * block can be mounted again. Throws if the markup cannot be read; the
 * container is then left untouched.
 *
 * @example
 * const cart = mountBlockNow( container, getFrontendBlock( 'woocommerce/cart' )!, {} );
 */
export function mountBlockNow(
	container: HTMLElement,
	definition: FrontendBlockDefinition,
	options: MountBlocksOptions
): MountedBlock {
	const blockName = definition.name;
	const { markup, hydrationRoot } = readMarkupSource( container, blockName );
	const tree = parseBlockMarkup( container, {
		attributes: definition.attributes,
		source: markup,
	} );
	const savedMarkup = Array.from( container.childNodes, ( node ) => node.cloneNode( true ) );
	const wasLoading = container.classList.contains( LOADING_CLASS_NAME );
	const nested = new Set< MountedBlock >();
	let status: MountStatus = 'mounted';

	const element = renderBlockTree( tree, {
		definition,
		showErrorDetails: options.showErrorDetails,
		onMount: () => container.classList.remove( LOADING_CLASS_NAME ),
		mountNestedBlock: ( island ) => {
			const handle = mountNestedBlock( island, options );
			if ( ! handle ) {
				return () => undefined;
			}
			nested.add( handle );
			return () => {
				nested.delete( handle );
				// The island goes away during a commit of this root; unmounting another
				// root synchronously then would race React's own work.
				queueMicrotask( () => handle.unmount() );
			};
		},
	} );
	const rootOptions = options.onRecoverableError
		? { onRecoverableError: options.onRecoverableError }
		: {};
	const root = hydrationRoot
		? hydrateRoot( hydrationRoot, element, rootOptions )
		: createRoot( container, rootOptions );
	if ( ! hydrationRoot ) {
		root.render( element );
	}

	const handle: MountedBlock = {
		blockName,
		container,
		hydrated: hydrationRoot !== null,
		get status() {
			return status;
		},
		unmount() {
			if ( status === 'unmounted' ) {
				return;
			}
			status = 'unmounted';
			nested.forEach( ( block ) => block.unmount() );
			nested.clear();
			root.unmount();
			container.replaceChildren( ...savedMarkup );
			container.classList.toggle( LOADING_CLASS_NAME, wasLoading );
			mounted.delete( container );
		},
	};
	mounted.set( container, handle );
	return handle;
}

/**
 * Mounts a registered top-level block found inside another block's markup
 * (an island). A failure is logged and leaves the island's markup in place,
 * so the outer block keeps working.
 */
function mountNestedBlock( island: HTMLElement, options: MountBlocksOptions ): MountedBlock | null {
	const blockName = island.getAttribute( BLOCK_NAME_ATTRIBUTE ) ?? '';
	const definition = getFrontendBlock( blockName );
	if ( ! definition || mounted.has( island ) ) {
		return null;
	}
	try {
		return mountBlockWhenReady( island, definition, options );
	} catch ( error ) {
		console.error( mountFailedMessage( blockName ), error );
		return null;
	}
}

/**
 * Mounts a block now, or, inside a `.wp-block-woocommerce-cart` wrapper,
 * once the wrapper receives `wc-blocks_render_blocks_frontend` (the cart
 * first replaces its own markup, then its empty-cart block fires the event).
 * The returned handle stands for the block in both cases.
 *
 * @example
 * const handle = mountBlockWhenReady( container, definition, {} );
 * handle.status; // 'waiting' inside a cart wrapper, else 'mounted'
 */
export function mountBlockWhenReady(
	container: HTMLElement,
	definition: FrontendBlockDefinition,
	options: MountBlocksOptions
): MountedBlock {
	const wrapper = cartWrapperAround( container );
	if ( ! wrapper ) {
		return mountBlockNow( container, definition, options );
	}
	let inner: MountedBlock | null = null;
	let cancelled = false;
	const onRender = () => {
		if ( inner || cancelled || ! container.isConnected ) {
			return;
		}
		wrapper.removeEventListener( RENDER_BLOCKS_FRONTEND_EVENT, onRender );
		inner = mountBlockNow( container, definition, options );
	};
	wrapper.addEventListener( RENDER_BLOCKS_FRONTEND_EVENT, onRender );
	const handle: MountedBlock = {
		blockName: definition.name,
		container,
		get status() {
			if ( cancelled ) {
				return 'unmounted';
			}
			return inner ? inner.status : 'waiting';
		},
		get hydrated() {
			return inner?.hydrated ?? false;
		},
		unmount() {
			cancelled = true;
			wrapper.removeEventListener( RENDER_BLOCKS_FRONTEND_EVENT, onRender );
			inner?.unmount();
			if ( mounted.get( container ) === handle ) {
				mounted.delete( container );
			}
		},
	};
	mounted.set( container, handle );
	return handle;
}
