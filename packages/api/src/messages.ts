/**
 * Every message of `@cesta/api`. Messages a shopper may see go through
 * `@wordpress/i18n` and are functions, so they are translated when used, after
 * the host has loaded its translations. The spec's wording is kept verbatim.
 * Messages about wrong options are for developers and stay in English.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

const PREFIX = '@cesta/api:';

/**
 * What the shopper sees for errors that carry nothing useful to them (spec 2 §8).
 *
 * @example
 * notice( getGenericErrorMessage() ); // 'Something went wrong. Please contact us to get assistance.'
 */
export const getGenericErrorMessage = (): string =>
	__( 'Something went wrong. Please contact us to get assistance.', 'cesta' );

/**
 * The message of `invalid_json` errors (spec 2 §8).
 *
 * @example
 * invalidJsonMessage(); // 'The response is not a valid JSON response.'
 */
export const invalidJsonMessage = (): string =>
	__( 'The response is not a valid JSON response.', 'cesta' );

/**
 * The message of `fetch_error`: the request got no answer.
 *
 * @example
 * fetchErrorMessage();
 */
export const fetchErrorMessage = (): string =>
	__( 'Could not connect to the store. Please try again.', 'cesta' );

/**
 * The message of `offline_error`: the browser reports no connection.
 *
 * @example
 * offlineErrorMessage();
 */
export const offlineErrorMessage = (): string =>
	__( 'Unable to connect. Please check your Internet connection.', 'cesta' );

/**
 * The message of `abort_error`: the caller cancelled the request.
 *
 * @example
 * abortErrorMessage(); // 'The request was cancelled.'
 */
export const abortErrorMessage = (): string => __( 'The request was cancelled.', 'cesta' );

// The messages of a batch's answer live beside the code that reads it, which
// a page downloads with its first write (see `batch/batch-queue.ts`).
export { batchResponseNotValidMessage, singleResponseNotValidMessage } from './batch/messages';

/**
 * The message of `cart_api_error` (spec 2 §8).
 *
 * @example
 * cartApiErrorMessage(); // 'Unable to get cart data from the API.'
 */
export const cartApiErrorMessage = (): string =>
	__( 'Unable to get cart data from the API.', 'cesta' );

/**
 * Route discovery found no routes for the namespace (spec 2 §8, spec 1 §8).
 *
 * @example
 * noRouteForNamespaceMessage( 'wc/store/v9' );
 * // 'There is no route for the given namespace (wc/store/v9) in the store'
 */
export const noRouteForNamespaceMessage = ( namespace: string ): string =>
	sprintf(
		/* translators: %s: REST namespace, e.g. wc/store/v1 */
		__( 'There is no route for the given namespace (%s) in the store', 'cesta' ),
		namespace
	);

/**
 * Route discovery found the namespace but not the resource (spec 2 §8, spec 1 §8).
 *
 * @example
 * noRouteForResourceMessage( 'products/brandz' );
 * // 'There is no route for the given resource name (products/brandz) in the store'
 */
export const noRouteForResourceMessage = ( resourceName: string ): string =>
	sprintf(
		/* translators: %s: resource name, e.g. products/categories */
		__( 'There is no route for the given resource name (%s) in the store', 'cesta' ),
		resourceName
	);

/**
 * Route discovery found the resource, but no route of it takes that many ids.
 *
 * @example
 * noRouteForIdsMessage( 'cart', 1 );
 * // 'There is no route for the given resource name (cart) that takes 1 id in the store'
 */
export const noRouteForIdsMessage = ( resourceName: string, idCount: number ): string =>
	sprintf(
		/* translators: 1: resource name, 2: number of ids given */
		_n(
			'There is no route for the given resource name (%1$s) that takes %2$d id in the store',
			'There is no route for the given resource name (%1$s) that takes %2$d ids in the store',
			idCount,
			'cesta'
		),
		resourceName,
		idCount
	);

/**
 * Developer error: request options without a usable `path`.
 *
 * @example
 * missingPathMessage( undefined );
 */
export const missingPathMessage = ( received: unknown ): string =>
	`${ PREFIX } a request needs a "path" relative to the REST root, e.g. "/wc/store/v1/cart"; received ${ describe(
		received
	) }.`;

/**
 * Developer error: an HTTP method the Store API does not know.
 *
 * @example
 * unknownMethodMessage( 'FETCH' );
 */
export const unknownMethodMessage = ( received: unknown ): string =>
	`${ PREFIX } "method" must be one of GET, POST, PUT, PATCH or DELETE; received ${ describe(
		received
	) }.`;

/**
 * Developer error: a configuration value of the wrong type.
 *
 * @example
 * invalidOptionMessage( 'root', 'a non-empty string', 42 );
 */
export const invalidOptionMessage = (
	option: string,
	expected: string,
	received: unknown
): string => `${ PREFIX } "${ option }" must be ${ expected }; received ${ describe( received ) }.`;

/**
 * Developer error: a preloaded response without a `body`.
 *
 * @example
 * invalidPreloadMessage( '/wc/store/v1/cart' );
 */
export const invalidPreloadMessage = ( path: string ): string =>
	`${ PREFIX } the preloaded response for "${ path }" must be an object with a "body" (and optional "headers" and "status").`;

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	if ( typeof value === 'string' ) {
		return JSON.stringify( value );
	}
	return typeof value === 'number' ? String( value ) : typeof value;
}
