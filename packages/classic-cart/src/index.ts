/** Public surface of @cesta/classic-cart. */

export { buttonFields } from './add-to-cart';
export { storeCartHash } from './cart-hash-store';
export {
	AJAX_ADD_TO_CART_SELECTOR,
	BUTTON_CLASS,
	CART_CREATED_STORAGE_KEY,
	CLASSIC_EVENT,
	FRAGMENT_ALLOWED_ATTR,
	FRAGMENT_ALLOWED_TAGS,
	LIVE_REGION_CLASS,
	LIVE_REGION_DELAY_MS,
	REMOVE_FROM_CART_SELECTOR,
	VIEW_CART_LINK_CLASS,
	WC_ADDING_TO_CART_EVENT,
	WC_AJAX_ENDPOINT,
} from './constants';
export { enhanceClassicCart } from './enhance';
export { replaceFragments, sanitizeFragments } from './fragments';
export { navigateTo } from './navigate';
export { endpointUrl, readClassicCartParams } from './params';

export type {
	AddingToCartDetail,
	CartChangedDetail,
	ClassicCartOptions,
	ClassicCartParams,
	Fragments,
	Navigate,
	WcAjaxCartResponse,
} from './types';
