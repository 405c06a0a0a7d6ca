/** Renders the demo's pages for a request, with the visitor's cart and session loaded from the mock. */

import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { __ } from '@wordpress/i18n';

import type { MockRequestListener } from '@cesta/mocks/server';
import { STOREFRONT_CHROME_STYLES } from '@cesta/storefront-chrome/markup';

import { addressProviderScript } from '../build/address-provider-script';
import { savedTemplateHtml } from '../editor/editor-context';
import type { EditorContext } from '../editor/editor-context';
import type { OrderAttempts } from '../plugin-kit/order-attempts';
import { inspectorCookieFor, inspectorVisitorIdOf } from '../plugin-kit/order-attempts';
import { pluginKitGlobals, pluginScriptTags } from '../plugin-kit/plugin-scripts';
import type { PluginKit } from '../plugin-kit/plugin-scripts';
import { BUNDLES_PATH, DEMO_PATHS } from '../constants';
import { renderCartPagesHeader } from '../pages/cart-pages-header';
import { renderCartContent } from '../pages/cart-page';
import { providerScriptTag, renderCheckoutContent } from '../pages/checkout-page';
import { renderDebugContent } from '../pages/debug-page';
import type { DebugOutcome } from '../pages/debug-page';
import { renderPage } from '../pages/layout';
import type { PageParts } from '../pages/layout';
import { renderBlocksHead } from '../pages/page-head';
import { loadCheckoutData } from '../shop/checkout-data';
import { checkoutPageSettings } from '../shop/checkout-settings';
import { shopSettings } from '../shop/settings';
import { loadVisitor } from '../shop/visitor';
import type { Visitor } from '../shop/visitor';
import { shopMenu } from './shop-menu';
import { HEADER_SCRIPT_URL } from './theme-files';

/**
 * What the demo's pages need.
 *
 * @example
 * const context: RouteContext = { mock, distDir: '/work/main/standalone/dist', editor: createEditorContext(),
 * 	pluginKit: { plugins: [], declaredGateways: [] }, attempts: createOrderAttempts() };
 */
export interface RouteContext {
	mock: MockRequestListener;
	/** `standalone/dist`, served under `/cesta/`. */
	distDir: string;
	/** The editor playground's saved templates, which the cart, checkout and header print. */
	editor: EditorContext;
	/** The payment plugin scripts and declared gateways the cart and checkout pages load. */
	pluginKit: PluginKit;
	/** The visitors' last order attempts the debug panel shows. */
	attempts: OrderAttempts;
}

/**
 * A rendered page and the cookies the shop answered with while rendering it.
 *
 * @example
 * const { html, cookies } = await renderShopPage( context, request );
 */
export interface RenderedPage {
	html: string;
	cookies: string[];
}

/** A page's parts; without a header of its own it gets the one that needs no script (`cartPagesHeader`). */
type PageBuilder = (
	visitor: Visitor
) => Omit< PageParts, 'path' | 'header' > & Partial< Pick< PageParts, 'header' > >;

const DEBUG_OUTCOMES: DebugOutcome[] = [ 'added', 'cleared', 'reset' ];

/**
 * The URLs of those of these stylesheets the build produced (a test server
 * without a build serves none).
 *
 * @example
 * builtStylesheets( context, 'style.css' ); // [ '/cesta/style.css' ]
 */
export const builtStylesheets = ( context: RouteContext, ...files: string[] ): string[] =>
	files
		.filter( ( file ) => existsSync( join( context.distDir, file ) ) )
		.map( ( file ) => `${ BUNDLES_PATH }${ file }` );

/**
 * The origin the visitor used (`Host` header), so in-process Store API calls
 * and the links they produce match it.
 *
 * @example
 * originOf( request ); // 'http://127.0.0.1:8080'
 */
export const originOf = ( request: IncomingMessage ) =>
	`http://${ request.headers.host ?? 'localhost' }`;

/**
 * Every page knows its visitor: the Mini-Cart's count, the cart page's
 * preload, the nonces. A page that prints no header of its own gets the
 * theme's header that works without script (`cartPagesHeader`), so every
 * page has the same menu and cart.
 *
 * @example
 * await renderForVisitor( context, request, '/tienda/', ( visitor ) => ( { title, main } ) );
 */
export async function renderForVisitor(
	context: RouteContext,
	request: IncomingMessage,
	path: string,
	build: PageBuilder
): Promise< RenderedPage > {
	const visitor = await loadVisitor( context.mock, originOf( request ), request.headers.cookie );
	const parts = build( visitor );
	const header = parts.header ?? cartPagesHeader( context, visitor, path );
	const html = renderPage( { path, ...parts, header } );
	return { html, cookies: visitor.setCookies };
}

/**
 * The theme's header script on the cart page (the count follows quantity
 * changes and removals), after the page's entry. Not on the checkout page:
 * no control there changes the count (only a refused order's stock
 * correction can, which the page announces), and its script budget has no
 * room left for it, so the server's count stands.
 */
const HEADER_SCRIPT_TAG = `<script type="module" src="${ HEADER_SCRIPT_URL }"></script>`;

