/** printWooCommerceCartPage: the cart page WooCommerce 9.9.5 prints, from its capture, with our bundles. */

import { renderCartBlockMarkup } from '@cesta/block-cart/markup';

import wooCommerceCartPage from '../../reference/wc-page-data/cart-page.json';

/**
 * The origin of the WooCommerce shop the page data was captured from; its
 * URLs (product images, links) are printed as they are.
 *
 * @example
 * await context.route( `${ CAPTURED_SHOP_ORIGIN }/**`, answerImage );
 */
export const CAPTURED_SHOP_ORIGIN = 'http://127.0.0.1:8881';

// Inside a <script>: nothing in the JSON may close it (WordPress escapes "/" for the same reason).
const asScriptJson = ( value: unknown ): string =>
	JSON.stringify( value ).replace( /</g, '\\u003c' );

// PHP's rawurlencode(), which also encodes what encodeURIComponent() leaves: ! ' ( ) *
const rawUrlEncode = ( text: string ): string =>
	encodeURIComponent( text ).replace(
		/[!'()*]/g,
		( char ) => `%${ char.charCodeAt( 0 ).toString( 16 ).toUpperCase() }`
	);

/**
 * The cart page WooCommerce 9.9.5 prints, from its capture in
 * `reference/wc-page-data/cart-page.json`, with the built bundles in place of
 * WooCommerce's: `wcBlocksMiddlewareConfig` as the JavaScript object literal
 * it prints, `wcSettings` as a URI-encoded JSON parsed on the page (no
 * `preloadedApiRequests`, only `countryData` for addresses), then — after
 * `vendor.js`, which stands in for WordPress's `wp-api-fetch` and friends —
 * WordPress's root URL middleware and the cart handed over through
 * `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( … ) )`.
 *
 * @example
 * const html = printWooCommerceCartPage( 'http://127.0.0.1:4000' );
 */
export function printWooCommerceCartPage( origin: string ): string {
	const { wcSettings, wcBlocksMiddlewareConfig, apiFetchPreloaded } = wooCommerceCartPage;
	const preloading = apiFetchPreloaded
		.map(
			( preloaded ) =>
				`wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( ${ asScriptJson( preloaded ) } ) );`
		)
		.join( '\n' );
	return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Cart – ${ wcSettings.siteTitle }</title>
<link rel="icon" href="data:," />
<link rel="stylesheet" href="style.css" />
<script>
var wcBlocksMiddlewareConfig = ${ wcBlocksMiddlewareConfig };
</script>
<script>
var wcSettings = wcSettings || JSON.parse( decodeURIComponent( '${ rawUrlEncode( JSON.stringify( wcSettings ) ) }' ) );
</script>
<script src="vendor.js"></script>
<script>
wp.apiFetch.use( wp.apiFetch.createRootURLMiddleware( ${ asScriptJson( `${ origin }/wp-json/` ) } ) );
</script>
<script>
${ preloading }
</script>
<script type="module" src="cart.js"></script>
</head>
<body>
<main>
${ renderCartBlockMarkup( { shopUrl: wcSettings.storePages.shop.permalink } ) }
</main>
</body>
</html>
`;
}
