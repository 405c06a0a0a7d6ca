/** es_ES translations of the strings of @cesta/blocks-shared (text domain cesta). */

/**
 * Spanish (es_ES) translations of the strings `@cesta/blocks-shared` shows:
 * the error panel of a block that crashed (spec 2 §8) and the checkbox list's
 * toggle and counts (spec 2 §9).
 */
export const blocksShared: Record< string, string | string[] > = {
	'Oops!': '¡Vaya!',
	'There was an error loading the content.': 'Se ha producido un error al cargar el contenido.',
	'Unexpected error in: %s': 'Error inesperado en: %s',
	'Error:': 'Error:',
	'The error gave no description.': 'El error no incluía ninguna descripción.',
	// The checkbox list of the attribute and stock filters (spec 2 §9).
	'Show %s more': [ 'Mostrar %s más', 'Mostrar %s más' ],
	'Show %s more option': [ 'Mostrar %s opción más', 'Mostrar %s opciones más' ],
	'Show less': 'Mostrar menos',
	'Show less options': 'Mostrar menos opciones',
	'%s product': [ '%s producto', '%s productos' ],
	// The editor kit: the inserter's category of WooCommerce's blocks.
	WooCommerce: 'WooCommerce',
};
