/** es_ES translations of the strings of @cesta/block-add-to-cart-form (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-add-to-cart-form`: the add button, the
 * quantity box, the attribute selects and swatches, the variation form's
 * texts and alerts (WooCommerce's wording), the variation details and the
 * success notice. 'Add to cart', 'Adding to cart…', 'View cart' and the
 * success notice read as in the other areas that show them.
 *
 * @example
 * blockAddToCartForm[ 'Choose an option' ]; // 'Elige una opción'
 */
export const blockAddToCartForm: Catalogue = {
	// Button, quantity and notices.
	'Add to cart': 'Añadir al carrito',
	'Adding to cart…': 'Añadiendo al carrito…',
	'%s quantity': 'Cantidad de %s',
	'“%s” has been added to your cart.': '“%s” se ha añadido a tu carrito.',
	'View cart': 'Ver carrito',
	// Attributes and swatches.
	'Choose an option': 'Elige una opción',
	Clear: 'Limpiar',
	'%s (out of stock)': '%s (sin existencias)',
	'Press Space or Enter on the chosen option to clear it.':
		'Pulsa Espacio o Intro en la opción elegida para quitarla.',
	// Variation form states and alerts (spec 1 §4, §5, §8).
	'Select the product options first.': 'Elige primero las opciones del producto.',
	'Please select some product options before adding this product to your cart.':
		'Elige las opciones del producto antes de añadir este producto a tu carrito.',
	'Sorry, this product is unavailable. Please choose a different combination.':
		'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
	'Sorry, no products matched your selection. Please choose a different combination.':
		'Lo siento, no hay productos que coincidan con tu selección. Por favor, elige otra combinación.',
	'Checking availability…': 'Comprobando la disponibilidad…',
	'This product is currently out of stock and unavailable.':
		'Este producto está agotado y no está disponible.',
	// Variation details.
	'SKU:': 'SKU:',
	'Weight:': 'Peso:',
	'Dimensions:': 'Dimensiones:',
	// Server markup until the form mounts.
	'Loading product options…': 'Cargando las opciones del producto…',
	// The block.json (the block editor's inserter, WordPress's contexts).
	'block title\u0004Add to Cart with Options': 'Añadir al carrito con opciones',
	"block description\u0004The product page's form: quantity, variation choice with swatches, and the add to cart button.":
		'El formulario de la página de producto: cantidad, elección de variación con muestras y el botón de añadir al carrito.',
	'block keyword\u0004WooCommerce': 'WooCommerce',
};
