/**
 * What a Node server prints for one visitor of a Cesta cart page: the Store
 * API nonce seed and the visitor's cart, preloaded. It asks the Store API for
 * the visitor's cart with their cookies, as WordPress asks its own code
 * before printing a cart page, and puts one inline script where the static
 * page has its `<!-- cesta:visitor -->` comment. (docs/host-integration.md)
 */

/** The cart the Cart block reads first, under the key WooCommerce uses. */
const CART_PATH = '/wc/store/v1/cart';

/** JSON that is safe inside `<script>`: no `</script>` or `<!--` can end or change it. */
const scriptJson = ( value ) =>
	JSON.stringify( value ).replace(
		/[<>&\u2028\u2029]/g,
		( character ) => `\\u${ character.charCodeAt( 0 ).toString( 16 ).padStart( 4, '0' ) }`
	);

/**
 * The page for one visitor: `page` (the static page's HTML) with the nonce
 * seed and the visitor's cart printed in it, and the cookies the Store API
 * answered with, for the response to pass on.
 *
 * @param {string}             page      The static page, with its `<!-- cesta:visitor -->` comment.
 * @param {string}             storeApi  The Store API's address, e.g. `https://shop.example/wp-json/wc/store/v1`.
 * @param {string | undefined} cookie    The visitor's `Cookie` header.
 * @return {Promise<{ html: string, setCookies: string[] }>} The page to send and its `Set-Cookie` headers.
 */
export async function printCartPage( page, storeApi, cookie ) {
	const response = await fetch( `${ storeApi }/cart`, { headers: cookie ? { cookie } : {} } );
	if ( ! response.ok ) {
		// No cart to preload: the page loads it itself.
		return { html: page, setCookies: [] };
	}
	const headers = Object.fromEntries(
		[ ...response.headers ].filter( ( [ name ] ) => name !== 'set-cookie' )
	);
	const nonceSeed = {
		storeApiNonce: headers.nonce,
		wcStoreApiNonceTimestamp: headers[ 'nonce-timestamp' ],
	};
	const preloaded = { [ CART_PATH ]: { body: await response.json(), headers } };
	const script =
		`<script>window.wcBlocksMiddlewareConfig = ${ scriptJson( nonceSeed ) };` +
		`window.wcSettings.preloadedApiRequests = ${ scriptJson( preloaded ) };</script>`;
	return {
		html: page.replace( '<!-- cesta:visitor -->', () => script ),
		setCookies: response.headers.getSetCookie(),
	};
}
