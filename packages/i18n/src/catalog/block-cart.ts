/** es_ES translations of the strings of @cesta/block-cart (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-cart`: the order summary's heading,
 * cross-sells, the checkout button, the notices and the server markup of the
 * Cart block. Strings shared with other areas keep their translation there
 * ("Total", "Free", "Local pickup", the coupon notices, the items table and
 * the order summary's rows in `cart-checkout-shared.ts`).
 *
 * @example
 * blockCart[ 'Cart totals' ]; // 'Total del carrito'
 */
export const blockCart: Catalogue = {
	// Order summary (its rows are @cesta/cart-checkout-shared's).
	'Cart totals': 'Total del carrito',
	// Checkout button and payment methods.
	'Proceed to Checkout': 'Finalizar compra',
	'Accepted payment methods': 'Métodos de pago aceptados',
	// Cross-sells.
	'Products you may be interested in': 'Productos que te pueden interesar',
	'%d in cart': [ '%d en el carrito', '%d en el carrito' ],
	'Adding to cart…': 'Añadiendo al carrito…',
	// Loading and the editor preview.
	'Loading your cart…': 'Cargando tu carrito…',
	'The cart preview could not be loaded.': 'No se ha podido cargar la vista previa del carrito.',
	// Server markup.
	'Your cart is currently empty!': '¡Tu carrito está vacío!',
	'Browse store': 'Ver la tienda',
	'You may be interested in…': 'Quizá te interese…',
};
