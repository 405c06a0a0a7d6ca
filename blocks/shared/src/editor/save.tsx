/** createBlockSave: a block's saved markup, exactly the wrapper the markup writers print around its inner blocks. */

import { InnerBlocks } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import type { ComponentType } from 'react';

import { BLOCK_NAME_ATTRIBUTE } from '../constants';
import { blockDataAttributeEntries, blockWrapperClassNames } from '../markup/write-block-markup';
import type { EditorBlockSaveProps } from './types';

/**
 * Options of {@link createBlockSave}.
 *
 * @example
 * const options: BlockSaveOptions = { extraClassNames: [ 'is-loading' ] };
 */
export interface BlockSaveOptions {
	/** Classes after the block's own, its `align` and its `className` (the Cart's `is-loading`). @default [] */
	extraClassNames?: readonly string[];
	/** Leave out attributes whose value is `''` or `undefined` (as the markup writer's `omitEmpty`). @default false */
	omitEmpty?: boolean;
	/** The wrapper's tag. @default 'div' */
	tagName?: string;
}

/**
 * The props of a block's saved wrapper element: `data-block-name`, one
 * `data-*` per attribute (`blockDataAttributeEntries`: booleans
 * 'true'/'false', objects JSON) and the classes of
 * `blockWrapperClassNames` — what `@cesta/blocks-shared/markup-writer`
 * prints, so `mountBlocks` reads the editor's saved markup as the server's.
 *
 * @example
 * blockWrapperProps( 'woocommerce/cart-items-block', { lock: { remove: true } } );
 * // { 'data-block-name': 'woocommerce/cart-items-block', 'data-lock': '{"remove":true}', className: 'wp-block-woocommerce-cart-items-block' }
 */
export function blockWrapperProps(
	name: string,
	attributes: Record< string, unknown >,
	{ extraClassNames = [], omitEmpty = false }: BlockSaveOptions = {}
): Record< string, string > {
	return {
		[ BLOCK_NAME_ATTRIBUTE ]: name,
		...Object.fromEntries( blockDataAttributeEntries( attributes, { omitEmpty } ) ),
		className: blockWrapperClassNames( name, attributes, extraClassNames ),
	};
}

/**
 * A block's `save`: its wrapper (see {@link blockWrapperProps}) around
 * `InnerBlocks.Content`. It renders no `useBlockProps.save()`, so the
 * saved markup is exactly this wrapper whatever block supports add (the
 * block.json's `apiVersion` must be 2 or more for that).
 *
 * @example
 * registerEditorBlock( metadata, { edit: Edit, save: createBlockSave( 'woocommerce/cart', { extraClassNames: [ 'is-loading' ] } ) } );
 */
export function createBlockSave(
	name: string,
	options: BlockSaveOptions = {}
): ComponentType< EditorBlockSaveProps > {
	function BlockSave( { attributes }: EditorBlockSaveProps ) {
		return createElement(
			options.tagName ?? 'div',
			blockWrapperProps( name, attributes, options ),
			createElement( InnerBlocks.Content )
		);
	}
	return BlockSave;
}
