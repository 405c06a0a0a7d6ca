/**
 * `@cesta/block-mini-cart/drawer`: the drawer, loaded on demand by the
 * button (React, the stores and the cart's components come with it).
 */
export { cartResponseFromStore } from './cart-response';
export { MiniCartContents, useMiniCartData } from './mini-cart-contents';
export { MiniCartDrawer } from './mini-cart-drawer';
export { openMiniCartDrawer } from './open-drawer';
export { syncCartWithPage, useCartSync } from './use-cart-sync';

export type { MiniCartDrawerProps } from './mini-cart-drawer';
export type { MiniCartDrawerOptions } from './open-drawer';
export type { MiniCartDrawerHandle, OpenMiniCartDrawerOptions } from '../types';
