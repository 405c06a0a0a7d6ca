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
	Footer: 'Pie de página',
	'Items in cart:': 'Artículos en el carrito:',
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
	'Have an account with us?': '¿Tienes una cuenta con nosotros?',
	'Log in here to view your order.': 'Accede aquí para ver tu pedido.',
	"If you've just placed an order, give your email a quick check for the confirmation.":
		'Si acabas de hacer un pedido, echa un vistazo a tu correo electrónico para ver la confirmación.',
	// Order statuses.
	'Pending payment': 'Pendiente de pago',
	Processing: 'Procesando',
	'On hold': 'En espera',
	Completed: 'Completado',
	Cancelled: 'Cancelado',
	Refunded: 'Reembolsado',
	Failed: 'Fallido',
	Draft: 'Borrador',
	// My account page and login.
	'Username is required.': 'Se requiere un nombre de usuario.',
	'The password field is empty.': 'El campo de la contraseña está vacío.',
	'Unknown email address. Check again or try your username.':
		'Dirección de correo electrónico desconocida. Revísala o prueba con tu nombre de usuario.',
	'The password you entered for the email address %s is incorrect.':
		'La contraseña que has introducido para la dirección de correo electrónico %s no es correcta.',
	'Demo customer': 'Cliente de demostración',
	'Log in as %1$s, a customer of the shop with saved addresses and cards: email address %2$s, password %3$s.':
		'Entra como %1$s, cliente de la tienda con direcciones y tarjetas guardadas: correo electrónico %2$s, contraseña %3$s.',
	'Log in as the demo customer': 'Entrar como cliente de demostración',
	'Hello %s, from your account you can see your orders.':
		'Hola, %s. Desde tu cuenta puedes ver tus pedidos.',
	Orders: 'Pedidos',
	'Your orders': 'Tus pedidos',
	Order: 'Pedido',
	Date: 'Fecha',
	Status: 'Estado',
	Actions: 'Acciones',
	View: 'Ver',
	'View order number %s': 'Ver el pedido número %s',
	'%1$s for %2$d item': [ '%1$s por %2$d artículo', '%1$s por %2$d artículos' ],
	'No order has been made yet.': 'Todavía no se ha hecho ningún pedido.',
	'Browse products': 'Ver productos',
	'Log out': 'Cerrar sesión',
	// Privacy policy.
	'Cesta is a demo shop: orders are simulated, nothing is charged and nothing is shipped. This page says which of your data it uses and why.':
		'Cesta es una tienda de demostración: los pedidos son simulados, no se cobra nada y no se envía nada. Esta página explica qué datos tuyos usa y para qué.',
	'What we keep': 'Qué guardamos',
	'To show you your cart and your orders we keep what you put in the cart and what you type at checkout: your name, addresses, email address, phone and order notes.':
		'Para mostrarte tu carrito y tus pedidos guardamos lo que añades al carrito y lo que escribes al finalizar la compra: tu nombre, tus direcciones, tu correo electrónico, tu teléfono y las notas del pedido.',
	'Where and for how long': 'Dónde y durante cuánto tiempo',
	'Everything is kept in the memory of the demo server only, and is deleted when the server restarts or the shop is reset. It is never sent to anyone else.':
		'Todo se guarda solo en la memoria del servidor de demostración y se borra cuando el servidor se reinicia o se reinicia la tienda. Nunca se envía a nadie más.',
	Cookies: 'Cookies',
	'We set a session cookie that keeps your cart and, when you log in, your account, and two cookies that tell the page whether your cart has items. We set no advertising or analytics cookies.':
		'Usamos una cookie de sesión que guarda tu carrito y, cuando accedes, tu cuenta, y dos cookies que indican a la página si tu carrito tiene artículos. No usamos cookies de publicidad ni de analítica.',
	'Your rights': 'Tus derechos',
	'You may see, correct or delete your data at any time. Resetting the shop from the debug panel deletes all of it at once.':
		'Puedes ver, corregir o borrar tus datos en cualquier momento. Reiniciar la tienda desde el panel de depuración los borra todos a la vez.',
	// Terms and conditions.
	'These terms apply to every order placed in the Cesta demo shop. By placing an order you accept them.':
		'Estas condiciones se aplican a todos los pedidos hechos en la tienda de demostración Cesta. Al hacer un pedido, las aceptas.',
	'Orders placed here are simulated: they are recorded so you can see them, but nothing is delivered and no payment is taken, whatever payment method you choose.':
		'Los pedidos que se hacen aquí son simulados: se registran para que puedas verlos, pero no se entrega nada ni se cobra ningún pago, sea cual sea el método de pago que elijas.',
	'Prices and taxes': 'Precios e impuestos',
	'Prices are in euros. VAT is added at checkout for the delivery address, and the total you see before placing the order is the total of the order.':
		'Los precios están en euros. El IVA se añade al finalizar la compra según la dirección de entrega, y el total que ves antes de hacer el pedido es el total del pedido.',
	'Delivery and pickup': 'Entrega y recogida',
	'The delivery costs and the shops where an order can be collected are shown at checkout before you place the order.':
		'Los gastos de envío y las tiendas donde se puede recoger un pedido se muestran al finalizar la compra, antes de hacer el pedido.',
	Returns: 'Devoluciones',
	'You have 14 days from delivery to withdraw from a purchase without giving a reason, as the law gives every buyer in the European Union.':
		'Tienes 14 días desde la entrega para desistir de una compra sin dar ninguna razón, como la ley reconoce a todo comprador en la Unión Europea.',
	'Read how we use your data in the privacy policy.':
		'Lee en la política de privacidad cómo usamos tus datos.',
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
	'Block editor': 'Editor de bloques',
	'Compose the Cart, Checkout and Mini-Cart templates as a theme developer does in WordPress, save them, and see them in this shop. Your templates are yours alone: other visitors keep the default ones.':
		'Compón las plantillas del carrito, de la página de pago y del minicarrito como lo hace quien desarrolla temas en WordPress, guárdalas y míralas en esta tienda. Tus plantillas son solo tuyas: el resto de visitantes sigue viendo las predeterminadas.',
	'Loading the editor…': 'Cargando el editor…',
	'Mini-Cart': 'Minicarrito',
	Templates: 'Plantillas',
	Save: 'Guardar',
	'See “%s” in the shop': 'Ver «%s» en la tienda',
	'Template “%s” saved.': 'Plantilla «%s» guardada.',
	'Template “%s” reset to the default.': 'Plantilla «%s» restablecida a la predeterminada.',
	'Document structure': 'Estructura del documento',
	Structure: 'Estructura',
	'Editor canvas': 'Lienzo del editor',
	'Block settings': 'Ajustes del bloque',
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
	// Debug panel: the last order attempt (payment plugin kit).
	'Last order attempt': 'Último intento de pedido',
	'Observers that ran': 'Observadores que se ejecutaron',
	'No observer of a payment method was recorded. They are recorded when the demo runs with --plugin or --gateways.':
		'No se ha registrado ningún observador de un método de pago. Se registran cuando la demo se inicia con --plugin o --gateways.',
	'Attempt started at %s': 'Intento iniciado el %s',
	Step: 'Paso',
	Observer: 'Observador',
	'Payment method': 'Método de pago',
	Returned: 'Devolvió',
	'It threw: %s': 'Lanzó un error: %s',
	'(nothing)': '(nada)',
	'POST /checkout the server received': 'POST /checkout que recibió el servidor',
	'No order was sent to the server yet.': 'Aún no se ha enviado ningún pedido al servidor.',
	'Received at': 'Recibido el',
	Key: 'Clave',
	Value: 'Valor',
	'No payment_data was sent.': 'No se envió payment_data.',
	'Whole body': 'Cuerpo completo',
	'Server answer (HTTP %d)': 'Respuesta del servidor (HTTP %d)',
};
