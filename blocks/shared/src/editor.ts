/**
 * The editor kit (`@cesta/blocks-shared/editor`): what the blocks' editor
 * entries register their blocks with — `@wordpress/blocks` from each
 * block.json, saved markup equal to the markup writers', inner block areas
 * with WooCommerce's templates, allowed blocks, locking and forced blocks,
 * the preview frame, look-only previews, view switching and inspector
 * controls. React and `@wordpress/block-editor`: the shop's page entries
 * never import it.
 */
export { AttributeControls } from './editor/attribute-controls';
export {
	ADDITIONAL_INNER_BLOCK_TYPES_FILTER,
	WOOCOMMERCE_BLOCK_CATEGORY,
} from './editor/constants';
export { registerTemplateCoreBlocks } from './editor/core-blocks';
export { EditorViews, useIsEditorViewShown } from './editor/editor-views';
export {
	forcedBlocksOf,
	innerBlockAreaAllowedBlocks,
	useForcedBlocks,
	useInnerBlockAreaProps,
} from './editor/inner-block-area';
export { createInnerBlockEdit, frontendPropsOf } from './editor/inner-block-edit';
export { LookOnly } from './editor/look-only';
export { EditorPreviewFrame } from './editor/preview-frame';
export {
	ensureWooCommerceBlockCategory,
	isEditorBlockRegistered,
	registerEditorBlock,
} from './editor/register-editor-block';
export { blockWrapperProps, createBlockSave } from './editor/save';

export type { AttributeControl, AttributeControlsProps } from './editor/attribute-controls';
export type { EditorView, EditorViewsProps } from './editor/editor-views';
export type { InnerBlockAreaOptions } from './editor/inner-block-area';
export type { InnerBlockEditOptions } from './editor/inner-block-edit';
export type { EditorPreviewFrameProps, EditorPreviewStatus } from './editor/preview-frame';
export type { BlockSaveOptions } from './editor/save';
export type {
	EditorBlockEditProps,
	EditorBlockMetadata,
	EditorBlockSaveProps,
	EditorBlockSettings,
} from './editor/types';
