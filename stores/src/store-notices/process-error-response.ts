/** WooCommerce's `processErrorResponse`: shows an API error as notices on the page's default registry. */

import { dispatch } from '@wordpress/data';

import { storeNoticesStore } from './index';

/**
 * Shows an API error as notices on the page's default registry, routed as
 * spec 2 §8 says (WooCommerce's `wcBlocksData.processErrorResponse`).
 *
 * @example
 * apiFetch( options ).catch( ( error ) => processErrorResponse( error, 'wc/checkout' ) );
 */
export function processErrorResponse( error: unknown, context?: string ): void {
	void dispatch( storeNoticesStore ).processErrorResponse( error, context );
}
