/** es_ES translations of the strings of @cesta/blocks-checkout (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/blocks-checkout`: the payment and express
 * payment areas, saved cards, crashed extensions and the built-in sample
 * payment methods. (Totals labels come from the components' catalogue.)
 *
 * @example
 * blocksCheckout[ 'Express Checkout' ]; // 'Pago exprés'
 */
export const blocksCheckout: Catalogue = {
	// Payment areas.
	'We are experiencing difficulties with this payment method. Please contact us for assistance.':
		'Estamos teniendo problemas con este método de pago. Ponte en contacto con nosotros para obtener ayuda.',
	"There was an error with this payment method. Please verify it's configured correctly.":
		'Se ha producido un error con este método de pago. Comprueba que está configurado correctamente.',
	'There are no payment methods available. Please contact us for help placing your order.':
		'No hay métodos de pago disponibles. Ponte en contacto con nosotros para que te ayudemos a realizar tu pedido.',
	'Only express payment methods are available for this order. Please select one to continue.':
		'Para este pedido solo hay disponibles métodos de pago exprés. Elige uno para continuar.',
	'No registered Payment Methods': 'No hay métodos de pago registrados',
	'Express Checkout': 'Pago exprés',
	'Or continue below': 'O continúa más abajo',
	Or: 'O',
	'Loading payment methods…': 'Cargando los métodos de pago…',
	'Loading express payment methods…': 'Cargando los métodos de pago exprés…',
	'Payment options': 'Opciones de pago',
	'Saved payment methods': 'Métodos de pago guardados',
	'Use another payment method.': 'Usar otro método de pago.',
	'Other available payment methods': 'Otros métodos de pago disponibles',
	'Save payment information to my account for future purchases.':
		'Guardar la información de pago en mi cuenta para futuras compras.',
	// Saved cards.
	'%1$s ending in %2$s (expires %3$s)': '%1$s terminada en %2$s (caduca %3$s)',
	'%1$s ending in %2$s': '%1$s terminada en %2$s',
	'Saved token for %s': 'Token guardado de %s',
	// Extensions.
	'An extension could not be displayed here. Error: %s':
		'No se ha podido mostrar aquí una extensión. Error: %s',
	// Built-in sample payment methods.
	'Direct bank transfer': 'Transferencia bancaria directa',
	'Check payments': 'Pagos por cheque',
	'Cash on delivery': 'Contra reembolso',
};
