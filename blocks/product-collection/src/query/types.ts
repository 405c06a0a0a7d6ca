/** The block's attributes (WooCommerce's `query` and `displayLayout` shapes) and the Store API query they become. */
import type { StockStatus } from '@cesta/types';

/**
 * One attribute term a collection is limited to (WooCommerce's
 * `woocommerceAttributes` entries).
 *
 * @example
 * const red: AttributeTermFilter = { taxonomy: 'pa_color', termId: 1 };
 */
export interface AttributeTermFilter {
	/** The attribute's taxonomy, e.g. `pa_color`. */
	taxonomy: string;
	/** The term's id. */
	termId: number;
}

/**
 * WooCommerce's `query` attribute of the Product Collection block. Every
 * field is optional here: what is missing takes the spec's default (see
 * {@link normalizeProductCollectionAttributes}).
 *
 * @example
 * const query: ProductCollectionQuery = { perPage: 9, orderBy: 'title', order: 'asc', woocommerceOnSale: true };
 */
export interface ProductCollectionQuery {
	/** Products per page. @default 9 */
	perPage?: number;
	/** The most pages to offer; `0` means every page. @default 0 */
	pages?: number;
	/** Products to skip before the first page. @default 0 */
	offset?: number;
	/** Sort direction. @default 'asc' */
	order?: 'asc' | 'desc';
	/** Sort field (`title`, `date`, `price`, `popularity`, `rating`, `menu_order`, …). @default 'title' */
	orderBy?: string;
	/** Keyword search. @default '' */
	search?: string;
	/** Product ids to leave out. @default [] */
	exclude?: Array< number | string >;
	/** Follow the page's own query (a shop or archive page) instead of these filters' paging. @default false */
	inherit?: boolean;
	/** Terms by taxonomy: `product_cat` (categories), `product_tag` (tags), `product_brand` (brands). @default {} */
	taxQuery?: Record< string, Array< number | string > >;
	/** Only products on sale. @default false */
	woocommerceOnSale?: boolean;
	/** Only products with one of these stock statuses (spec 1 §3). @default all three */
	woocommerceStockStatus?: StockStatus[];
	/** Only products with these attribute terms (terms of one taxonomy are alternatives; taxonomies must all match). @default [] */
	woocommerceAttributes?: AttributeTermFilter[];
	/** Only these products (the "hand-picked" collection). @default [] */
	woocommerceHandPickedProducts?: Array< number | string >;
	/** Only featured products. @default false */
	featured?: boolean;
	/** Only products with one of these average ratings, in whole stars 1–5 (Cesta's name; spec 1 §3). @default [] */
	woocommerceRating?: number[];
	/** Price bounds in the shop currency's major units (`{ min: 10, max: 50 }` is 10.00–50.00 €). @default {} */
	priceRange?: { min?: number; max?: number };
	/** Set by WooCommerce on every Product Collection query. @default true */
	isProductCollectionBlock?: boolean;
}

/**
 * WooCommerce's `displayLayout` attribute: a grid (`flex`) of 1–6 columns or
 * a list.
 *
 * @example
 * const layout: DisplayLayout = { type: 'flex', columns: 4, shrinkColumns: true };
 */
export interface DisplayLayout {
	/** `flex` is the grid, `list` one product per row. @default 'flex' */
	type?: 'flex' | 'list';
	/** Columns of the grid, 1–6. @default 3 */
	columns?: number;
	/** Let the grid use fewer columns on narrow screens. @default true */
	shrinkColumns?: boolean;
}

/**
 * The block's attributes this package reads.
 *
 * @example
 * const attributes: ProductCollectionAttributes = {
 * 	collection: 'woocommerce/product-collection/on-sale',
 * 	query: { woocommerceOnSale: true },
 * 	displayLayout: { type: 'flex', columns: 3 },
 * };
 */
export interface ProductCollectionAttributes {
	/** The collection's name, `plugin/product-collection/collection-name`; its attributes are the defaults of these. @default undefined */
	collection?: string;
	/** WordPress's query id; the block's page is `?query-{queryId}-page=N`. @default 0 */
	queryId?: number;
	/** What to list. @default {} */
	query?: ProductCollectionQuery;
	/** How to lay the products out. @default { type: 'flex', columns: 3, shrinkColumns: true } */
	displayLayout?: DisplayLayout;
	/** Rows of the grid per page (1–6); when set, a page holds `rows × columns` products. @default undefined */
	rows?: number;
	/** Accessible name of the list. @default '' */
	ariaLabel?: string;
	/** Heading level (1–6) of the products' names. @default 3 (WooCommerce's product template) */
	titleLevel?: number;
	/** Extra classes of the wrapper. @default '' */
	className?: string;
}

/**
 * The attributes with every default filled in and every number clamped.
 *
 * @example
 * normalizeProductCollectionAttributes( {} ).query.perPage; // 9
 */
export interface NormalizedProductCollectionAttributes {
	collection: string | null;
	queryId: number;
	query: Required< Omit< ProductCollectionQuery, 'priceRange' > > & {
		priceRange: { min?: number; max?: number };
	};
	displayLayout: Required< DisplayLayout >;
	ariaLabel: string;
	titleLevel: number;
	className: string;
}

/**
 * The `/wc/store/v1/products` query arguments (Store API names, prices in
 * minor units).
 *
 * @example
 * const args: StoreProductsQuery = { per_page: 9, page: 1, orderby: 'title', order: 'asc', on_sale: true };
 */
export interface StoreProductsQuery {
	per_page: number;
	page: number;
	orderby: string;
	order: 'asc' | 'desc';
	offset?: number;
	search?: string;
	exclude?: number[];
	include?: number[];
	category?: string;
	category_operator?: 'in' | 'not_in' | 'and';
	tag?: string;
	tag_operator?: 'in' | 'not_in' | 'and';
	brand?: string;
	on_sale?: boolean;
	featured?: boolean;
	stock_status?: StockStatus[];
	rating?: number[];
	attributes?: StoreAttributeQuery[];
	attribute_relation?: 'and';
	min_price?: number;
	max_price?: number;
	catalog_visibility?: 'catalog';
}

/**
 * One `attributes[]` entry of the Store API's `/products` query: the terms
 * of one attribute taxonomy, by id (the block's own) or by slug (the
 * attribute filter's), `in` = any of them, `and` = all of them.
 *
 * @example
 * const colours: StoreAttributeQuery = { attribute: 'pa_color', slug: [ 'rojo', 'azul' ], operator: 'in' };
 */
export interface StoreAttributeQuery {
	attribute: string;
	term_id?: number[];
	slug?: string[];
	operator: 'in' | 'and';
}

/**
 * What the page's URL adds to the block's own query: the page number and the
 * price filter's bounds (spec 1 §2). A `URLSearchParams`, a query string or a
 * plain record.
 *
 * @example
 * const urlQuery: UrlQuery = '?min_price=2000&query-0-page=2';
 */
export type UrlQuery = URLSearchParams | string | Record< string, string | undefined >;
