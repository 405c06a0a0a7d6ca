/** What the storefront pages ask the shop before printing: a collection's page of products, a product or a term by slug, the classic mini cart. */

import type { IncomingMessage } from 'node:http';
import { addQueryArgs } from '@wordpress/url';

import { attributeCountsQuery } from '@cesta/block-attribute-filter/markup';
import type { AttributeFilterData } from '@cesta/block-attribute-filter/markup';
import { collectionDataQuery } from '@cesta/block-price-filter/markup';
import { queryFromAttributes } from '@cesta/block-product-collection/markup';
import type { ProductCollectionAttributes, UrlQuery } from '@cesta/block-product-collection/markup';
import type { MockRequestListener } from '@cesta/mocks/server';
import type { CollectionDataResponse, PriceRange, ProductResponse } from '@cesta/types';

import { STORE_API_ROOT } from '../constants';
import { askShop } from './visitor';

/**
 * Who asks, as the page's server: the simulation, the visitor's origin and cookies.
 *
 * @example
 * const asker: ShopAsker = { mock, origin: 'http://127.0.0.1:8080', cookie: request.headers.cookie };
 */
export interface ShopAsker {
	mock: MockRequestListener;
	origin: string;
	cookie: string | undefined;
}

/**
 * The asker of a page request.
 *
 * @example
 * const asker = askerOf( mock, request, 'http://127.0.0.1:8080' );
 */
export const askerOf = (
	mock: MockRequestListener,
	request: IncomingMessage,
	origin: string
): ShopAsker => ( { mock, origin, cookie: request.headers.cookie } );

/**
 * One page of a Product Collection block, as its markup writer takes it.
 *
 * @example
 * const { products, totalPages, page } = await loadCollectionPage( asker, { collection }, url.search );
 */
export interface CollectionPage {
	products: ProductResponse[];
	totalPages: number;
	page: number;
	/** The Store API query the block sent. */
	query: Record< string, unknown >;
}

const getJson = async < Body >( asker: ShopAsker, path: string ) => {
	const response = await askShop( asker.mock, asker.origin, asker.cookie, path );
	return { response, body: ( await response.json() ) as Body };
};

/**
 * The page of products a Product Collection block shows for a page URL's
 * query: the block's own Store API query (`queryFromAttributes`, the same
 * the browser would send) asked of the shop, with the page count from
 * `X-WP-TotalPages`.
 *
 * @example
 * await loadCollectionPage( asker, { collection: 'woocommerce/product-collection/on-sale' }, '?query-0-page=2' );
 */
export async function loadCollectionPage(
	asker: ShopAsker,
	attributes: ProductCollectionAttributes,
	urlQuery: UrlQuery
): Promise< CollectionPage > {
	const query = queryFromAttributes( attributes, { urlQuery } );
	const { response, body } = await getJson< ProductResponse[] >(
		asker,
		addQueryArgs(
			`${ STORE_API_ROOT }/products`,
			query as unknown as Record< string, unknown >
		)
	);
	return {
		products: response.ok && Array.isArray( body ) ? body : [],
		totalPages: Number( response.headers.get( 'x-wp-totalpages' ) ) || 1,
		page: query.page,
		query: query as unknown as Record< string, unknown >,
	};
}

/**
 * The price range of a listing, for its price filter: `GET
 * /products/collection-data?calculate_price_range=true` with the listing's
 * query less paging, ordering and the price filter itself (the block's own
 * `collectionDataQuery`), or `null` when the shop cannot say.
 *
 * @example
 * const priceRange = await loadPriceRange( asker, catalog.query );
 */
export async function loadPriceRange(
	asker: ShopAsker,
	listingQuery: Record< string, unknown >
): Promise< PriceRange | null > {
	const { response, body } = await getJson< CollectionDataResponse >(
		asker,
		addQueryArgs(
			`${ STORE_API_ROOT }/products/collection-data`,
			collectionDataQuery( listingQuery )
		)
	);
	return ( response.ok && body?.price_range ) || null;
}

/**
 * The product with this slug, or `null`.
 *
 * @example
 * const product = await findProduct( asker, 'sudadera-con-capucha' );
 */
export async function findProduct(
	asker: ShopAsker,
	slug: string
): Promise< ProductResponse | null > {
	const { response, body } = await getJson< ProductResponse[] >(
		asker,
		addQueryArgs( `${ STORE_API_ROOT }/products`, { slug } )
	);
	return ( response.ok && Array.isArray( body ) && body[ 0 ] ) || null;
}

/**
 * A product category or tag, as the Store API lists them.
 *
 * @example
 * const term: ProductTerm = { id: 15, name: 'Cocina', slug: 'cocina', count: 6 };
 */
export interface ProductTerm {
	id: number;
	name: string;
	slug: string;
	count: number;
}

/**
 * The category (`categories`) or tag (`tags`) with this slug, or `null`.
 *
 * @example
 * const category = await findTerm( asker, 'categories', 'cocina' );
 */
export async function findTerm(
	asker: ShopAsker,
	taxonomy: 'categories' | 'tags',
	slug: string
): Promise< ProductTerm | null > {
	const { response, body } = await getJson< ProductTerm[] >(
		asker,
		`${ STORE_API_ROOT }/products/${ taxonomy }`
	);
	return (
		( response.ok && Array.isArray( body ) && body.find( ( term ) => term.slug === slug ) ) ||
		null
	);
}

/**
 * The classic mini cart of the visitor (`woocommerce_mini_cart()`), as the
 * `div.widget_shopping_cart_content` fragment the shop's wc-ajax answers.
 *
 * @example
 * const widget = await classicMiniCart( asker );
 */
export async function classicMiniCart( asker: ShopAsker ): Promise< string > {
	const response = await askShop(
		asker.mock,
		asker.origin,
		asker.cookie,
		'/?wc-ajax=get_refreshed_fragments',
		{ method: 'POST', body: 'time=0', contentType: 'application/x-www-form-urlencoded' }
	);
	const body = ( await response.json() ) as { fragments?: Record< string, string > };
	return body.fragments?.[ 'div.widget_shopping_cart_content' ] ?? '';
}

/**
 * What a listing's attribute filter prints: the attribute, its terms and
 * how many of the listing's products have each (`GET
 * /products/attributes/{id}`, `…/terms`, and `collection-data` with
 * `calculate_attribute_counts` for the listing's query), or `null` when the
 * shop has no such attribute.
 *
 * @example
 * const colours = await loadAttributeFilter( asker, 1, catalog.query, url.search );
 */
export async function loadAttributeFilter(
	asker: ShopAsker,
	attributeId: number,
	listingQuery: Record< string, unknown >,
	urlQuery: string
): Promise< AttributeFilterData | null > {
	const attributeRoute = `${ STORE_API_ROOT }/products/attributes/${ attributeId }`;
	const [ attribute, terms ] = await Promise.all( [
		getJson< AttributeFilterData[ 'attribute' ] >( asker, attributeRoute ),
		getJson< AttributeFilterData[ 'terms' ] >( asker, `${ attributeRoute }/terms` ),
	] );
	if ( ! attribute.response.ok || ! terms.response.ok ) {
		return null;
	}
	const counts = await getJson< CollectionDataResponse >(
		asker,
		addQueryArgs(
			`${ STORE_API_ROOT }/products/collection-data`,
			attributeCountsQuery( listingQuery, {
				taxonomy: attribute.body.taxonomy,
				queryType: 'or',
				urlQuery,
			} )
		)
	);
	return {
		attribute: attribute.body,
		terms: terms.body,
		counts: counts.response.ok ? counts.body.attribute_counts : null,
	};
}
