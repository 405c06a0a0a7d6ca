/** es_ES translations of the strings of @cesta/data (text domain cesta). */

/**
 * Spanish strings of `@cesta/data` (the stores): order, payment and shipping errors,
 * cart and coupon notices, routes missing from the store's schema.
 */
export const data: Record< string, string | string[] > = {
	'Something went wrong. Please contact us to get assistance.':
		'Algo ha salido mal. Ponte en contacto con nosotros para obtener ayuda.',
	'Something went wrong when placing the order. Check your email for order updates before retrying.':
		'Algo ha salido mal al realizar el pedido. Revisa tu correo electrónico por si hay novedades del pedido antes de volver a intentarlo.',
	"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.":
		'Algo ha salido mal al realizar el pedido. Revisa el historial de pedidos de tu cuenta o tu correo electrónico por si hay novedades del pedido antes de volver a intentarlo.',
	'Sorry, this order requires a shipping option.':
		'Lo sentimos, este pedido necesita una opción de envío.',
	'There was a problem with your payment option.': 'Ha habido un problema con tu opción de pago.',
	'There was a problem with your shipping option.':
		'Ha habido un problema con tu opción de envío.',
	'Your session has expired, so your cart is now empty.':
		'Tu sesión ha caducado, así que tu carrito está ahora vacío.',
	'Unable to get cart data from the API.':
		'No se han podido obtener los datos del carrito desde la API.',
	'%s has been removed from your cart.': '%s se ha eliminado de tu carrito.',
	'"%s" was removed from your cart.': '«%s» se ha eliminado de tu carrito.',
	'The quantity of "%1$s" was changed to %2$s.': 'La cantidad de «%1$s» ha cambiado a %2$s.',
	'Coupon code "%s" has been applied to your cart.':
		'El código de cupón «%s» se ha aplicado a tu carrito.',
	'Coupon code "%s" has been removed from your cart.':
		'El código de cupón «%s» se ha eliminado de tu carrito.',
	'There is no route for the given namespace (%s) in the store':
		'No hay ninguna ruta para el espacio de nombres indicado (%s) en la tienda',
	'There is no route for the given resource name (%s) in the store':
		'No hay ninguna ruta para el nombre de recurso indicado (%s) en la tienda',
	'There is no route for the given number of ids (%d) in the store':
		'No hay ninguna ruta para el número de identificadores indicado (%d) en la tienda',
};
