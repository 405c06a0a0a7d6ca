/** The editor previews' sample cart, with its product links and images on this shop. */

import { createPreviewCart } from '@cesta/mocks/preview';
import type { CartResponse } from '@cesta/types';

/**
 * The sample cart of `@cesta/mocks/preview` (what the blocks' editor
 * previews show) with the sample shop's address in its links and images
 * replaced by this shop's origin, whose simulation serves those images:
 * the previews load them from here instead of an address nothing answers.
 *
 * @example
 * setPreviewCartLoader( () => previewCartOnThisShop( window.location.origin ) );
 */
export function previewCartOnThisShop( origin: string ): CartResponse {
	const cart = createPreviewCart();
	const permalink = cart.items[ 0 ]?.permalink;
	if ( ! permalink ) {
		return cart;
	}
	const sampleOrigin = new URL( permalink ).origin;
	return JSON.parse(
		JSON.stringify( cart ).split( sampleOrigin ).join( origin )
	) as CartResponse;
}
