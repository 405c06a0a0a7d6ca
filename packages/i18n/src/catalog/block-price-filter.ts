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
	// The block editor's inspector.
	Settings: 'Ajustes',
	Heading: 'Encabezado',
	'Heading level': 'Nivel del encabezado',
	'Show the price fields': 'Mostrar los campos de precio',
	'The minimum and maximum prices can be typed beside the slider.':
		'Los precios mínimo y máximo se pueden escribir junto al control deslizante.',
	'Show an Apply button': 'Mostrar un botón Aplicar',
	'The listing changes when the shopper presses it, not as they slide.':
		'El listado cambia cuando el cliente lo pulsa, no mientras desliza.',
	// The block.json (the block editor's inserter, WordPress's contexts).
	'block title\u0004Filter by Price Controls': 'Controles de filtro por precio',
	'block description\u0004A price range slider with minimum and maximum fields that narrows the product listing on the page.':
		'Un control deslizante de rango de precios con campos de mínimo y máximo que acota el listado de productos de la página.',
	'block keyword\u0004WooCommerce': 'WooCommerce',
};
