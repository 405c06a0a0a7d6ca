/** Asking the shop for the cart's fragments: `POST ?wc-ajax=get_refreshed_fragments`, given up after the configured timeout. */

import { GET_REFRESHED_FRAGMENTS_ENDPOINT } from './constants';
import { wcAjaxEndpointUrl } from './params';
import type { CartFragmentsParams, Fragments, RefreshedFragments } from './types';

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Posts `time` (now, in epoch milliseconds, so no cache answers) form-encoded
 * to `get_refreshed_fragments` with the page's cookies and resolves with the
 * fragments and cart hash (spec 1 §7). Rejects on a network failure, an HTTP
 * error, an answer without fragments, or when `requestTimeoutMs` passes first
 * (the request is aborted then).
 *
 * @example
 * const { fragments, cart_hash } = await requestRefreshedFragments( params );
 */
export async function requestRefreshedFragments(
	params: Pick< CartFragmentsParams, 'ajaxUrl' | 'requestTimeoutMs' >
): Promise< RefreshedFragments > {
	const controller = new AbortController();
	const timeout = setTimeout( () => controller.abort(), params.requestTimeoutMs );
	try {
		const response = await fetch(
			wcAjaxEndpointUrl( params.ajaxUrl, GET_REFRESHED_FRAGMENTS_ENDPOINT ),
			{
				method: 'POST',
				// Only a simple header: a wc-ajax URL on another host (a CDN'd home URL) needs no preflight.
				headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
				body: new URLSearchParams( { time: String( Date.now() ) } ).toString(),
				credentials: 'same-origin',
				signal: controller.signal,
			}
		);
		if ( ! response.ok ) {
			throw new Error( `get_refreshed_fragments answered ${ response.status }` );
		}
		const answer: unknown = await response.json();
		if ( ! isRecord( answer ) || ! isRecord( answer.fragments ) ) {
			throw new Error( 'get_refreshed_fragments answered no fragments' );
		}
		return {
			fragments: answer.fragments as Fragments,
			cart_hash: typeof answer.cart_hash === 'string' ? answer.cart_hash : '',
		};
	} finally {
		clearTimeout( timeout );
	}
}
