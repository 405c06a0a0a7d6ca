/** The theme's frame around every storefront page: head, header with the Mini-Cart, scroll-to-top and store notice. */

import { __ } from '@wordpress/i18n';

import { renderMiniCartMarkup } from '@cesta/block-mini-cart/markup';
import { renderStoreNoticeMarkup } from '@cesta/block-store-notice/markup';
import {
	renderHeaderMarkup,
	renderScrollToTopMarkup,
	STOREFRONT_CHROME_STYLES,
} from '@cesta/storefront-chrome/markup';

import { BUNDLES_PATH, DEMO_PATHS } from '../constants';
import { savedTemplateHtml } from '../editor/editor-context';
import { renderBlocksHead } from '../pages/page-head';
import type { PageBundles } from '../pages/page-head';
import { shopSettings } from '../shop/settings';
import type { Visitor } from '../shop/visitor';
import { builtStylesheets } from './pages';
import type { RouteContext } from './pages';
import { shopMenu } from './shop-menu';

/** The store notice's id: a new one shows again to shoppers who dismissed the old. */
const DEMO_STORE_NOTICE_ID = 'demo-1';

/**
 * A listing's scripts: without React (`vendor-base.js`), then the storefront entry.
 *
 * @example
 * storefrontParts( context, visitor, listingBundles( context ), url.pathname );
 */
export const listingBundles = ( context: RouteContext ): PageBundles => ( {
	scripts: [ `${ BUNDLES_PATH }vendor-base.js` ],
	entry: `${ BUNDLES_PATH }storefront.js`,
	stylesheets: builtStylesheets( context, 'storefront-style.css' ),
} );

/**
 * A product page's scripts: React and the stores (`vendor.js`, the form is React), then its entry.
 *
 * @example
 * storefrontParts( context, visitor, productBundles( context ), url.pathname );
 */
export const productBundles = ( context: RouteContext ): PageBundles => ( {
	scripts: [ `${ BUNDLES_PATH }vendor.js` ],
	entry: `${ BUNDLES_PATH }product.js`,
	stylesheets: builtStylesheets( context, 'storefront-style.css' ),
} );

/**
 * What every storefront page shares: the head (the chrome's styles, the
 * settings without a preloaded cart, the scripts), the theme's header with
 * the shop's menu (`shopMenu`) and the Mini-Cart counting the visitor's
 * items (its drawer's contents: the visitor's template saved in the editor
 * playground, or the default), and at the end the scroll-to-top control and
 * the store notice.
 *
 * @example
 * renderPage( { path, title, main, ...storefrontParts( context, visitor, listingBundles( context ), path ) } );
 */
export const storefrontParts = (
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
			menu: shopMenu( context.mock.engine, path ),
			loginUrl: settings.wpLoginUrl,
			myAccountUrl: DEMO_PATHS.myaccount,
			loggedIn: visitor.session.userId > 0,
			blocks: renderMiniCartMarkup( {
				cart: visitor.cart?.body ?? null,
				cartUrl: DEMO_PATHS.cart,
				contents: savedTemplateHtml( context.editor, visitor.cookie, 'mini-cart' ),
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
