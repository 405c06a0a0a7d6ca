/**
 * `@cesta/block-mini-cart/markup`: the block's server markup, a pure string
 * writer (React-free, runs in Node and the browser).
 */
export { renderMiniCartMarkup } from './button/markup';
export { MINI_CART_CONTENTS_BLOCK_NAMES } from './contents/block-names';
export { renderMiniCartContentsMarkup } from './contents/markup';
export {
	MINI_CART_ATTRIBUTE_VALUES,
	MINI_CART_DEFAULT_ATTRIBUTES,
	normalizeMiniCartAttributes,
} from './attributes';

export type { MiniCartMarkupOptions } from './button/markup';
export type { MiniCartContentsBlockName, MiniCartInnerBlockName } from './contents/block-names';
export type { MiniCartContentsMarkupOptions } from './contents/markup';
export type { MiniCartAttributes } from './types';
