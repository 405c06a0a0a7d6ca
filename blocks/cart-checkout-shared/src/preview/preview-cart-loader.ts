/** Where the editor preview gets its sample cart: a loader set by the editor entry, else loaded on demand. */

import type { CartResponse } from '@cesta/types';

/**
 * Produces the sample cart of the editor preview.
 *
 * @example
 * const loader: PreviewCartLoader = () => createPreviewCart();
 */
export type PreviewCartLoader = () => CartResponse | Promise< CartResponse >;

let customLoader: PreviewCartLoader | null = null;

/**
 * Replaces how the editor previews of the Cart and Checkout get their sample
 * cart (the blocks' `./editor` entries set it, so editors load the data with
 * their bundle instead of on demand). `null` restores the default.
 *
 * @example
 * setPreviewCartLoader( () => createPreviewCart() );
 */
export function setPreviewCartLoader( loader: PreviewCartLoader | null ): void {
	customLoader = loader;
}

/**
 * The editor preview's sample cart: from the loader set with
 * `setPreviewCartLoader`, else from `@cesta/mocks/preview`'s
 * `createPreviewCart()` (the sample data alone, without the simulation),
 * imported on demand so the shop's bundle never carries it.
 *
 * @example
 * const cart = await loadPreviewCart();
 */
export async function loadPreviewCart(): Promise< CartResponse > {
	if ( customLoader ) {
		return customLoader();
	}
	const { createPreviewCart } = await import( '@cesta/mocks/preview' );
	return createPreviewCart();
}
