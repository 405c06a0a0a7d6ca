/** es_ES translations of the strings of @cesta/price-format (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/price-format`: the price range and its
 * screen-reader text.
 *
 * @example
 * priceFormat[ 'Price between %1$s and %2$s' ]; // 'Precio entre %1$s y %2$s'
 */
export const priceFormat: Catalogue = {
	'Price between %1$s and %2$s': 'Precio entre %1$s y %2$s',
	'price range\u0004%1$s – %2$s': '%1$s – %2$s',
};
