/**
 * The constants of the Product Collection block, each with the spec's name
 * for it (spec 1 §3 "Product collection defaults") or WooCommerce's, and its
 * unit. The attributes' defaults are read from the block.json
 * (`block-json/product-collection/block.json`), which the editor registers
 * too.
 */
import type { StockStatus } from '@cesta/types';

import { attributes } from '../block-json/product-collection/block.json';

/**
 * The block's name, as WooCommerce registers it.
 *
 * @example
 * `<div data-block-name="${ PRODUCT_COLLECTION_BLOCK_NAME }">`;
 */
export const PRODUCT_COLLECTION_BLOCK_NAME = 'woocommerce/product-collection';

/**
 * Spec 1 §3: products per page when the block says nothing, 9 (the
 * block.json's default).
 *
 * @example
 * perPage ?? PRODUCTS_PER_PAGE_DEFAULT; // 9
 */
export const PRODUCTS_PER_PAGE_DEFAULT: number = attributes.query.default.perPage;

/**
 * Spec 1 §3: the default order field, `title` (the block.json's default).
 *
 * @example
 * orderBy ?? ORDER_BY_DEFAULT; // 'title'
 */
export const ORDER_BY_DEFAULT: string = attributes.query.default.orderBy;

/**
 * Spec 1 §3: the default order direction, `asc` (the block.json's default).
 *
 * @example
 * order ?? ORDER_DEFAULT; // 'asc'
 */
export const ORDER_DEFAULT = attributes.query.default.order as 'asc';

/**
 * The heading level of each product's name: WooCommerce's product template
 * prints its post title at level 3; a page that lists products right under
 * its `h1` sets 2 (`titleLevel`), so headings do not skip a level.
 *
 * @example
 * titleLevel ?? PRODUCT_TITLE_LEVEL_DEFAULT; // 3
 */
export const PRODUCT_TITLE_LEVEL_DEFAULT: number = attributes.titleLevel.default;

/**
 * Spec 1 §3: the grid's default number of columns, 3 (the block.json's
 * default).
 *
 * @example
 * columns ?? COLUMNS_DEFAULT; // 3
 */
export const COLUMNS_DEFAULT: number = attributes.displayLayout.default.columns;

/**
 * Spec 1 §3: the fewest columns the grid may have.
 *
 * @example
 * Math.max( COLUMNS_MIN, columns ); // at least 1
 */
export const COLUMNS_MIN = 1;

/**
 * Spec 1 §3: the most columns the grid may have.
 *
 * @example
 * Math.min( COLUMNS_MAX, columns ); // at most 6
 */
export const COLUMNS_MAX = 6;

/**
 * Spec 1 §3: the fewest rows of products a page may have (when a page is
 * given in rows, `perPage = rows × columns`).
 *
 * @example
 * Math.max( ROWS_MIN, rows ); // at least 1
 */
export const ROWS_MIN = 1;

/**
 * Spec 1 §3: the most rows of products a page may have.
 *
 * @example
 * Math.min( ROWS_MAX, rows ); // at most 6
 */
export const ROWS_MAX = 6;

/**
 * The Store API's largest `per_page` for `/products`.
 *
 * @example
 * Math.min( PRODUCTS_PER_PAGE_MAX, perPage ); // at most 100
 */
export const PRODUCTS_PER_PAGE_MAX = 100;

/**
 * Spec 1 §3: the rating filter's values, in stars.
 *
 * @example
 * RATING_VALUES.includes( 4 ); // true
 */
export const RATING_VALUES: readonly number[] = Object.freeze( [ 1, 2, 3, 4, 5 ] );

/**
 * The highest rating, in stars (the rating's width is a share of it).
 *
 * @example
 * ( 4.5 / RATING_MAX_STARS ) * 100; // 90 (%)
 */
export const RATING_MAX_STARS = 5;

/**
 * Spec 1 §3: the stock statuses the stock filter accepts.
 *
 * @example
 * STOCK_STATUSES.includes( 'onbackorder' ); // true
 */
