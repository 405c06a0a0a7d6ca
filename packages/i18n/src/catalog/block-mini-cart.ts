/** es_ES translations of the strings of @cesta/block-mini-cart (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-mini-cart`: the header button's name and
 * load error, and the drawer's title, empty state and footer. Strings shared
 * with the Cart block keep their translation there ("Loading your cart…",
 * "Your cart is currently empty!"), the items table's (shared with the Cart
 * block) in `cart-checkout-shared.ts`, the subtotal's in `components.ts`.
 *
 * @example
 * blockMiniCart[ 'View my cart' ]; // 'Ver mi carrito'
 */
export const blockMiniCart: Catalogue = {
	// The button.
	'%d item in cart': [ '%d artículo en el carrito', '%d artículos en el carrito' ],
	'%1$d item in cart, total price of %2$s': [
		'%1$d artículo en el carrito, precio total de %2$s',
		'%1$d artículos en el carrito, precio total de %2$s',
	],
	'The cart could not be opened. Taking you to the cart page…':
		'No se ha podido abrir el carrito. Te llevamos a la página del carrito…',
	'The cart could not be opened. Please try again.':
		'No se ha podido abrir el carrito. Inténtalo de nuevo.',
	// The drawer.
	'Your cart': 'Tu carrito',
	'(%d item)': [ '(%d artículo)', '(%d artículos)' ],
	'Start shopping': 'Empezar a comprar',
	'Shipping, taxes, and discounts calculated at checkout.':
		'Envío, impuestos y descuentos calculados al finalizar la compra.',
	'View my cart': 'Ver mi carrito',
	'Go to checkout': 'Ir a finalizar compra',
};
