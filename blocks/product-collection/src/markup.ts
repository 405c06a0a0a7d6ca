/**
 * The `markup` entry (`@cesta/block-product-collection/markup`): what a
 * server needs to print the block — the query, the string writer — with no
 * DOM, no React and no network, so it runs in Node as in the browser.
 */
export { CORE_COLLECTION_NAMES, CORE_COLLECTIONS } from './collections/core-collections';
export {
	COLLECTION_NAME_PATTERN,
	getProductCollection,
	getProductCollections,
	registerProductCollection,
} from './collections/register-product-collection';
export {
	ADD_TO_CART_BUTTON_ATTRIBUTE,
	ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES,
	COLLECTION_QUERY_START_DELAY_MS,
	COLUMNS_DEFAULT,
	COLUMNS_MAX,
	COLUMNS_MIN,
	DIRECTLY_ADDABLE_PRODUCT_TYPES,
	EAGER_IMAGE_ROWS,
	INHERITED_PAGE_QUERY_ARG,
	ORDER_BY_DEFAULT,
	ORDER_DEFAULT,
	PAGE_QUERY_ARG_PREFIX,
	PRICE_FILTER_QUERY_ARGS,
	PRODUCT_COLLECTION_BLOCK_NAME,
	PRODUCT_IMAGE_SIZE_PX,
	PRODUCTS_PER_PAGE_DEFAULT,
	PRODUCT_TITLE_LEVEL_DEFAULT,
	PRODUCTS_PER_PAGE_MAX,
	RATING_MAX_STARS,
	RATING_VALUES,
	ROWS_MAX,
	ROWS_MIN,
	STOCK_STATUS_DEFAULT,
	STOCK_STATUSES,
} from './constants';
export { canAddFromListing, productCardMarkup } from './markup/product-card';
export { pageLink, pageNumbers, paginationMarkup } from './markup/pagination';
export { productPriceMarkup } from './markup/product-price';
export { renderProductCollectionMarkup } from './markup/render-product-collection-markup';
export { decodeEntities, safePlainText, safeText, safeUrl } from './markup/text';
export { clampInteger, normalizeProductCollectionAttributes } from './query/normalize-attributes';
export { currentPage, queryFromAttributes } from './query/query-from-attributes';
export {
	pageQueryArg,
	readAttributeFilters,
	readPageNumber,
	readPriceBound,
	readUrlQueryValue,
} from './query/url-query';

export type { ProductCollection } from './collections/register-product-collection';
export type { PageUrl } from './markup/pagination';
export type { ProductCollectionMarkupOptions } from './markup/render-product-collection-markup';
export type { QueryOptions } from './query/query-from-attributes';
export type {
	AttributeTermFilter,
	DisplayLayout,
	NormalizedProductCollectionAttributes,
	ProductCollectionAttributes,
	ProductCollectionQuery,
	StoreAttributeQuery,
	StoreProductsQuery,
	UrlQuery,
} from './query/types';