/**
 * The header of the cart and checkout pages: every page's menu, search and
 * account, and a link to the cart with the visitor's count, without the
 * storefront chrome's script (see `renderCartPagesHeader`).
 *
 * @example
 * cartPagesHeader( context, visitor, '/carrito/' );
 */
export const cartPagesHeader = ( context: RouteContext, visitor: Visitor, path: string ) =>
	renderCartPagesHeader( {
		siteName: context.mock.engine.context.fixtures.store.name,
		homeUrl: DEMO_PATHS.home,
		menu: shopMenu( context.mock.engine, path ),
		myAccountUrl: DEMO_PATHS.myaccount,
		loggedIn: visitor.session.userId > 0,
		cartUrl: DEMO_PATHS.cart,
		itemsCount: visitor.cart?.body.items_count ?? 0,
		onCartPage: path === DEMO_PATHS.cart,
	} );

/**
 * The cart page: the Cart block's markup, the nonce seed, the settings with
 * the visitor's cart preloaded, the bundles, then the payment plugin kit's
 * scripts when the demo runs with plugins or declared gateways.
 *
 * @example
 * const { html } = await renderCartPage( context, request );
 */
export const renderCartPage = ( context: RouteContext, request: IncomingMessage ) =>
	renderForVisitor( context, request, DEMO_PATHS.cart, ( visitor ) => ( {
		title: __( 'Cart', 'cesta' ),
		head: `<style>${ STOREFRONT_CHROME_STYLES }</style>\n${ renderBlocksHead(
			shopSettings( context.mock.engine, {
				cart: visitor.cart,
				userId: visitor.session.userId,
			} ),
			visitor.session,
			{
				scripts: [ `${ BUNDLES_PATH }vendor.js` ],
				entry: `${ BUNDLES_PATH }cart.js`,
				stylesheets: builtStylesheets( context, 'style.css' ),
			},
			{
				globals: pluginKitGlobals( context.pluginKit ),
				after: [ ...pluginScriptTags( context.pluginKit ), HEADER_SCRIPT_TAG ],
			}
		) }`,
		header: cartPagesHeader( context, visitor, DEMO_PATHS.cart ),
		main: renderCartContent( savedTemplateHtml( context.editor, visitor.cookie, 'cart' ) ),
	} ) );

/**
 * The checkout page: the Checkout block's markup, the nonce seed, the
 * settings with the visitor's cart preloaded and their `GET /checkout` as
 * `checkoutData` (asked after the cart, as WooCommerce does, so the draft
 * order exists), the bundles, the payment plugin kit's scripts when the
 * demo runs with plugins or declared gateways, and the sample address
 * provider's script. A visitor without one gets the cookie that lets the
 * debug panel show their order attempts.
 *
 * @example
 * const { html } = await renderCheckoutPage( context, request );
 */
export async function renderCheckoutPage(
	context: RouteContext,
	request: IncomingMessage
): Promise< RenderedPage > {
	const checkoutData = await loadCheckoutData(
		context.mock,
		originOf( request ),
		request.headers.cookie
	);
	const providerScript = await addressProviderScript();
	const page = await renderForVisitor( context, request, DEMO_PATHS.checkout, ( visitor ) => ( {
		title: __( 'Checkout', 'cesta' ),
		head: `<style>${ STOREFRONT_CHROME_STYLES }</style>\n${ renderBlocksHead(
			checkoutPageSettings(
				context.mock.engine,
				{ cart: visitor.cart, userId: visitor.session.userId },
				checkoutData
			),
			visitor.session,
			{
				scripts: [ `${ BUNDLES_PATH }vendor.js` ],
				entry: `${ BUNDLES_PATH }checkout.js`,
				stylesheets: builtStylesheets( context, 'style.css' ),
			},
			{
				globals: pluginKitGlobals( context.pluginKit ),
				after: [
					...pluginScriptTags( context.pluginKit ),
					providerScriptTag( providerScript ),
				],
			}
		) }`,
		header: cartPagesHeader( context, visitor, DEMO_PATHS.checkout ),
		main: renderCheckoutContent(
			savedTemplateHtml( context.editor, visitor.cookie, 'checkout' )
		),
	} ) );
	// The debug panel shows this visitor's order attempts: name them.
	return {
		...page,
		cookies: [ ...page.cookies, ...inspectorCookieFor( request.headers.cookie ) ],
	};
}

/**
 * The debug panel, with the outcome of the last action (`?done=`) and the
 * visitor's last order attempt.
 *
 * @example
 * const { html } = await renderDebugPage( context, request, url );
 */
export const renderDebugPage = ( context: RouteContext, request: IncomingMessage, url: URL ) =>
	renderForVisitor( context, request, DEMO_PATHS.debug, () => {
		const done = url.searchParams.get( 'done' ) as DebugOutcome | null;
		return {
			title: __( 'Debug panel', 'cesta' ),
			main: renderDebugContent(
				context.mock.faults.pending(),
				done && DEBUG_OUTCOMES.includes( done ) ? done : undefined,
				context.attempts.last( inspectorVisitorIdOf( request.headers.cookie ) )
			),
		};
	} );
