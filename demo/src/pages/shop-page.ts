/** The shop page's content: the catalogue as a Product Collection block, then the embedded on-sale list. */

import { __ } from '@wordpress/i18n';

import {
	CORE_COLLECTION_NAMES,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection/markup';
import type { ProductCollectionAttributes } from '@cesta/block-product-collection/markup';
import { renderAttributeFilterMarkup } from '@cesta/block-attribute-filter/markup';
import type { AttributeFilterData } from '@cesta/block-attribute-filter/markup';
import { renderPriceFilterMarkup } from '@cesta/block-price-filter/markup';
import type { PriceRange } from '@cesta/types';

import type { CollectionPage } from '../shop/storefront-data';
import { escapeHtml } from './html';

/**
 * The shop's catalogue block: every product, the spec's defaults (9 per
 * page, ascending by title, 3 columns), paged as `?query-0-page=N`.
 *
 * @example
 * await loadCollectionPage( asker, SHOP_CATALOG_ATTRIBUTES, url.search );
 */
export const SHOP_CATALOG_ATTRIBUTES: ProductCollectionAttributes = {
	collection: CORE_COLLECTION_NAMES.PRODUCT_CATALOG,
	queryId: 0,
	// Right under the page's h1.
	titleLevel: 2,
};

/**
 * The embedded on-sale list (spec 1 §2: "product-on-sale", rendered on page
 * load): the on-sale collection, its own page argument (`query-1-page`).
 *
 * @example
 * await loadCollectionPage( asker, SHOP_ON_SALE_ATTRIBUTES, url.search );
 */
export const SHOP_ON_SALE_ATTRIBUTES: ProductCollectionAttributes = {
	collection: CORE_COLLECTION_NAMES.ON_SALE,
	queryId: 1,
	query: { perPage: 5 },
	displayLayout: { type: 'flex', columns: 5, shrinkColumns: true },
	className: 'product-on-sale',
};

/**
 * The price filter of a listing, under a second-level heading (it sits right
 * under the page's h1), applying without a reload: the listing is drawn
 * again in the page. Its range is the server's, so loading asks nothing.
 *
 * @example
 * listingPriceFilter( priceRange, url.search, catalog.query );
 */
export const listingPriceFilter = (
	priceRange: PriceRange | null,
	urlQuery: string,
	listingQuery: Record< string, unknown >
): string =>
	renderPriceFilterMarkup( {
		attributes: { heading: __( 'Filter by price', 'cesta' ), headingLevel: 2 },
		priceRange,
		urlQuery,
		isServerTemplate: false,
		listingQuery,
	} );

/**
 * The colour filter of a listing (the sample shop's `pa_color`, any of the
 * ticked colours), under a second-level heading, applying without a reload.
 *
 * @example
 * listingColourFilter( colours, url.search, catalog.query );
 */
export const listingColourFilter = (
	data: AttributeFilterData | null,
	urlQuery: string,
	listingQuery: Record< string, unknown >
): string =>
	data
		? renderAttributeFilterMarkup( {
				attributes: {
					attributeId: data.attribute.id,
					heading: __( 'Filter by colour', 'cesta' ),
					headingLevel: 2,
					queryType: 'or',
				},
				data,
				urlQuery,
				isServerTemplate: false,
				listingQuery,
			} )
		: '';

/**
 * The content of the shop page: the title, the price and colour filters, the catalogue
 * and, below it, the on-sale list under its own heading; pagination links
 * keep the page's other query arguments.
 *
 * @example
 * renderShopContent( { catalog, onSale, priceRange, colours, pageUrl: '/tienda/?query-0-page=2' } );
 */
export function renderShopContent( {
	catalog,
	onSale,
	priceRange,
	colours,
	pageUrl,
}: {
	catalog: CollectionPage;
	onSale: CollectionPage;
	priceRange: PriceRange | null;
	colours: AttributeFilterData | null;
	pageUrl: string;
} ): string {
	const urlQuery = new URL( pageUrl, 'http://localhost' ).search;
	return `<h1>${ escapeHtml( __( 'Shop', 'cesta' ) ) }</h1>
${ listingPriceFilter( priceRange, urlQuery, catalog.query ) }
${ listingColourFilter( colours, urlQuery, catalog.query ) }
${ renderProductCollectionMarkup( {
	attributes: { ...SHOP_CATALOG_ATTRIBUTES, ariaLabel: __( 'Products', 'cesta' ) },
	...catalog,
	pageUrl,
} ) }
<section class="demo-on-sale" aria-labelledby="en-oferta">
<h2 id="en-oferta">${ escapeHtml( __( 'On sale', 'cesta' ) ) }</h2>
${ renderProductCollectionMarkup( {
	attributes: { ...SHOP_ON_SALE_ATTRIBUTES, ariaLabel: __( 'On sale', 'cesta' ) },
	...onSale,
	pageUrl,
} ) }
</section>`;
}
