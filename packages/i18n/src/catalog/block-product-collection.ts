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
	// The block editor's inspector.
	Settings: 'Ajustes',
	Collection: 'Colección',
	'Custom (the filters below)': 'Personalizada (los filtros de abajo)',
	Layout: 'Diseño',
	Grid: 'Cuadrícula',
	List: 'Lista',
	Columns: 'Columnas',
	'Products per page': 'Productos por página',
	'Order by': 'Ordenar por',
	'Title, A to Z': 'Título, de la A a la Z',
	'Title, Z to A': 'Título, de la Z a la A',
	'Newest first': 'Los más recientes primero',
	'Price, low to high': 'Precio, de menor a mayor',
	'Price, high to low': 'Precio, de mayor a menor',
	'Best selling': 'Los más vendidos',
	'Top rated': 'Los mejor valorados',
	'Only products on sale': 'Solo productos en oferta',
	'Only featured products': 'Solo productos destacados',
	'Follow the page’s query': 'Seguir la consulta de la página',
	'On shop, category and tag pages, list what the page lists.':
		'En las páginas de la tienda, de categoría y de etiqueta, muestra lo que muestra la página.',
	// The block.json (the block editor's inserter, WordPress's contexts).
	'block title\u0004Product Collection': 'Colección de productos',
	'block description\u0004A grid or list of products chosen by category, tag, price, stock or other filters, printed by the server and made interactive without React.':
		'Una cuadrícula o lista de productos elegidos por categoría, etiqueta, precio, existencias u otros filtros, que imprime el servidor y que se vuelve interactiva sin React.',
	'block keyword\u0004WooCommerce': 'WooCommerce',
	'block keyword\u0004products': 'productos',
};
