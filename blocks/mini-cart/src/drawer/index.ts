/**
 * `@cesta/block-mini-cart/drawer`: the drawer, loaded on demand by the
 * button (React, the stores and the cart's components come with it).
 */
export { cartResponseFromStore } from './cart-response';
export { findPrintedContents, readMiniCartContents } from './contents/read-contents';
export {
	MINI_CART_CONTENTS_DEFINITION,
	MINI_CART_INNER_BLOCK_COMPONENTS,
	registerMiniCartContentsBlocks,
} from './contents/register-contents-blocks';
export { MiniCartDrawer } from './mini-cart-drawer';
export { openMiniCartDrawer } from './open-drawer';
export { syncCartWithPage, useCartSync } from './use-cart-sync';
export { useMiniCartData } from './use-mini-cart-data';

export type { MiniCartContentsSource } from './contents/read-contents';
export type { MiniCartDrawerProps } from './mini-cart-drawer';
export type { MiniCartDrawerOptions } from './open-drawer';
export type { MiniCartDrawerHandle, OpenMiniCartDrawerOptions } from '../types';
