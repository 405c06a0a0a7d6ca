/** es_ES translations of the strings of @cesta/components (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/components`: prices, badges, the quantity
 * selector, totals, coupons, shipping, notices and the drawer.
 *
 * @example
 * components[ 'Add coupons' ]; // 'Añadir cupones'
 */
export const components: Catalogue = {
	// Prices and badges.
	'Loading price…': 'Cargando precio…',
	'Previous price:': 'Precio anterior:',
	'Discounted price:': 'Precio rebajado:',
	'Only %d left in stock': [ 'Solo queda %d en stock', 'Solo quedan %d en stock' ],
	'Available on backorder': 'Disponible bajo reserva',
	'Save %s': 'Ahorra %s',
	'%s:': '%s:',
	// Quantity selector.
	'Quantity of %s in your cart.': 'Cantidad de %s en tu carrito.',
	'Reduce quantity of %s': 'Reducir la cantidad de %s',
	'Increase quantity of %s': 'Aumentar la cantidad de %s',
	'Quantity of %1$s changed to %2$s.': 'La cantidad de %1$s ha cambiado a %2$s.',
	// Totals.
	Subtotal: 'Subtotal',
	Fees: 'Cargos',
	Fee: 'Cargo',
	Discount: 'Descuento',
	Taxes: 'Impuestos',
	Shipping: 'Envío',
	Free: 'Gratis',
	Total: 'Total',
	'Including %s in taxes': 'Incluye %s en impuestos',
	'Local pickup': 'Recogida en tienda',
	'Calculated at checkout': 'Se calcula al finalizar la compra',
	'Shipping to %s': 'Envío a %s',
	'Change address': 'Cambiar dirección',
	Calculate: 'Calcular',
	'Shipping address': 'Dirección de envío',
	Update: 'Actualizar',
	'Updating address…': 'Actualizando la dirección…',
	'Your address could not be updated. Please try again.':
		'No se ha podido actualizar tu dirección. Inténtalo de nuevo.',
	// Coupons.
	'Add coupons': 'Añadir cupones',
	'Coupon code': 'Código de cupón',
	'Enter code': 'Introduce el código',
	Apply: 'Aplicar',
	'Applying coupon…': 'Aplicando el cupón…',
	'The coupon could not be applied. Please try again.':
		'No se ha podido aplicar el cupón. Inténtalo de nuevo.',
	'Applied coupons': 'Cupones aplicados',
	'Coupon: %s': 'Cupón: %s',
	'Remove coupon "%s"': 'Eliminar el cupón «%s»',
	'Removing coupon…': 'Eliminando el cupón…',
	// Chips, notices, loading, drawer.
	'Remove "%s"': 'Eliminar «%s»',
	Remove: 'Eliminar',
	'Dismiss this notice': 'Descartar este aviso',
	'Please fix the following errors before continuing':
		'Por favor, corrige los siguientes errores antes de continuar',
	'Loading…': 'Cargando…',
	Close: 'Cerrar',
	// Checkout form pieces.
	'%d character left': [ 'Queda %d carácter', 'Quedan %d caracteres' ],
	'Password strength': 'Seguridad de la contraseña',
	'Password strength: %s': 'Seguridad de la contraseña: %s',
	'%d item': [ '%d artículo', '%d artículos' ],
	Edit: 'Editar',
	'+ Add %s': '+ Añadir %s',
	'Address suggestions': 'Sugerencias de direcciones',
	'%d address suggestion available.': [
		'%d sugerencia de dirección disponible.',
		'%d sugerencias de dirección disponibles.',
	],
	'Edit shipping address': 'Editar la dirección de envío',
	'Edit billing address': 'Editar la dirección de facturación',
	'Total price for %1$d %2$s item: %3$s': [
		'Precio total de %1$d unidad de %2$s: %3$s',
		'Precio total de %1$d unidades de %2$s: %3$s',
	],
};
