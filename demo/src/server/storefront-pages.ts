/**
 * The storefront's pages: the shop, the category and tag archives, the
 * product pages and the 404 page, each in the theme's frame
 * (`storefront-frame.ts`).
 */

import type { IncomingMessage } from 'node:http';
import { __ } from '@wordpress/i18n';

import { availableVariations } from '@cesta/mocks';

import { DEMO_PATHS } from '../constants';
import {
	categoryCollectionAttributes,
	renderCategoryContent,
	renderTagContent,
} from '../pages/archive-pages';
import { renderNotFoundContent } from '../pages/not-found-page';
import { renderProductContent } from '../pages/product-page';
import {
	renderShopContent,
	SHOP_CATALOG_ATTRIBUTES,
	SHOP_ON_SALE_ATTRIBUTES,
} from '../pages/shop-page';
import { classicCartParams } from '../shop/classic-params';
import {
	askerOf,
	classicMiniCart,
	findProduct,
	findTerm,
	loadAttributeFilter,
	loadCollectionPage,
	loadPriceRange,
} from '../shop/storefront-data';
import type { ProductTerm, ShopAsker } from '../shop/storefront-data';
import { originOf, renderForVisitor } from './pages';
import type { RenderedPage, RouteContext } from './pages';
import { listingBundles, productBundles, storefrontParts } from './storefront-frame';

/** The sample shop's colour attribute (`pa_color`), filtered by on the shop page. */
const COLOUR_ATTRIBUTE_ID = 1;

/**
 * The shop (`/` and `/tienda/`): the catalogue, paged, and the on-sale list.
 *
 * @example
 * const { html } = await renderShopPage( context, request, url );
 */
export async function renderShopPage(
	context: RouteContext,
	request: IncomingMessage,
	url: URL
): Promise< RenderedPage > {
	const asker = askerOf( context.mock, request, originOf( request ) );
	const [ catalog, onSale ] = await Promise.all( [
		loadCollectionPage( asker, SHOP_CATALOG_ATTRIBUTES, url.search ),
		loadCollectionPage( asker, SHOP_ON_SALE_ATTRIBUTES, url.search ),
	] );
	const [ priceRange, colours ] = await Promise.all( [
		loadPriceRange( asker, catalog.query ),
		loadAttributeFilter( asker, COLOUR_ATTRIBUTE_ID, catalog.query, url.search ),
	] );
	return renderForVisitor( context, request, DEMO_PATHS.shop, ( visitor ) => ( {
		title: __( 'Shop', 'cesta' ),
		...storefrontParts( context, visitor, listingBundles( context ), url.pathname ),
		main: renderShopContent( {
			catalog,
			onSale,
			priceRange,
			colours,
			pageUrl: `${ url.pathname }${ url.search }`,
		} ),
	} ) );
}

/** What an archive page is printed from: its term, and who asks the shop for it. */
type ArchiveBuilder = (
	term: ProductTerm,
	asker: ShopAsker,
	context: RouteContext,
	request: IncomingMessage,
	url: URL
) => Promise< RenderedPage >;

/** An archive page of a taxonomy: `null` for a slug that is no term of it. */
const archivePage =
	( taxonomy: 'categories' | 'tags', build: ArchiveBuilder ) =>
	async (
		context: RouteContext,
		request: IncomingMessage,
		url: URL,
		slug: string
	): Promise< RenderedPage | null > => {
		const asker = askerOf( context.mock, request, originOf( request ) );
		const term = await findTerm( asker, taxonomy, slug );
		return term ? build( term, asker, context, request, url ) : null;
	};

/**
 * A category archive (`/categoria-producto/{slug}/`), or `null` for a slug
 * that is no category.
 *
 * @example
 * const page = await renderCategoryPage( context, request, url, 'cocina' );
 */
export const renderCategoryPage = archivePage(
	'categories',
	async ( category, asker, context, request, url ) => {
		const page = await loadCollectionPage(
			asker,
			categoryCollectionAttributes( category ),
			url.search
		);
		const priceRange = await loadPriceRange( asker, page.query );
		return renderForVisitor( context, request, url.pathname, ( visitor ) => ( {
			title: category.name,
			...storefrontParts( context, visitor, listingBundles( context ), url.pathname ),
			main: renderCategoryContent(
				category,
				page,
				priceRange,
				`${ url.pathname }${ url.search }`
			),
		} ) );
	}
);

/**
 * A tag archive (`/etiqueta-producto/{slug}/`) as a classic theme prints it,
 * with WooCommerce's classic script globals, or `null` for a slug that is no tag.
 *
 * @example
 * const page = await renderTagPage( context, request, url, 'novedad' );
 */
export const renderTagPage = archivePage( 'tags', async ( tag, asker, context, request, url ) => {
	const [ page, widget ] = await Promise.all( [
		loadCollectionPage(
			asker,
			{ query: { taxQuery: { product_tag: [ tag.id ] }, perPage: 100 } },
			''
		),
		classicMiniCart( asker ),
	] );
	return renderForVisitor( context, request, url.pathname, ( visitor ) => ( {
		title: tag.name,
		...storefrontParts(
			context,
			visitor,
			listingBundles( context ),
			url.pathname,
			classicCartParams()
		),
		main: renderTagContent( tag, page.products, url.pathname, widget ),
	} ) );
} );

/**
 * A product page (`/producto/{slug}/`), with a variable product's variations
 * preloaded for its form, or `null` for a slug that is no product.
 *
 * @example
 * const page = await renderProductPage( context, request, url, 'sudadera-con-capucha' );
 */
export async function renderProductPage(
	context: RouteContext,
	request: IncomingMessage,
	url: URL,
	slug: string
): Promise< RenderedPage | null > {
	const product = await findProduct(
		askerOf( context.mock, request, originOf( request ) ),
		slug
	);
	if ( ! product ) {
		return null;
	}
	const variations = availableVariations( context.mock.engine.deps, product.id );
	return renderForVisitor( context, request, url.pathname, ( visitor ) => ( {
		title: product.name,
		...storefrontParts( context, visitor, productBundles( context ), url.pathname ),
		main: renderProductContent( product, variations ),
	} ) );
}

/**
 * The 404 page: the theme's header with the Mini-Cart, as on any storefront
 * page, and a way back to the shop.
 *
 * @example
 * const { html } = await renderNotFoundPage( context, request, url );
 */
export const renderNotFoundPage = ( context: RouteContext, request: IncomingMessage, url: URL ) =>
	renderForVisitor( context, request, url.pathname, ( visitor ) => ( {
		title: __( 'Page not found', 'cesta' ),
		...storefrontParts( context, visitor, listingBundles( context ), url.pathname ),
		main: renderNotFoundContent(),
	} ) );
