/** registerEditorBlock: registers a block with @wordpress/blocks from its block.json, once. */

import { getBlockType, getCategories, registerBlockType, setCategories } from '@wordpress/blocks';
import type { BlockType } from '@wordpress/blocks';

import { isRecord } from '../is-record';
import { WOOCOMMERCE_BLOCK_CATEGORY } from './constants';
import { editorEditMessage, editorMetadataMessage, woocommerceCategoryTitle } from './messages';
import { createBlockSave } from './save';
import type { EditorBlockMetadata, EditorBlockSettings } from './types';

/**
 * Adds WooCommerce's block category to the editor when the host has not
 * (WordPress gets it from WooCommerce's server; other hosts from here), so
 * blocks that name it keep their category instead of being warned about.
 *
 * @example
 * ensureWooCommerceBlockCategory();
 */
export function ensureWooCommerceBlockCategory(): void {
	const categories = getCategories();
	if ( ! categories.some( ( category ) => category.slug === WOOCOMMERCE_BLOCK_CATEGORY ) ) {
		setCategories( [
			...categories,
			{ slug: WOOCOMMERCE_BLOCK_CATEGORY, title: woocommerceCategoryTitle(), icon: null },
		] as Parameters< typeof setCategories >[ 0 ] );
	}
}

/**
 * Registers a block with `@wordpress/blocks` from its `block.json`: the
 * metadata as it is (WordPress translates `title`, `description` and
 * `keywords` with the block.json contexts in its `textdomain`), plus
 * `edit`, `save` (by default the markup writers' wrapper,
 * {@link createBlockSave}) and deprecations. Idempotent: a block already
 * registered (by WordPress from the same block.json, or by an earlier call)
 * is returned as it is. Adds WooCommerce's category when missing. The
 * block.json object itself is never changed.
 *
 * @example
 * import metadata from '../block-json/cart/block.json';
 * registerEditorBlock( metadata, { edit: CartEdit, save: createBlockSave( metadata.name, { extraClassNames: [ 'is-loading' ] } ) } );
 */
export function registerEditorBlock(
	metadata: EditorBlockMetadata,
	settings: EditorBlockSettings
): BlockType | undefined {
	if ( ! isRecord( metadata ) || typeof metadata.name !== 'string' || ! metadata.title ) {
		throw new TypeError( editorMetadataMessage( metadata ) );
	}
	if ( ! isRecord( settings ) || typeof settings.edit !== 'function' ) {
		throw new TypeError( editorEditMessage( metadata.name ) );
	}
	const registered = getBlockType( metadata.name );
	if ( registered ) {
		return registered;
	}
	ensureWooCommerceBlockCategory();
	const register = registerBlockType as unknown as (
		blockMetadata: EditorBlockMetadata,
		blockSettings: Record< string, unknown >
	) => BlockType | undefined;
	// WordPress adds the attributes of a block's supports (colours, typography)
	// to the metadata object it is given; the shop's markup writers read the
	// same block.json module, so it gets a copy.
	return register( structuredClone( metadata ), {
		...settings,
		save: settings.save ?? createBlockSave( metadata.name ),
	} );
}

/**
 * Whether a block is registered with `@wordpress/blocks`.
 *
 * @example
 * isEditorBlockRegistered( 'woocommerce/cart' ); // true after registerCartEditorBlocks()
 */
export const isEditorBlockRegistered = ( name: string ): boolean => Boolean( getBlockType( name ) );
