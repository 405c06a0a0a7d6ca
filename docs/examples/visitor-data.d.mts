/** Types of visitor-data.mjs, for hosts written in TypeScript. */

/**
 * The page for one visitor: the static page with their Store API nonce seed
 * and cart printed at its `<!-- cesta:visitor -->` comment, and the
 * `Set-Cookie` headers of the Store API's answer to pass on.
 *
 * @example
 * const { html, setCookies } = await printCartPage( page, 'https://tienda.example/wp-json/wc/store/v1', request.headers.cookie );
 */
export declare function printCartPage(
	page: string,
	storeApi: string,
	cookie: string | undefined
): Promise< { html: string; setCookies: string[] } >;
