/**
 * The storefront's pages: the shop, the category and tag archives, the
 * product pages and the 404 page, each with the Mini-Cart in the header and the storefront
 * scripts (React-free until the shopper opens the drawer; the product page's
 * form is React).
 */

import type { IncomingMessage } from 'node:http';
import { __ } from '@wordpress/i18n';

import { renderMiniCartMarkup } from '@cesta/block-mini-cart/markup';
import { renderStoreNoticeMarkup } from '@cesta/block-store-notice/markup';
import {
	renderHeaderMarkup,
	renderScrollToTopMarkup,
	STOREFRONT_CHROME_STYLES,
} from '@cesta/storefront-chrome/markup';
import { availableVariations } from '@cesta/mocks';

import { BUNDLES_PATH, DEMO_PATHS } from '../constants';
import {
	categoryCollectionAttributes,
	renderCategoryContent,
	renderTagContent,
} from '../pages/archive-pages';
import { renderBlocksHead } from '../pages/page-head';
import type { PageBundles } from '../pages/page-head';
import { renderNotFoundContent } from '../pages/not-found-page';
import { renderProductContent } from '../pages/product-page';
import {
	renderShopContent,
	SHOP_CATALOG_ATTRIBUTES,
	SHOP_ON_SALE_ATTRIBUTES,
} from '../pages/shop-page';
import { classicCartParams } from '../shop/classic-params';
import { shopSettings } from '../shop/settings';
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
import type { Visitor } from '../shop/visitor';
import { builtStylesheets, originOf, renderForVisitor } from './pages';
import type { RenderedPage, RouteContext } from './pages';

/**
 * The storefront's page paths by kind, each followed by a slug.
 *
 * @example
 * `${ STOREFRONT_PATHS.product }sudadera-con-capucha/`; // '/producto/sudadera-con-capucha/'
 */
export const STOREFRONT_PATHS = {
	category: '/categoria-producto/',
	tag: '/etiqueta-producto/',
	product: '/producto/',
} as const;

/** The sample shop's colour attribute (`pa_color`), filtered by on the shop page. */
const COLOUR_ATTRIBUTE_ID = 1;

/** The store notice's id: a new one shows again to shoppers who dismissed the old. */
const DEMO_STORE_NOTICE_ID = 'demo-1';

/** A listing starts without React: `vendor-base.js`, then the storefront entry. */
const listingBundles = ( context: RouteContext ): PageBundles => ( {
	scripts: [ `${ BUNDLES_PATH }vendor-base.js` ],
	entry: `${ BUNDLES_PATH }storefront.js`,
	stylesheets: builtStylesheets( context, 'storefront-style.css' ),
} );

const productBundles = ( context: RouteContext ): PageBundles => ( {
	scripts: [ `${ BUNDLES_PATH }vendor.js` ],
	entry: `${ BUNDLES_PATH }product.js`,
	stylesheets: builtStylesheets( context, 'storefront-style.css' ),
} );

/** What every storefront page shares: settings without a preloaded cart, the Mini-Cart with the visitor's count, the store notice. */
const storefrontParts = (
	context: RouteContext,
	visitor: Visitor,
	bundles: PageBundles,
	path: string,
	globals: Record< string, unknown > = {}
) => {
	const settings = shopSettings( context.mock.engine, {
		cart: null,
		userId: visitor.session.userId,
	} );
	return {
		head: `<style>${ STOREFRONT_CHROME_STYLES }</style>\n${ renderBlocksHead(
			settings,
			visitor.session,
			bundles,
			{ globals }
		) }`,
		header: renderHeaderMarkup( {
			siteName: settings.siteTitle,
			homeUrl: DEMO_PATHS.home,
			menu: [
				{
					label: __( 'Shop', 'cesta' ),
					url: DEMO_PATHS.shop,
					current: path === DEMO_PATHS.shop || path === DEMO_PATHS.home,
				},
				{ label: __( 'Cart', 'cesta' ), url: DEMO_PATHS.cart },
				{ label: __( 'Checkout', 'cesta' ), url: DEMO_PATHS.checkout },
			],
			loginUrl: settings.wpLoginUrl,
			myAccountUrl: DEMO_PATHS.myaccount,
			loggedIn: visitor.session.userId > 0,
			blocks: renderMiniCartMarkup( {
				cart: visitor.cart?.body ?? null,
				cartUrl: DEMO_PATHS.cart,
			} ),
		} ),
		bodyEnd: [
			renderScrollToTopMarkup(),
			renderStoreNoticeMarkup( {
				noticeId: DEMO_STORE_NOTICE_ID,
				message: __(
					'This is a demo shop: orders are simulated and nothing is charged.',
					'cesta'
				),
			} ),
		].join( '\n' ),
	};
};

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
