/** es_ES translations of the strings of @cesta/registry (text domain cesta). */

/**
 * Spanish (es_ES) translations of the strings `@cesta/registry` shows:
 * the administrators' payment method notice, the availability time-out
 * reason and the checkout filter errors shown to administrators.
 */
export const registry: Record< string, string | string[] > = {
	"There was an error registering the payment method with id '%s': ":
		"Se ha producido un error al registrar el método de pago con el id '%s': ",
	'The payment method did not tell whether it can be used within %d ms.':
		'El método de pago no indicó si se puede usar en un plazo de %d ms.',
	'The type returned by checkout filters must be the same as the type they receive. The function received %1$s but returned %2$s.':
		'Los filtros del proceso de pago deben devolver el mismo tipo que reciben. La función recibió %1$s pero devolvió %2$s.',
	'Returned value must include %1$s, you passed "%2$s"':
		'El valor devuelto debe incluir %1$s; se ha pasado «%2$s»',
};
