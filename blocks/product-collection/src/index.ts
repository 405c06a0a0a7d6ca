/**
 * Public surface of @cesta/block-product-collection: the block's query and
 * server markup (also in the lighter `./markup` entry), the loader of its
 * products and the React-free add-to-cart buttons. The editor preview is in
 * `./editor`.
 */

export {
	enhanceAddToCartButtons,
	productUrlOfError,
} from './add-to-cart-button/enhance-add-to-cart-buttons';
export { getQueuedAddToCartCount } from './add-to-cart-button/request-queue';
export { loadProductCollection } from './load/load-product-collection';
export { readProductCollectionAttributes } from './refresh/read-collection-attributes';
export {
	createProductCollectionRefresher,
	refreshProductCollections,
} from './refresh/refresh-product-collections';
export {
	ADD_TO_CART_BUTTON_ATTRIBUTE,
	ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES,
	canAddFromListing,
	clampInteger,
	COLLECTION_NAME_PATTERN,
	COLLECTION_QUERY_START_DELAY_MS,
	COLUMNS_DEFAULT,
	COLUMNS_MAX,
	COLUMNS_MIN,
	CORE_COLLECTION_NAMES,
	CORE_COLLECTIONS,
	currentPage,
	decodeEntities,
	DIRECTLY_ADDABLE_PRODUCT_TYPES,
	EAGER_IMAGE_ROWS,
	getProductCollection,
	getProductCollections,
	INHERITED_PAGE_QUERY_ARG,
	normalizeProductCollectionAttributes,
	ORDER_BY_DEFAULT,
	ORDER_DEFAULT,
	PAGE_QUERY_ARG_PREFIX,
	pageLink,
	pageNumbers,
	pageQueryArg,
	paginationMarkup,
	PRICE_FILTER_QUERY_ARGS,
	PRODUCT_COLLECTION_BLOCK_NAME,
	PRODUCT_IMAGE_SIZE_PX,
	productCardMarkup,
	productPriceMarkup,
	PRODUCTS_PER_PAGE_DEFAULT,
	PRODUCT_TITLE_LEVEL_DEFAULT,
	PRODUCTS_PER_PAGE_MAX,
	queryFromAttributes,
	RATING_MAX_STARS,
	RATING_VALUES,
	readPageNumber,
	readAttributeFilters,
	readPriceBound,
	readUrlQueryValue,
	registerProductCollection,
	renderProductCollectionMarkup,
	ROWS_MAX,
	ROWS_MIN,
	safePlainText,
	safeText,
	safeUrl,
	STOCK_STATUS_DEFAULT,
	STOCK_STATUSES,
} from './markup';

export type { AddToCartButtonsOptions } from './add-to-cart-button/enhance-add-to-cart-buttons';
export type { LoadedProductCollection } from './load/load-product-collection';
export type { RefreshOptions } from './refresh/refresh-product-collections';
export type {
	AttributeTermFilter,
	DisplayLayout,
	NormalizedProductCollectionAttributes,
	PageUrl,
	ProductCollection,
	ProductCollectionAttributes,
	ProductCollectionMarkupOptions,
	ProductCollectionQuery,
	QueryOptions,
	StoreAttributeQuery,
	StoreProductsQuery,
	UrlQuery,
} from './markup';
