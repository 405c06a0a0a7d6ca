/** Dismissing the coming-soon banner for good: the server stores it in the user's meta (spec 1 §7). */

import { COMING_SOON_BANNER_DISMISSED_META, WP_NONCE_HEADER } from '../constants';

/**
 * Posts `woocommerce_meta[coming_soon_banner_dismissed]=yes` form-encoded to
 * `restUrl` with the nonce in the `X-WP-Nonce` header and the page's
 * cookies, as WooCommerce's banner script does. Resolves when the server
 * stored it; rejects on a network failure or an error status (an expired
 * nonce answers 401 or 403).
 *
 * @example
 * await dismissComingSoonBanner( button.dataset.restUrl!, button.dataset.restNonce! );
 */
export async function dismissComingSoonBanner(
	restUrl: string,
	restNonce: string
): Promise< void > {
	const body = new URLSearchParams();
	body.set( `woocommerce_meta[${ COMING_SOON_BANNER_DISMISSED_META }]`, 'yes' );
	const response = await fetch( new URL( restUrl, document.baseURI ), {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
			[ WP_NONCE_HEADER ]: restNonce,
		},
		body: body.toString(),
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error( `${ restUrl } answered ${ response.status }` );
	}
}
