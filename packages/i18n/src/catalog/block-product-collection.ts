/** es_ES translations of the strings of @cesta/block-product-collection (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-product-collection`: WooCommerce's
 * collection names, the product cards and pagination of the server markup,
 * and the add-to-cart buttons' states.
 *
 * @example
 * blockProductCollection[ 'Select options' ]; // 'Seleccionar opciones'
 */
export const blockProductCollection: Catalogue = {
	// Collections.
	'Product Catalog': 'Catálogo de productos',
	'Display all products in your catalog.': 'Muestra todos los productos de tu catálogo.',
	'On Sale Products': 'Productos en oferta',
	'Highlight products that are currently on sale.': 'Destaca los productos que están en oferta.',
	'Featured Products': 'Productos destacados',
	'Showcase your featured products.': 'Muestra tus productos destacados.',
	'Best Sellers': 'Los más vendidos',
	'Recommend your best-selling products.': 'Recomienda tus productos más vendidos.',
	'Top Rated Products': 'Productos mejor valorados',
	'Recommend products with the highest review ratings.':
		'Recomienda los productos con las valoraciones más altas.',
	'New Arrivals': 'Novedades',
	'Recommend your newest products.': 'Recomienda tus productos más recientes.',
	// Product cards.
	'Original price was: %s.': 'El precio original era: %s.',
	'Current price is: %s.': 'El precio actual es: %s.',
	'Rated %s out of 5': 'Valorado con %s de 5',
	'%d review': [ '%d valoración', '%d valoraciones' ],
	'Add to cart': 'Añadir al carrito',
	'Select options': 'Seleccionar opciones',
	'Read more': 'Leer más',
	'No products were found matching your selection.':
		'No se han encontrado productos que concuerden con la selección.',
	// Pagination.
	Pagination: 'Paginación',
	'Previous Page': 'Página anterior',
	'Next Page': 'Página siguiente',
	'Page %d': 'Página %d',
	// Add-to-cart buttons.
	'View cart': 'Ver carrito',
	'“%s” has been added to your cart.': '“%s” se ha añadido a tu carrito.',
	'The product has been added to your cart.': 'El producto se ha añadido a tu carrito.',
};
