/** mountBlocks: finds registered top-level blocks' server markup in the page and renders each with React. */

import { BLOCK_NAME_ATTRIBUTE } from '../constants';
import { isRecord } from '../is-record';
import {
	invalidOptionMessage,
	invalidOptionsMessage,
	invalidRootMessage,
	mountFailedMessage,
} from '../messages';
import { getFrontendBlock, isFrontendBlock } from '../registry/frontend-blocks';
import { getMountedBlock, mountBlockWhenReady } from './mount-block';
import type { MountBlocksOptions, MountedBlock } from './types';

const BLOCK_SELECTOR = `[${ BLOCK_NAME_ATTRIBUTE }]`;

// By node type, not `instanceof Node`: an editor renders its previews into
// the editor canvas, a frame whose nodes belong to another window.
const SEARCH_ROOT_NODE_TYPES: readonly number[] = [ 1, 9, 11 ]; // element, document, fragment

const isSearchRoot = ( root: unknown ): root is Document | Element | DocumentFragment =>
	typeof root === 'object' &&
	root !== null &&
	SEARCH_ROOT_NODE_TYPES.includes( ( root as Node ).nodeType ) &&
	typeof ( root as ParentNode ).querySelectorAll === 'function';

function assertValidOptions( options: unknown ): asserts options is MountBlocksOptions {
	if ( ! isRecord( options ) ) {
		throw new TypeError( invalidOptionsMessage( 'mountBlocks', options ) );
	}
	const { blockNames, showErrorDetails, onRecoverableError } = options as Record<
		string,
		unknown
	>;
	if (
		blockNames !== undefined &&
		! (
			Array.isArray( blockNames ) && blockNames.every( ( name ) => typeof name === 'string' )
		)
	) {
		throw new TypeError(
			invalidOptionMessage( 'blockNames', 'an array of block names', blockNames )
		);
	}
	if ( showErrorDetails !== undefined && typeof showErrorDetails !== 'boolean' ) {
		throw new TypeError(
			invalidOptionMessage( 'showErrorDetails', 'a boolean', showErrorDetails )
		);
	}
	if ( onRecoverableError !== undefined && typeof onRecoverableError !== 'function' ) {
		throw new TypeError(
			invalidOptionMessage( 'onRecoverableError', 'a function', onRecoverableError )
		);
	}
}

/** Whether a registered top-level block holds `element`: that block's tree mounts it. */
function isInsideFrontendBlock( element: Element ): boolean {
	for (
		let ancestor = element.parentElement?.closest( BLOCK_SELECTOR );
		ancestor;
		ancestor = ancestor.parentElement?.closest( BLOCK_SELECTOR )
	) {
		if ( isFrontendBlock( ancestor.getAttribute( BLOCK_NAME_ATTRIBUTE ) ?? '' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Finds the server-rendered markup of every registered top-level block in
 * `root` (`data-block-name="woocommerce/cart"` with its inner-block markup),
 * builds each block tree and renders it with React: `createRoot`, or
 * `hydrateRoot` for containers a host server-rendered with this package
 * (`data-cesta-hydrate="true"`). Top-level blocks nested in another block
 * are mounted by that block's tree; those inside a
 * `.wp-block-woocommerce-cart` wrapper wait for its
 * `wc-blocks_render_blocks_frontend` event. Containers already mounted are
 * skipped, so calling it again mounts only new markup. Mounting makes no
 * network request. A block that cannot be mounted is logged and keeps its
 * server markup; the others are mounted. Returns a handle for each block
 * taken in charge.
 *
 * @example
 * import { mountBlocks } from '@cesta/blocks-shared';
 * import '@cesta/block-cart'; // registers woocommerce/cart and its inner blocks
 *
 * const mountedBlocks = mountBlocks();
 * // later, e.g. before replacing the page content:
 * mountedBlocks.forEach( ( block ) => block.unmount() );
 */
export function mountBlocks(
	root: Document | Element | DocumentFragment = document,
	options: MountBlocksOptions = {}
): MountedBlock[] {
	if ( ! isSearchRoot( root ) ) {
		throw new TypeError( invalidRootMessage( root ) );
	}
	assertValidOptions( options );
	const candidates = [
		...( root.nodeType === Node.ELEMENT_NODE && ( root as Element ).matches( BLOCK_SELECTOR )
			? [ root as Element ]
			: [] ),
		...Array.from( root.querySelectorAll( BLOCK_SELECTOR ) ),
	];
	const handles: MountedBlock[] = [];
	for ( const container of candidates ) {
		const blockName = container.getAttribute( BLOCK_NAME_ATTRIBUTE ) ?? '';
		const definition = getFrontendBlock( blockName );
		if (
			! definition ||
			( options.blockNames && ! options.blockNames.includes( blockName ) ) ||
			getMountedBlock( container ) ||
			isInsideFrontendBlock( container )
		) {
			continue;
		}
		try {
			handles.push( mountBlockWhenReady( container as HTMLElement, definition, options ) );
		} catch ( error ) {
			console.error( mountFailedMessage( blockName ), error );
		}
	}
	return handles;
}
