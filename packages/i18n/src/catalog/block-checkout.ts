/** es_ES translations of the strings of @cesta/block-checkout (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-checkout`: the block itself (its order
 * summary, payment step, order note, terms, actions, empty-cart and log-in
 * cases), the contact, address and
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
	// The Checkout block, its order summary, payment step, order note, terms and actions.
	Checkout: 'Finalizar compra',
	'Loading the checkout…': 'Cargando la página de pago…',
	'Order summary': 'Resumen del pedido',
	'Items in your order': 'Artículos de tu pedido',
	'Add a note to your order': 'Añadir una nota a tu pedido',
	'Notes about your order, e.g. special notes for delivery.':
		'Notas sobre tu pedido, por ejemplo, notas especiales para la entrega.',
	'Notes about your order.': 'Notas sobre tu pedido.',
	'Place Order': 'Realizar el pedido',
	'Return to Cart': 'Volver al carrito',
	'Terms and Conditions': 'Términos y condiciones',
	'Privacy Policy': 'Política de privacidad',
	'By proceeding with your purchase you agree to our %1$s and %2$s':
		'Al realizar tu compra, aceptas nuestros %1$s y nuestra %2$s',
	'You must accept our %1$s and %2$s to continue with your purchase.':
		'Debes aceptar nuestros %1$s y nuestra %2$s para continuar con tu compra.',
	'Please read and accept the terms and conditions.': 'Lee y acepta los términos y condiciones.',
	'Your cart is currently empty!': '¡Tu carrito está vacío!',
	"Checkout is not available whilst your cart is empty—please take a look through our store and come back when you're ready to place an order.":
		'No puedes finalizar la compra mientras tu carrito esté vacío: echa un vistazo a nuestra tienda y vuelve cuando quieras realizar un pedido.',
	'Browse store': 'Ver la tienda',
	'You must be logged in to checkout.': 'Debes acceder para finalizar la compra.',
	'Click here to log in.': 'Haz clic aquí para acceder.',
	'The checkout preview could not be loaded.':
		'No se ha podido cargar la vista previa de la página de pago.',
	// The block.json files (the block editor's inserter and inspector, WordPress's contexts; the
	// order summary's rows share the Cart's, in `block-cart.ts`).
	'block title\u0004Checkout': 'Finalizar compra',
	'block description\u0004Display a checkout form so your customers can submit orders.':
		'Muestra un formulario de pago para que tus clientes puedan realizar pedidos.',
	'block title\u0004Checkout Fields': 'Campos de la página de pago',
	'block description\u0004Column containing checkout address fields.':
		'Columna con los campos de dirección de la página de pago.',
	'block title\u0004Contact Information': 'Información de contacto',
	"block description\u0004Collect your customer's contact information.":
		'Recoge la información de contacto de tu cliente.',
	'block title\u0004Delivery': 'Entrega',
	'block description\u0004Select between shipping or local pickup.':
		'Permite elegir entre el envío y la recogida local.',
	'block title\u0004Pickup Method': 'Método de recogida',
	'block description\u0004Shows local pickup locations.': 'Muestra los puntos de recogida local.',
	'block title\u0004Shipping Address': 'Dirección de envío',
	"block description\u0004Collect your customer's shipping address.":
		'Recoge la dirección de envío de tu cliente.',
	'block title\u0004Billing Address': 'Dirección de facturación',
	"block description\u0004Collect your customer's billing address.":
		'Recoge la dirección de facturación de tu cliente.',
	'block title\u0004Shipping Options': 'Opciones de envío',
	'block description\u0004Display shipping options and rates for your store.':
		'Muestra las opciones y tarifas de envío de tu tienda.',
	'block title\u0004Payment Options': 'Opciones de pago',
	'block description\u0004Payment options for your store.': 'Las opciones de pago de tu tienda.',
	'block title\u0004Additional information': 'Información adicional',
	"block description\u0004Render additional fields in the 'Additional information' location.":
		"Muestra los campos adicionales de la ubicación 'Información adicional'.",
	'block title\u0004Order Note': 'Nota del pedido',
	'block description\u0004Allow customers to add a note to their order.':
		'Permite a los clientes añadir una nota a su pedido.',
	'block title\u0004Terms and Conditions': 'Términos y condiciones',
	'block description\u0004Ensure that customers agree to your Terms & Conditions and Privacy Policy.':
		'Asegúrate de que los clientes aceptan tus términos y condiciones y tu política de privacidad.',
	'block title\u0004Actions': 'Acciones',
	'block description\u0004Allow customers to place their order.':
		'Permite a los clientes realizar su pedido.',
	'block title\u0004Checkout Totals': 'Totales de la página de pago',
	'block description\u0004Column containing the checkout totals.':
		'Columna con los totales de la página de pago.',
	'block description\u0004Shows cart items.': 'Muestra los artículos del carrito.',
	// The block editor: the payment step's placeholder while no payment method is registered.
	'No payment method is registered on this page yet. The payment methods your shop offers will be shown here, for the shopper to choose one.':
		'Aún no hay ningún método de pago registrado en esta página. Aquí se mostrarán los métodos de pago que ofrezca tu tienda, para que el cliente elija uno.',
	// The block editor: the inspector controls (the first three are the Cart's too).
	'Dark mode inputs': 'Campos en modo oscuro',
	'Inputs on the page are suitable for a dark background.':
		'Los campos de la página se adaptan a un fondo oscuro.',
	'Show rate after tax name': 'Mostrar el tipo después del nombre del impuesto',
	'Checkout settings': 'Ajustes de la página de pago',
	'Checkout options': 'Opciones de la página de pago',
	'Block settings': 'Ajustes del bloque',
	'Show form step numbers': 'Mostrar los números de los pasos del formulario',
	'Allow customers to add a note to their order':
		'Permitir que los clientes añadan una nota a su pedido',
	'Show links to the terms and privacy pages':
		'Mostrar enlaces a las páginas de términos y de privacidad',
	'Show a "Return to Cart" link': 'Mostrar un enlace "Volver al carrito"',
	'Cart page ID': 'ID de la página del carrito',
	"The page the link goes to; 0 for the shop's cart page.":
		'La página a la que lleva el enlace; 0 para la página del carrito de la tienda.',
	'Place order button text': 'Texto del botón de realizar el pedido',
	'Return to cart link text': 'Texto del enlace para volver al carrito',
	'Require checkbox': 'Exigir una casilla de verificación',
	'Customers must tick a box to agree before they can place the order.':
		'Los clientes deben marcar una casilla para aceptar antes de poder realizar el pedido.',
	'Terms text': 'Texto de los términos',
	'Leave empty for the default text with links to your terms and privacy pages.':
		'Déjalo vacío para usar el texto predeterminado con enlaces a tus páginas de términos y de privacidad.',
	'Show separator': 'Mostrar separador',
	'Step title': 'Título del paso',
	"Leave empty for the step's own title.": 'Déjalo vacío para usar el título propio del paso.',
	'Step description': 'Descripción del paso',
	'Show icons': 'Mostrar iconos',
	'Show costs': 'Mostrar costes',
	'Shipping option label': 'Etiqueta de la opción de envío',
	'Pickup option label': 'Etiqueta de la opción de recogida',
	'Hide product descriptions': 'Ocultar las descripciones de los productos',
	'Address fields': 'Campos de dirección',
	'Show or hide fields in the checkout address forms.':
		'Muestra u oculta campos en los formularios de dirección de la página de pago.',
	Optional: 'Opcional',
	Required: 'Obligatorio',
};
