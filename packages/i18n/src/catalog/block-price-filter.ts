/** es_ES translations of the strings of @cesta/block-price-filter (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-price-filter`: the labels of spec 1 §9
 * (fields, slider handles, buttons), in WooCommerce's es_ES wording.
 *
 * @example
 * blockPriceFilter[ 'Min. Price' ]; // 'Precio mín.'
 */
export const blockPriceFilter: Catalogue = {
	'Min. Price': 'Precio mín.',
	'Max. Price': 'Precio máx.',
	Reset: 'Restablecer',
	Apply: 'Aplicar',
	'Reset price filter': 'Restablecer filtro de precios',
	'Apply price filter': 'Aplicar filtro de precios',
	'Filter products by minimum price': 'Filtrar productos por precio mínimo',
	'Filter products by maximum price': 'Filtrar productos por precio máximo',
};
