/** es_ES translations of the strings of @cesta/cart-checkout-shared (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/cart-checkout-shared`: the cart items table
 * (the Cart block's and the Mini-Cart drawer's), the order summary's
 * shipping row and the live announcement of the total, shared by the Cart
 * and Checkout blocks. Strings shared with other areas keep their
 * translation there ("Total", "Free", "Local pickup").
 *
 * @example
 * cartCheckoutShared[ 'Shipping options' ]; // 'Opciones de envío'
 */
export const cartCheckoutShared: Catalogue = {
	// The cart items table.
	'Products in cart': 'Productos en el carrito',
	Product: 'Producto',
	Details: 'Detalles',
	'Remove item': 'Eliminar artículo',
	'Remove item: %s': 'Eliminar artículo: %s',
	// The order summary.
	'Shipping options': 'Opciones de envío',
	'Updating shipping rates…': 'Actualizando las tarifas de envío…',
	'Total: %s': 'Total: %s',
};
