/** es_ES translations of the strings of @cesta/block-attribute-filter (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-attribute-filter`: the name of its list
 * when the block has no heading (the checkbox list's own texts are in
 * `blocks-shared.ts`).
 *
 * @example
 * blockAttributeFilter[ 'Filter products by %s' ]; // 'Filtrar productos por %s'
 */
export const blockAttributeFilter: Catalogue = {
	'Filter products by %s': 'Filtrar productos por %s',
	// The block editor's inspector.
	Settings: 'Ajustes',
	'Attribute ID': 'ID del atributo',
	'The product attribute to filter by. The preview shows sample terms.':
		'El atributo de producto por el que filtrar. La vista previa muestra términos de ejemplo.',
	Heading: 'Encabezado',
	'Heading level': 'Nivel del encabezado',
	'Show products with': 'Mostrar productos con',
	'Any of the chosen terms': 'Cualquiera de los términos elegidos',
	'All of the chosen terms': 'Todos los términos elegidos',
	'Show product counts': 'Mostrar el número de productos',
	// The block.json (the block editor's inserter, WordPress's contexts).
	'block title\u0004Filter by Attribute Controls': 'Controles de filtro por atributo',
	"block description\u0004A list of one product attribute's terms, such as colours, with their product counts, that narrows the product listing on the page.":
		'Una lista de los términos de un atributo de producto, como los colores, con su número de productos, que acota el listado de productos de la página.',
	'block keyword\u0004WooCommerce': 'WooCommerce',
};
