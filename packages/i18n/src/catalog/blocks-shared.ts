/** es_ES translations of the strings of @cesta/blocks-shared (text domain cesta). */

/**
 * Spanish (es_ES) translations of the strings `@cesta/blocks-shared` shows:
 * the error panel of a block that crashed (spec 2 §8).
 */
export const blocksShared: Record< string, string | string[] > = {
	'Oops!': '¡Vaya!',
	'There was an error loading the content.': 'Se ha producido un error al cargar el contenido.',
	'Unexpected error in: %s': 'Error inesperado en: %s',
	'Error:': 'Error:',
	'The error gave no description.': 'El error no incluía ninguna descripción.',
};
