/**
 * What the vendor bundle leaves out of the WordPress globals it defines, and
 * why: each is editor or admin machinery no shop page runs, and each costs
 * shoppers more than a kilobyte (DESIGN §8). WordPress pages have the full
 * packages; these omissions only concern hosts that use `vendor.js`.
 *
 * Some modules inside those packages are also replaced by smaller stand-ins
 * (`substitutes/`, wired by `scripts/rollup/vendor-substitutes.mjs`):
 * `requestidlecallback` (the browser's own, or a one-task shim), change-case
 * (HOC names) and api-fetch's media-upload middleware, which passes requests
 * on without WordPress's retries of admin media uploads
 * (`wp.apiFetch.mediaUploadMiddleware` included).
 */

/**
 * `wp.element.renderToString`: WordPress's server-side serialiser, which the
 * block editor uses to save markup. It brings `change-case` and
 * `escape-html` with it (2.6 KB gzipped).
 *
 * @example
 * OMITTED_ELEMENT_EXPORTS.includes( 'renderToString' ); // true
 */
export const OMITTED_ELEMENT_EXPORTS: readonly string[] = Object.freeze( [ 'renderToString' ] );

/**
 * `wp.data.plugins`: the persistence plugin the WordPress admin used to keep
 * editor preferences in localStorage (1 KB gzipped with `deepmerge`).
 *
 * @example
 * OMITTED_DATA_EXPORTS.includes( 'plugins' ); // true
 */
export const OMITTED_DATA_EXPORTS: readonly string[] = Object.freeze( [ 'plugins' ] );

/**
 * The error a call to an omitted function throws: which global, and what to
 * load instead.
 *
 * @example
 * throw new Error( omittedFromVendorMessage( 'wp.element.renderToString' ) );
 */
export const omittedFromVendorMessage = ( name: string ): string =>
	`${ name } is not part of Cesta's vendor.js (it serves the block editor, not shop pages). Load WordPress's own script for it on this page if a plugin needs it.`;
