/** es_ES translations of the strings of @cesta/block-checkout (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-checkout`: the contact, address and
 * additional information steps (the step titles and descriptions, the
 * account creation, the login link) and the shipping steps (delivery or
 * pickup, shipping options, pickup locations). Strings shared with other areas keep
 * their translation there ("Shipping address" in `components.ts`, the field
 * labels and messages in `validation.ts`).
 *
 * @example
 * blockCheckout[ 'Contact information' ]; // 'Información de contacto'
 */
export const blockCheckout: Catalogue = {
	// Contact, address and additional information steps.
	'Contact information': 'Información de contacto',
	"We'll use this email to send you details and updates about your order.":
		'Usaremos este correo electrónico para enviarte los detalles y las novedades de tu pedido.',
	'Enter the address where you want your order delivered.':
		'Introduce la dirección en la que quieres recibir tu pedido.',
	'Billing address': 'Dirección de facturación',
	'Enter the billing address that matches your payment method.':
		'Introduce la dirección de facturación que coincida con tu método de pago.',
	'Additional order information': 'Información adicional del pedido',
	'Use same address for billing': 'Usar la misma dirección para la facturación',
	'Loading the address form…': 'Cargando el formulario de dirección…',
	// Returning customers and account creation.
	'Already have an account?': '¿Ya tienes una cuenta?',
	'Log in': 'Acceder',
	'Create an account with %s': 'Crear una cuenta en %s',
	'Create an account?': '¿Crear una cuenta?',
	'Create a password': 'Crea una contraseña',
	'Please enter a valid password': 'Introduce una contraseña válida',
	'Please create a stronger password': 'Crea una contraseña más segura',
	// Shipping: delivery or pickup, shipping options, pickup locations.
	Delivery: 'Entrega',
	Ship: 'Envío',
	Pickup: 'Recogida',
	'Shipping method': 'Método de envío',
	'from %s': 'desde %s',
	'calculated with an address': 'se calcula con una dirección',
	'Enter a shipping address to view shipping options.':
		'Introduce una dirección de envío para ver las opciones de envío.',
	'No shipping options are available for this address. Please verify the address is correct or try a different address.':
		'No hay opciones de envío disponibles para esta dirección. Comprueba que la dirección sea correcta o prueba con otra.',
	'Totals will be recalculated when a valid shipping method is selected.':
		'Los totales se recalcularán cuando se elija un método de envío válido.',
	'Loading shipping rates…': 'Cargando las tarifas de envío…',
	'Shipment %d': 'Envío %d',
	'%1$s × %2$d': '%1$s × %2$d',
	'%d shipping option was found.': [
		'Se ha encontrado %d opción de envío.',
		'Se han encontrado %d opciones de envío.',
	],
	'Shipping options are not available': 'Las opciones de envío no están disponibles',
	'Pickup locations': 'Lugares de recogida',
	'%1$s x %2$d package': [ '%1$s x %2$d paquete', '%1$s x %2$d paquetes' ],
	'Multiple shipments must have the same pickup location':
		'Todos los envíos deben tener el mismo lugar de recogida',
};
