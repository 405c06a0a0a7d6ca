/** The es_ES translations of the demo shop's own server-rendered pages. */

import type { Catalogue } from '@cesta/i18n';

/**
 * Spanish (es_ES) translations of the demo shop's server-rendered pages: the
 * layout, the shop, the cart page, the order-received page, the 404 page
 * and the debug panel that queues the mock's faults. They live here, not in
 * `@cesta/i18n`'s `catalogue`, so no library bundle ships them;
 * `loadShopTranslations` adds them after the library's.
 *
 * @example
 * addTranslations( demoCatalogue, 'es_ES' );
 * __( 'Skip to content', 'cesta' ); // 'Saltar al contenido'
 */
export const demoCatalogue: Catalogue = {
	// Layout.
	'Skip to content': 'Saltar al contenido',
	Main: 'Principal',
	'Demo shop: prices, stock and orders are simulated.':
		'Tienda de demostración: los precios, las existencias y los pedidos son simulados.',
	'The demo shop could not answer this request.':
		'La tienda de demostración no ha podido responder a esta petición.',
	// Store pages.
	Shop: 'Tienda',
	Cart: 'Carrito',
	Checkout: 'Finalizar compra',
	'My account': 'Mi cuenta',
	'Privacy policy': 'Política de privacidad',
	'Terms and conditions': 'Términos y condiciones',
	// Shop page.
	'Add to cart': 'Añadir al carrito',
	'Add to cart: “%s”': 'Añadir al carrito: “%s”',
	'“%s” has been added to your cart': '“%s” se ha añadido a tu carrito',
	Products: 'Productos',
	'On sale': 'En oferta',
	'Filter by price': 'Filtrar por precio',
	'Filter by colour': 'Filtrar por color',
	'This is a demo shop: orders are simulated and nothing is charged.':
		'Esta es una tienda de demostración: los pedidos son simulados y no se cobra nada.',
	// 404 page.
	'Page not found': 'Página no encontrada',
	'This page does not exist in the demo shop yet.':
		'Esta página aún no existe en la tienda de demostración.',
	'Go to the shop': 'Ir a la tienda',
	'Go to the cart': 'Ir al carrito',
	// Order-received page.
	'Order received': 'Pedido recibido',
	'Thank you. Your order has been received.': 'Gracias. Tu pedido ha sido recibido.',
	'Order number:': 'Número del pedido:',
	'Date:': 'Fecha:',
	'Email:': 'Correo electrónico:',
	'Total:': 'Total:',
	'Payment method:': 'Método de pago:',
	'Our bank details': 'Nuestros datos bancarios',
	Bank: 'Banco',
	'Account number': 'Número de cuenta',
	'Sort code': 'Código de sucursal',
	IBAN: 'IBAN',
	BIC: 'BIC',
	'Order details': 'Detalles del pedido',
	'Products of order %s, with their quantity and total':
		'Productos del pedido %s, con su cantidad y su total',
	Quantity: 'Cantidad',
	'Subtotal:': 'Subtotal:',
	'Discount:': 'Descuento:',
	'Shipping:': 'Envío:',
	'via %s': 'vía %s',
	'Taxes:': 'Impuestos:',
	'Note:': 'Nota:',
	'Billing address': 'Dirección de facturación',
	'Pickup location': 'Lugar de recogida',
	'Great news! Your order has been received, and a confirmation will be sent to your email address.':
		'¡Buenas noticias! Hemos recibido tu pedido y te enviaremos una confirmación a tu dirección de correo electrónico.',
	'Alternatively, confirm the email address linked to the order below.':
		'También puedes confirmar aquí abajo la dirección de correo electrónico del pedido.',
	'Confirm email and view order': 'Confirmar el correo electrónico y ver el pedido',
	'We were unable to verify the email address you provided. Please try again.':
		'No hemos podido verificar la dirección de correo electrónico que has indicado. Por favor, inténtalo de nuevo.',
	'Invalid order ID or key provided.':
		'Se ha proporcionado un ID o una clave de pedido no válidos.',
	"If you've just placed an order, give your email a quick check for the confirmation.":
		'Si acabas de hacer un pedido, echa un vistazo a tu correo electrónico para ver la confirmación.',
	// Debug panel.
	'Debug panel': 'Panel de depuración',
	'Queue a fault, then use the cart in another tab to see how it copes. Other faults can be sent as JSON to POST /__mock/faults.':
		'Pon un fallo en cola y usa el carrito en otra pestaña para ver cómo responde. Otros fallos pueden enviarse como JSON a POST /__mock/faults.',
	Faults: 'Fallos',
	'Pending faults': 'Fallos pendientes',
	'No fault is pending.': 'No hay ningún fallo pendiente.',
	'Queue this fault': 'Poner este fallo en cola',
	'Remove pending faults': 'Quitar los fallos pendientes',
	'Reset the shop': 'Reiniciar la tienda',
	'Fault queued. It applies to the next matching request.':
		'Fallo en cola. Se aplicará a la próxima petición que coincida.',
	'Every pending fault was removed.': 'Se han quitado todos los fallos pendientes.',
	'The shop was reset: every cart, order and fault is gone.':
		'Se ha reiniciado la tienda: ya no queda ningún carrito, pedido ni fallo.',
	'The debug panel does not know this action.': 'El panel de depuración no conoce esta acción.',
	'The form is too large.': 'El formulario es demasiado grande.',
	'Back to the debug panel': 'Volver al panel de depuración',
	'Slow shop': 'Tienda lenta',
	'The next 10 Store API requests wait 2 seconds before answering.':
		'Las próximas 10 peticiones a la Store API esperan 2 segundos antes de responder.',
	'Quantity change fails': 'Falla el cambio de cantidad',
	'The next quantity change gets a server error (HTTP 500).':
		'El próximo cambio de cantidad recibe un error del servidor (HTTP 500).',
	'Removal fails': 'Falla la eliminación',
	'The next item removal gets a server error (HTTP 500).':
		'La próxima eliminación de un artículo recibe un error del servidor (HTTP 500).',
	'Broken answer': 'Respuesta rota',
	'The next request is processed, but its answer is not valid JSON.':
		'La próxima petición se procesa, pero su respuesta no es un JSON válido.',
	'Expired nonce': 'Nonce caducado',
	'Every nonce handed out so far goes stale; the next write is refused once.':
		'Todos los nonces entregados hasta ahora caducan; la próxima escritura se rechaza una vez.',
	'Connection lost': 'Conexión perdida',
	'The next request gets no answer at all.': 'La próxima petición no recibe ninguna respuesta.',
	// Editor playground.
	'Templates can only be saved from the editor of this shop.':
		'Las plantillas solo se pueden guardar desde el editor de esta tienda.',
	'The request must be JSON with the serialized blocks in "content".':
		'La petición debe ser JSON con los bloques serializados en "content".',
	'The template is larger than %d KB.': 'La plantilla ocupa más de %d KB.',
	'There is no template called "%s".': 'No hay ninguna plantilla llamada "%s".',
	'The template must be a single %s block, with every other block inside it.':
		'La plantilla debe ser un único bloque %s, con todos los demás bloques dentro.',
	'The template has content that is not inside a block.':
		'La plantilla tiene contenido que no está dentro de un bloque.',
	'The block %s cannot be used in this template.':
		'El bloque %s no se puede usar en esta plantilla.',
	'The block %1$s cannot be placed inside %2$s.':
		'El bloque %1$s no se puede colocar dentro de %2$s.',
	'The block %2$s has no attribute %1$s.': 'El bloque %2$s no tiene el atributo %1$s.',
	'The attribute %1$s of the block %2$s must be of type %3$s.':
		'El atributo %1$s del bloque %2$s debe ser de tipo %3$s.',
	'The attribute %1$s of the block %2$s has a value it does not accept.':
		'El atributo %1$s del bloque %2$s tiene un valor que no admite.',
	'The HTML of the block %1$s has markup that is not allowed: %2$s':
		'El HTML del bloque %1$s tiene marcado no permitido: %2$s',
	'The template has more than %d blocks.': 'La plantilla tiene más de %d bloques.',
	'The template nests blocks more than %d levels deep.':
		'La plantilla anida bloques a más de %d niveles.',
};
