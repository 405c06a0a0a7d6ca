/** Types of the editor kit: a block's block.json as the kit reads it, and what registering a block adds to it. */

import type { TemplateArray } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { ComponentType } from 'react';

import type { BlockAttributeDefinitions } from '../registry/types';

/**
 * A block's `block.json`, the part the editor kit and `@wordpress/blocks`
 * read (other keys are passed on as they are).
 *
 * @example
 * import metadata from '../block-json/cart/block.json';
 * const cart: EditorBlockMetadata = metadata;
 */
export interface EditorBlockMetadata {
	name: string;
	title: string;
	category?: string;
	description?: string;
	keywords?: string[];
	parent?: string[];
	ancestor?: string[];
	attributes?: BlockAttributeDefinitions | Record< string, Record< string, unknown > >;
	supports?: Record< string, unknown >;
	textdomain?: string;
	apiVersion?: number;
	[ key: string ]: unknown;
}

/**
 * The props WordPress gives a block's `edit`.
 *
 * @example
 * const Edit = ( { attributes, setAttributes }: EditorBlockEditProps ) => null;
 */
export interface EditorBlockEditProps< Attributes = Record< string, unknown > > {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
	clientId: string;
	isSelected: boolean;
	name: string;
	context?: Record< string, unknown >;
}

/**
 * The props WordPress gives a block's `save`.
 *
 * @example
 * const save = ( { attributes }: EditorBlockSaveProps ) => null;
 */
export interface EditorBlockSaveProps< Attributes = Record< string, unknown > > {
	attributes: Attributes;
}

/**
 * What `registerEditorBlock` adds to a block.json: the editor component,
 * the saved markup (by default `createBlockSave( metadata.name )`), the
 * template of its inner blocks (WooCommerce's, applied while the block is
 * empty), the deprecated forms of the saved markup and an icon.
 *
 * @example
 * const settings: EditorBlockSettings = {
 * 	edit: CartEdit,
 * 	save: createBlockSave( 'woocommerce/cart', { extraClassNames: [ 'is-loading' ] } ),
 * 	template: [ [ 'woocommerce/filled-cart-block' ], [ 'woocommerce/empty-cart-block' ] ],
 * };
 */
export interface EditorBlockSettings {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's edit has its own attribute type
	edit: ComponentType< EditorBlockEditProps< any > >;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `edit`
	save?: ComponentType< EditorBlockSaveProps< any > >;
	/** The inner blocks a new (empty) block gets, as `[ name, attributes?, innerBlocks? ]`. */
	template?: TemplateArray;
	deprecated?: BlockDeprecation[];
	icon?: unknown;
}
