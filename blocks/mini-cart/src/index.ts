/**
 * Public surface of @cesta/block-mini-cart: the React-free part the shop's
 * first load carries (markup, button controller, mounting). The drawer is
 * `@cesta/block-mini-cart/drawer`, the editor preview
 * `@cesta/block-mini-cart/editor`.
 */
import './button/style.css';

export {
	MINI_CART_ATTRIBUTE_VALUES,
	MINI_CART_DEFAULT_ATTRIBUTES,
	normalizeMiniCartAttributes,
	readMiniCartAttributes,
} from './attributes';
export { miniCartTotal, miniCartTotalAmount, summarizeCart } from './button/cart-summary';
export { enhanceMiniCart } from './button/enhance';
export { itemsCookieSaysEmpty } from './button/items-cookie';
export { renderMiniCartMarkup } from './button/markup';
export { mountMiniCarts } from './button/mount';
export {
	DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS,
	MINI_CART_AMOUNT_CLASS_NAME,
	MINI_CART_BADGE_CLASS_NAME,
	MINI_CART_BLOCK_NAME,
	MINI_CART_BUTTON_CLASS_NAME,
	MINI_CART_CLASS_NAME,
	MINI_CART_ERROR_CLASS_NAME,
	MINI_CART_TEMPLATE_PART_CLASS_NAME,
} from './constants';
export { MINI_CART_CONTENTS_BLOCK_NAMES } from './contents/block-names';
export { renderMiniCartContentsMarkup } from './contents/markup';

export type { MiniCartSummary } from './button/cart-summary';
export type { EnhanceMiniCartOptions, MiniCartController } from './button/enhance';
export type { MiniCartMarkupOptions } from './button/markup';
export type { MiniCartContentsBlockName, MiniCartInnerBlockName } from './contents/block-names';
export type { MiniCartContentsMarkupOptions } from './contents/markup';
export type {
	AddToCartBehaviour,
	CartAndCheckoutRenderStyle,
	MiniCartAttributes,
	MiniCartColor,
	MiniCartDrawerHandle,
	MiniCartDrawerLoader,
	MiniCartDrawerModule,
	MiniCartIcon,
	OpenMiniCartDrawerOptions,
	ProductCountVisibility,
} from './types';
