/** Public surface of @cesta/blocks-shared. */

export {
	BLOCK_NAME_ATTRIBUTE,
	CART_BLOCK_WRAPPER_SELECTOR,
	HYDRATE_ATTRIBUTE,
	HYDRATION_ROOT_ATTRIBUTE,
	LOADING_CLASS_NAME,
	PLACEHOLDER_CLASS_NAME,
	RENDER_BLOCKS_FRONTEND_EVENT,
	SAVED_MARKUP_ATTRIBUTE,
} from './constants';
export {
	getFrontendBlock,
	getFrontendBlockNames,
	isFrontendBlock,
	registerFrontendBlock,
	unregisterFrontendBlock,
} from './registry/frontend-blocks';
export { parseBlockAttributes } from './markup/block-attributes';
export { parseBlockMarkup, parseMarkupNodes } from './markup/parse-block-markup';
export { createBlockWrapper } from './render/block-wrapper';
export {
	ParentBlockContext,
	useInnerBlockArea,
	useParentBlock,
} from './render/parent-block-context';
export { renderBlockTree } from './render/render-block-tree';
export { BlockError } from './error-boundary/block-error';
export { BlockErrorBoundary } from './error-boundary/block-error-boundary';
export { hydratableBlockContent } from './mount/hydration';
export { getMountedBlock } from './mount/mount-block';
export { mountBlocks } from './mount/mount-blocks';
export { dispatchRenderBlocksFrontend } from './mount/render-blocks-frontend-event';

export type {
	BlockAttributeDefinition,
	BlockAttributeDefinitions,
	BlockAttributeType,
	BlockWrapperProps,
	FrontendBlockDefinition,
	TopLevelBlockComponent,
	TopLevelBlockProps,
} from './registry/types';
export type {
	BlockTree,
	MarkupBlockNode,
	MarkupElementNode,
	MarkupIslandNode,
	MarkupNode,
	MarkupTextNode,
} from './markup/types';
export type { ParseMarkupOptions } from './markup/parse-block-markup';
export type { ParentBlockInfo } from './render/parent-block-context';
export type { RenderBlockTreeOptions } from './render/render-block-tree';
export type { NestedBlockMounter } from './render/nested-block-island';
export type { BlockErrorBoundaryProps, BlockErrorProps } from './error-boundary/types';
export type { MountBlocksOptions, MountedBlock, MountStatus } from './mount/types';
