/** Public surface of @cesta/cart-events. */

export {
	CART_CHANGED_EVENT,
	WC_ADDED_TO_CART_EVENT,
	WC_REMOVED_FROM_CART_EVENT,
} from './constants';
export { forgetPublishedCart, getPublishedCart, publishCart } from './publish';
export { createRequestQueue } from './request-queue';
export { getKnownCart, subscribeToCart } from './subscribe';

export type { RequestQueue } from './request-queue';
export type { CartChange, CartListener, CartNews } from './types';
