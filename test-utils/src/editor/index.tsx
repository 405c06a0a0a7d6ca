/**
 * What the blocks' editor tests share: the block editor rendered as
 * WordPress's editors render it (the default registry), its store, finding a
 * block in the tree, and an extension block registered the way a plugin does
 * (with `@wordpress/blocks` and `registerCheckoutBlock`).
 */
import { BlockEditorProvider, BlockInspector, BlockList, store } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';

import { createBlockSave, createInnerBlockEdit } from '@cesta/blocks-shared/editor';
import { registerCheckoutBlock } from '@cesta/registry';
import type { BlockComponentLike } from '@cesta/registry';

/**
 * How long to wait for the block editor in jsdom: its first render takes a
 * second or more there.
 *
 * @example
 * await waitFor( () => expect( findEditorBlock( 'acme/note' ) ).toBeDefined(), EDITOR_WAIT );
 */
export const EDITOR_WAIT = { timeout: 20000 };

type StoreFunctions = Record< string, ( ...args: unknown[] ) => unknown >;

/**
 * The block editor store's selectors on the default registry, which the
 * editor uses with `useSubRegistry={ false }` (as WordPress's editors do).
 *
 * @example
 * editorSelectors().canRemoveBlock( clientId ); // false for a locked block
 */
export const editorSelectors = (): StoreFunctions => select( store ) as unknown as StoreFunctions;

/**
 * The block editor store's actions on the default registry.
 *
 * @example
 * editorActions().moveBlocksDown( [ clientId ], rootClientId );
 */
export const editorActions = (): StoreFunctions => dispatch( store ) as unknown as StoreFunctions;

/**
 * Renders the block editor (inspector and block list) over `blocks`, with
 * the default registry.
 *
 * @example
 * renderBlockEditor( createBlocksFromInnerBlocksTemplate( [ [ 'woocommerce/cart', {}, cartTemplate() ] ] ) );
 */
export function renderBlockEditor( blocks: Block[] ): RenderResult {
	return render(
		<BlockEditorProvider value={ blocks } settings={ {} } useSubRegistry={ false }>
			<BlockInspector />
			<BlockList />
		</BlockEditorProvider>
	);
}

/**
 * The first block named `name` in the editor's tree (depth first), or undefined.
 *
 * @example
 * findEditorBlock( 'woocommerce/cart-totals-block' )?.clientId;
 */
export function findEditorBlock(
	name: string,
	blocks = editorSelectors().getBlocks() as Block[]
): Block | undefined {
	for ( const block of blocks ) {
		if ( block.name === name ) {
			return block;
		}
		const inner = findEditorBlock( name, block.innerBlocks );
		if ( inner ) {
			return inner;
		}
	}
	return undefined;
}

/**
 * An extension block as a plugin registers it: in the editor under `parent:
 * [ area ]`, and for the frontend with `registerCheckoutBlock` (forced or not).
 *
 * @example
 * registerTestExtensionBlock( { name: 'acme/gift-note', area: 'woocommerce/cart-totals-block', rootBlockName: 'woocommerce/cart', component: Note } );
 */
export function registerTestExtensionBlock( {
	name,
	area,
	rootBlockName,
	component,
	force = false,
}: {
	name: string;
	area: string;
	rootBlockName: string;
	component: BlockComponentLike;
	force?: boolean;
} ): void {
	registerBlockType( name, {
		apiVersion: 3,
		title: name,
		category: 'woocommerce',
		parent: [ area ],
		attributes: {},
		edit: createInnerBlockEdit( { name, rootBlockName, component } ),
		save: createBlockSave( name ),
	} as never );
	registerCheckoutBlock( { metadata: { name, parent: [ area ] }, component, force } );
}
