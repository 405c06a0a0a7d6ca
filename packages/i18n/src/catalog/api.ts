/** es_ES translations of the strings of @cesta/api (text domain cesta). */

/**
 * Spanish strings of `@cesta/api`: failed requests and responses, malformed
 * batches, routes missing from the store's schema.
 */
export const api: Record< string, string | string[] > = {
	'Something went wrong. Please contact us to get assistance.':
		'Algo ha salido mal. Ponte en contacto con nosotros para obtener ayuda.',
	'The response is not a valid JSON response.': 'La respuesta no es una respuesta JSON válida.',
	'Could not connect to the store. Please try again.':
		'No se ha podido conectar con la tienda. Inténtalo de nuevo.',
	'Unable to connect. Please check your Internet connection.':
		'No se ha podido conectar. Comprueba tu conexión a Internet.',
	'The request was cancelled.': 'La solicitud se ha cancelado.',
	'Batch response must have a responses list':
		'La respuesta del lote debe tener una lista de respuestas',
	'A single response must have body and headers': 'Cada respuesta debe tener cuerpo y cabeceras',
	'Unable to get cart data from the API.':
		'No se han podido obtener los datos del carrito desde la API.',
	'There is no route for the given namespace (%s) in the store':
		'No hay ninguna ruta para el espacio de nombres indicado (%s) en la tienda',
	'There is no route for the given resource name (%s) in the store':
		'No hay ninguna ruta para el nombre de recurso indicado (%s) en la tienda',
	'There is no route for the given resource name (%1$s) that takes %2$d id in the store': [
		'No hay ninguna ruta para el nombre de recurso indicado (%1$s) que admita %2$d identificador en la tienda',
		'No hay ninguna ruta para el nombre de recurso indicado (%1$s) que admita %2$d identificadores en la tienda',
	],
};
