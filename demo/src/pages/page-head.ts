/** What a host prints in `<head>` for a page with blocks: stylesheets, the nonce seed, the settings, then the scripts. */

import type { VisitorSession } from '../shop/visitor';
import { escapeHtml, globalAssignmentScript } from './html';

/**
 * The files a page with blocks loads, as URLs.
 *
 * @example
 * const bundles: PageBundles = { scripts: [ '/cesta/vendor.js' ], entry: '/cesta/cart.js', stylesheets: [ '/cesta/style.css' ] };
 */
export interface PageBundles {
	/** Classic scripts that define globals (the vendor bundles; a WordPress host skips them), in order. */
	scripts: string[];
	/** The page's ES module entry. */
	entry: string;
	/** The blocks' stylesheets the build produced. @default [] */
	stylesheets?: string[];
}

/**
 * The `<head>` of a page with blocks, in WooCommerce's order: the blocks'
 * stylesheets, the nonce seed (`wcBlocksMiddlewareConfig`), the settings
 * (`wcSettings`, with whatever the page preloads) and any other globals the
 * page's scripts read, then the scripts, deferred so the markup is parsed
 * first and the vendor scripts run before the entry, then `after` (module
 * scripts that must run after the entry).
 *
 * @example
 * renderBlocksHead( settings, session, { scripts: [ '/cesta/vendor.js' ], entry: '/cesta/cart.js' } );
 */
export function renderBlocksHead(
	settings: object,
	session: Pick< VisitorSession, 'storeApiNonce' | 'storeApiNonceTimestamp' >,
	bundles: PageBundles,
	{ globals = {}, after = [] }: { globals?: Record< string, unknown >; after?: string[] } = {}
): string {
	return [
		...( bundles.stylesheets ?? [] ).map(
			( href ) => `<link rel="stylesheet" href="${ escapeHtml( href ) }">`
		),
		globalAssignmentScript( 'wcBlocksMiddlewareConfig', {
			storeApiNonce: session.storeApiNonce,
			wcStoreApiNonceTimestamp: String( session.storeApiNonceTimestamp ),
		} ),
		globalAssignmentScript( 'wcSettings', settings ),
		...Object.entries( globals ).map( ( [ name, value ] ) =>
			globalAssignmentScript( name, value )
		),
		...bundles.scripts.map( ( src ) => `<script src="${ escapeHtml( src ) }" defer></script>` ),
		`<script type="module" src="${ escapeHtml( bundles.entry ) }"></script>`,
		...after,
	].join( '\n' );
}
