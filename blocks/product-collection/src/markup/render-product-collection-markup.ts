/**
 * The server markup of the Product Collection block: a pure string writer,
 * React-free and DOM-free, so a Node server and the browser print the same
 * HTML. The add-to-cart controller enhances it without React.
 */
import { blockDataAttributes, blockWrapperClass } from '@cesta/blocks-shared/markup-writer';
import type { ProductResponse } from '@cesta/types';

import { EAGER_IMAGE_ROWS, PRODUCT_COLLECTION_BLOCK_NAME } from '../constants';
import { errors } from '../errors';
import { normalizeProductCollectionAttributes } from '../query/normalize-attributes';
import { currentPage } from '../query/query-from-attributes';
import type {
	NormalizedProductCollectionAttributes,
	ProductCollectionAttributes,
	UrlQuery,
} from '../query/types';
import { pageQueryArg } from '../query/url-query';
import { markupTexts } from './messages';
import type { PageUrl } from './pagination';
import { paginationMarkup } from './pagination';
import { productCardMarkup } from './product-card';
import { safeText } from './text';

/**
 * What {@link renderProductCollectionMarkup} prints.
 *
 * @example
 * const options: ProductCollectionMarkupOptions = {
 * 	attributes: { query: { woocommerceOnSale: true } },
 * 	products,
 * 	totalPages: 2,
 * 	pageUrl: '/tienda/',
 * };
 */
export interface ProductCollectionMarkupOptions {
	/** The block's attributes; defaults and clamping as `normalizeProductCollectionAttributes`. @default {} */
	attributes?: ProductCollectionAttributes;
	/** The page's products, as `/wc/store/v1/products` sent them. */
	products: ProductResponse[];
	/** How many pages the collection has (`X-WP-TotalPages`); capped by the block's `pages`. @default 1 */
	totalPages?: number;
	/** The page shown. @default the URL's page (`urlQuery`), else 1 */
	page?: number;
	/** The page's URL query, for the page number when `page` is not given. @default none */
	urlQuery?: UrlQuery;
	/** The address the page links are built on (its other query arguments are kept). @default '' (links are `?query-0-page=2`) */
	pageUrl?: PageUrl;
}

const layoutClasses = ( { displayLayout }: NormalizedProductCollectionAttributes ): string =>
	displayLayout.type === 'list'
		? 'is-product-collection-layout-list'
		: [
				'is-flex-container',
				'is-product-collection-layout-flex',
				`columns-${ displayLayout.columns }`,
				displayLayout.shrinkColumns ? 'wc-block-product-template__responsive' : '',
			]
				.filter( Boolean )
				.join( ' ' );

/**
 * The HTML of a Product Collection block for one page of products: a
 * wrapper `div` with `data-block-name="woocommerce/product-collection"` and
 * the (normalized) attributes as `data-` attributes, so the client finds it
 * and can ask for the same query again; the product template
 * (`ul.wc-block-product-template`, a grid of 1–6 columns or a list) with one
 * card per product (see `productCardMarkup`; the first row's images load
 * eagerly, the rest lazily), "No products were found matching your
 * selection." when there are none, and the pagination as real links. Every
 * text is escaped. Bad options throw a `TypeError`.
 *
 * @example
 * const html = renderProductCollectionMarkup( {
 * 	attributes: { collection: 'woocommerce/product-collection/on-sale' },
 * 	products,
 * 	totalPages: 2,
 * 	pageUrl: '/tienda/?min_price=20',
 * } );
 */
export function renderProductCollectionMarkup( options: ProductCollectionMarkupOptions ): string {
	if ( typeof options !== 'object' || options === null ) {
		throw new TypeError( errors.markupOptionsNotObject( options ) );
	}
	const { attributes = {}, products, totalPages = 1, page, urlQuery, pageUrl = '' } = options;
	if ( ! Array.isArray( products ) ) {
		throw new TypeError( errors.markupProductsNotArray( products ) );
	}
	const normal = normalizeProductCollectionAttributes( attributes );
	const shownPage = currentPage( normal, { page, urlQuery } );
	const { pages } = normal.query;
	const pageCount = Math.max( 1, Math.trunc( Number( totalPages ) ) || 1 );
	const eagerCount =
		( normal.displayLayout.type === 'list' ? 1 : normal.displayLayout.columns ) *
		EAGER_IMAGE_ROWS;
	const list = products.length
		? `<ul class="wc-block-product-template wp-block-woocommerce-product-template ${ layoutClasses(
				normal
			) }"${ normal.ariaLabel ? ` aria-label="${ safeText( normal.ariaLabel ) }"` : '' }>${ products
				.map( ( product, index ) =>
					productCardMarkup( product, {
						eagerImage: index < eagerCount,
						titleLevel: normal.titleLevel,
					} )
				)
				.join( '' ) }</ul>`
		: `<p class="wc-block-product-collection__no-results">${ safeText(
				markupTexts.noResults()
			) }</p>`;
	const { className, ariaLabel: _ariaLabel, ...dataAttributes } = normal;
	const classes = [
		blockWrapperClass( PRODUCT_COLLECTION_BLOCK_NAME ),
		'wc-block-product-collection',
		className,
	]
		.filter( Boolean )
		.map( safeText )
		.join( ' ' );
	return [
		`<div data-block-name="${ PRODUCT_COLLECTION_BLOCK_NAME }"${ blockDataAttributes(
			dataAttributes
		) } data-page="${ shownPage }" class="${ classes }">`,
		list,
		paginationMarkup( {
			page: shownPage,
			totalPages: pages > 0 ? Math.min( pageCount, pages ) : pageCount,
			pageUrl,
			arg: pageQueryArg( { inherit: normal.query.inherit, queryId: normal.queryId } ),
		} ),
		'</div>',
	].join( '' );
}
