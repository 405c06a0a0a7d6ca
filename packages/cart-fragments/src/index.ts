/** Public surface of @cesta/cart-fragments. */

export { hasCartSession, readCartHashCookie } from './cart-hash-cookie';
export { otherTabChangedCart, readStoredCart, storeCartHash } from './cart-hash-store';
export {
	CART_CREATED_STORAGE_KEY,
	CART_FRAGMENTS_EVENT,
	CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS,
	CART_HASH_COOKIE,
	FRAGMENT_ALLOWED_ATTR,
	FRAGMENT_ALLOWED_TAGS,
	FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS,
	GET_REFRESHED_FRAGMENTS_ENDPOINT,
	MINI_CART_CONTENT_SELECTOR,
	MINI_CART_FRAGMENT_SELECTOR,
	WC_AJAX_ENDPOINT_PLACEHOLDER,
} from './constants';
export { replaceFragments, sanitizeFragments } from './fragments';
export { changeOf, dispatchFragmentsEvent } from './page-events';
export { readCartFragmentsParams, readFragmentStorageKeys, wcAjaxEndpointUrl } from './params';
export { requestRefreshedFragments } from './request-fragments';
export { startCartFragments } from './start-cart-fragments';
export { planStoredFragments } from './stored-fragments';

export type { CartFragmentsEventName } from './page-events';
export type { StoredFragmentsPlan } from './stored-fragments';
export type {
	CartChangeFragments,
	CartFragmentsOptions,
	CartFragmentsParams,
	FragmentStorageKeys,
	Fragments,
	RefreshedFragments,
	StoredCart,
} from './types';
