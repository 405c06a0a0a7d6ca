/** Public surface of @cesta/block-cart. */

// The editor preview's pieces are the Checkout's too; they stay importable from here.
export {
	EDITOR_SETTING_NAME,
	isEditorPreview,
	loadPreviewCart,
	setPreviewCartLoader,
} from '@cesta/cart-checkout-shared';
export { CART_BLOCK_NAMES } from './block-names';
export {
	ADD_TO_CART_NOTICE_ID,
	CART_NOTICE_CONTEXT,
	CART_SKELETON_SHOW_DELAY_MS,
} from './constants';
export { CartBlock } from './cart-block/cart-block';
export { CartInnerBlockWrapper } from './cart-block/inner-block-wrapper';
export { CART_INNER_BLOCK_COMPONENTS } from './inner-blocks';
// The items table is shared with the Mini-Cart drawer; re-exported so the Cart block's API keeps it.
export { CartLineItemsTable } from '@cesta/cart-checkout-shared';
export { renderCartBlockMarkup } from './markup';
export {
	CART_BLOCK_ATTRIBUTES,
	CART_INNER_BLOCKS_METADATA,
	getCartInnerBlockMetadata,
} from './metadata';
export { registerCartBlock } from './register-cart-block';

export type { CartBlockName } from './block-names';
export type { CartLineItemsTableProps } from '@cesta/cart-checkout-shared';
export type { CartBlockMarkupOptions } from './markup';
export type { CartBlockMetadata } from './metadata';
export type { PreviewCartLoader } from '@cesta/cart-checkout-shared';
export type { CartBlockAttributes, CartInnerBlockProps } from './types';
