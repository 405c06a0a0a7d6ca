/** es_ES translations of the strings of @cesta/classic-cart (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/classic-cart`: the 'View cart' link placed after
 * an added button when the page does not print `i18n_view_cart`, and the
 * blocking overlay's default waiting message (spec 1 §8).
 *
 * @example
 * classicCart[ 'View cart' ]; // 'Ver carrito'
 */
export const classicCart: Catalogue = {
	'Please wait...': 'Por favor, espera…',
	'View cart': 'Ver carrito',
};