export const STOCK_STATUSES: readonly StockStatus[] = Object.freeze( [
	'instock',
	'outofstock',
	'onbackorder',
] );

/**
 * The stock filter of a block that sets none: every status, so nothing is
 * filtered (WooCommerce leaves out `outofstock` only when the shop hides
 * out-of-stock products, which the sample shop does not).
 *
 * @example
 * woocommerceStockStatus ?? STOCK_STATUS_DEFAULT;
 */
export const STOCK_STATUS_DEFAULT: readonly StockStatus[] = STOCK_STATUSES;

/**
 * The product types whose button adds straight to the cart from a listing;
 * the others (variable, grouped, external) link to their page.
 *
 * @example
 * DIRECTLY_ADDABLE_PRODUCT_TYPES.includes( 'simple' ); // true
 */
export const DIRECTLY_ADDABLE_PRODUCT_TYPES: readonly string[] = Object.freeze( [ 'simple' ] );

/**
 * The prefix of the query argument of the block's pages when the block does
 * not follow the page's own query (`inherit: false`), as WordPress's Query
 * Loop names it: `query-{queryId}-page` (`queryId` defaults to 0).
 *
 * @example
 * `${ PAGE_QUERY_ARG_PREFIX }-${ queryId }-page`; // 'query-0-page'
 */
export const PAGE_QUERY_ARG_PREFIX = 'query';

/**
 * The query argument of the page when the block follows the page's own query
 * (`inherit: true`), as WordPress's main query pages a shop archive.
 *
 * @example
 * `?${ INHERITED_PAGE_QUERY_ARG }=2`;
 */
export const INHERITED_PAGE_QUERY_ARG = 'paged';

/**
 * The URL query arguments of the price filter (spec 1 §2). Their values are
 * in the currency's major units (`?min_price=20` is 20.00 €); the Store API
 * takes minor units.
 *
 * @example
 * PRICE_FILTER_QUERY_ARGS.min; // 'min_price'
 */
export const PRICE_FILTER_QUERY_ARGS = Object.freeze( {
	min: 'min_price',
	max: 'max_price',
} as const );

/**
 * The URL query arguments of the attribute filter, as WooCommerce writes
 * them: `filter_{name}` holds the chosen term slugs, comma-separated, and
 * `query_type_{name}` `or` (any of them) or `and` (all of them), the
 * attribute's taxonomy without its `pa_` prefix as `{name}`.
 *
 * @example
 * `?${ ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES.filter }color=rojo,azul&${ ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES.queryType }color=or`;
 */
export const ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES = Object.freeze( {
	filter: 'filter_',
	queryType: 'query_type_',
} as const );

/**
 * How many rows of products load their images eagerly: the first row is
 * above the fold, later images wait (`loading="lazy"`).
 *
 * @example
 * index < columns ? 'eager' : 'lazy';
 */
export const EAGER_IMAGE_ROWS = 1;

/**
 * The square size, in CSS pixels, the card's image is printed at
 * (`width`/`height`, so the grid does not jump while images load):
 * WooCommerce's `woocommerce_thumbnail` size.
 *
 * @example
 * `<img width="${ PRODUCT_IMAGE_SIZE_PX }" height="${ PRODUCT_IMAGE_SIZE_PX }">`;
 */
export const PRODUCT_IMAGE_SIZE_PX = 300;

/**
 * The `data-` attribute on the add-to-cart buttons the markup writes, which
 * the React-free controller looks for.
 *
 * @example
 * root.querySelectorAll( `[${ ADD_TO_CART_BUTTON_ATTRIBUTE }]` );
 */
export const ADD_TO_CART_BUTTON_ATTRIBUTE = 'data-cesta-add-to-cart';

/**
 * Spec 1 §9: a collection asks for its products again this long after the
 * price filter's range changed (later changes within it restart the wait,
 * so a slider drag is one request).
 *
 * @example
 * setTimeout( reload, COLLECTION_QUERY_START_DELAY_MS ); // 200 ms
 */
export const COLLECTION_QUERY_START_DELAY_MS = 200;
