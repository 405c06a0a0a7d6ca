/** Public surface of @cesta/api. */

export { apiFetchWithHeaders, storeApiFetch } from './api-fetch-with-headers';
export { getQueuedRequestCount } from './batch/batch-queue';
export {
	getCollection,
	getCollectionLastModified,
	invalidateCollections,
} from './collections/collection';
export { getRoute, getRoutes, parseNamespaceRoutes, resolveRoute } from './collections/routes';
export {
	AGGREGATE_COLLECTION_RESOURCES,
	BATCH_DELAY_MS,
	BATCH_ROUTE,
	CART_DATA_STORAGE_KEY,
	CART_HASH_COOKIE,
	CART_HASH_HEADER,
	CART_HASH_STORAGE_KEY,
	CART_SESSION_LIFETIME_MS,
	CART_TOKEN_HEADER,
	CART_WRITTEN_AT_STORAGE_KEY,
	CLIENT_ERROR_CODES,
	DEFAULT_API_ROOT,
	IDEMPOTENCY_KEY_HEADER,
	INVALID_NONCE_CODE,
	ITEMS_IN_CART_COOKIE,
	LAST_MODIFIED_HEADER,
	MAX_BATCH_SIZE,
	MISSING_NONCE_CODE,
	NONCE_HEADER,
	NONCE_STORAGE_KEY,
	NONCE_TIMESTAMP_HEADER,
	PAGING_AND_ORDERING_QUERY_ARGS,
	PRELOADED_REQUESTS_SETTING,
	STORE_API_NAMESPACE,
	USER_ID_HEADER,
} from './constants';
export { getErrorMessageForDisplay, isApiErrorResponse } from './errors';
export { getGenericErrorMessage } from './messages';
export { registerStoreApiMiddlewares } from './middlewares/register';
export { registerPreloadedResponses } from './preload';
export { resetStoreApiClient } from './reset';
export {
	clearCachedCart,
	getCachedCart,
	getStoredCartHash,
	hasCartSession,
	isCartCacheValid,
	isCartResponse,
	persistCart,
} from './session/cart-cache';
export { configureStoreApi, getApiRoot, getCartToken, setApiRoot } from './session/config';
export { getCustomerId, subscribeToCustomerId } from './session/customer-id';
export { getNonce, getNonceState, updateNonce } from './session/nonce';
export {
	addCartItem,
	applyCartCoupon,
	fetchCart,
	fetchCheckout,
	hasPreloadedCart,
	placeOrder,
	removeCartCoupon,
	removeCartItem,
	selectShippingRate,
	updateCartExtensions,
	updateCartItem,
	updateCustomer,
	updateDraftOrder,
} from './store-api';

export type { CustomerIdListener } from './session/customer-id';
export type { NonceState } from './session/nonce';
export type {
	ApiResult,
	CollectionRequest,
	CollectionResult,
	HeaderValues,
	MiddlewareConfig,
	NamespaceRoutes,
	PlaceOrderOptions,
	PreloadedResponse,
	RouteCallOptions,
	RouteEntry,
	RoutePlaceholder,
	StoreApiConfig,
	StoreApiMethod,
	StoreApiRequestOptions,
} from './types';
