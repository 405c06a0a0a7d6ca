/**
 * Host-page helpers: server markup in the document, settings globals, and
 * frontend blocks registered under names no other test uses (registries are
 * module state, shared by the tests of a file).
 */
import { act } from '@testing-library/react';

import { mountBlocks, registerFrontendBlock, unregisterFrontendBlock } from '..';
import type { FrontendBlockDefinition, MountBlocksOptions, MountedBlock } from '..';

const registered: string[] = [];
const mountedBlocks: MountedBlock[] = [];
let counter = 0;

afterEach( () => {
	act( () => {
		mountedBlocks.splice( 0 ).forEach( ( block ) => block.unmount() );
	} );
	registered.splice( 0 ).forEach( ( name ) => unregisterFrontendBlock( name ) );
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

/**
 * A block name no other test of the file uses, e.g. `test/cart-3`.
 *
 * @example
 * const name = uniqueBlockName( 'cart' );
 */
export function uniqueBlockName( base: string ): string {
	counter += 1;
	return `test/${ base }-${ counter }`;
}

/**
 * Registers a frontend block for this test only.
 *
 * @example
 * registerTestBlock( { name, component: Cart } );
 */
export function registerTestBlock( definition: FrontendBlockDefinition ): void {
	registerFrontendBlock( definition );
	registered.push( definition.name );
}

/**
 * Puts server markup in the page, as a host prints it.
 *
 * @example
 * setPageMarkup( '<div data-block-name="woocommerce/cart" class="is-loading"></div>' );
 */
export function setPageMarkup( html: string ): void {
	document.body.innerHTML = html;
}

/**
 * `mountBlocks` inside `act`, with every block unmounted after the test.
 *
 * @example
 * const [ cart ] = await mountInAct();
 */
export async function mountInAct(
	root: Document | Element | DocumentFragment = document,
	options?: MountBlocksOptions
): Promise< MountedBlock[] > {
	let handles: MountedBlock[] = [];
	await act( async () => {
		handles = mountBlocks( root, options );
	} );
	mountedBlocks.push( ...handles );
	return handles;
}

/**
 * Makes the visitor an administrator (or not), as the host's settings say.
 *
 * @example
 * setAdmin( true );
 */
export function setAdmin( isAdmin: boolean ): void {
	window.wcSettings = { ...window.wcSettings, currentUserIsAdmin: isAdmin };
}
