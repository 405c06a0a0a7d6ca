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
	// The core blocks the kit registers where WordPress's are missing (their block.json, WordPress's wording).
	'block title\u0004Heading': 'Encabezado',
	'block description\u0004Introduce new sections and organize content to help visitors (and search engines) understand the structure of your content.':
		'Introduce nuevas secciones y organiza el contenido para ayudar a los visitantes (y a los motores de búsqueda) a entender la estructura de tu contenido.',
	'block keyword\u0004title': 'título',
	'block keyword\u0004subtitle': 'subtítulo',
	'block title\u0004Paragraph': 'Párrafo',
	'block description\u0004Start with the basic building block of all narrative.':
		'Empieza con el bloque básico de cualquier texto.',
	'block keyword\u0004text': 'texto',
	'block title\u0004Separator': 'Separador',
	'block description\u0004Create a break between ideas or sections with a horizontal separator.':
		'Crea una pausa entre ideas o secciones con un separador horizontal.',
	'block keyword\u0004horizontal-line': 'línea horizontal',
	'block keyword\u0004hr': 'hr',
	'block keyword\u0004divider': 'divisor',
};
