/**
 * Spanish for the WordPress block editor's own strings (text domain
 * `default`) that the editor playground shows.
 */
import { setLocaleData } from '@wordpress/i18n';

import { buildLocaleData } from '@cesta/i18n';
import type { Catalogue } from '@cesta/i18n';

/**
 * The WordPress text domain of the `@wordpress/*` packages' own `__()` calls.
 *
 * @example
 * setLocaleData( data, WORDPRESS_TEXT_DOMAIN );
 */
export const WORDPRESS_TEXT_DOMAIN = 'default';

/**
 * es_ES translations of the `@wordpress/block-editor` and
 * `@wordpress/components` strings the playground shows (block toolbar, block
 * options menu, inspector tabs and panels, inserter, list view, block
 * mover's screen-reader descriptions), in WordPress's own es_ES terminology.
 * WordPress takes these from its es_ES language packs, which the demo cannot
 * download; only the strings the playground's page actually shows are here,
 * each keyed by its exact msgid (`context\u0004msgid` for an `_x`) in the
 * `@wordpress/*` build sources. The browser suite
 * (`e2e/editor-playground.e2e.ts`) checks that none of them stays English.
 *
 * @example
 * loadWordPressTranslations();
 * __( 'Move down' ); // 'Mover hacia abajo'
 */
export const wordpressCatalogue: Catalogue = {
	// Block toolbar.
	'Block tools': 'Herramientas del bloque',
	'Select parent block: %s': 'Seleccionar el bloque padre: %s',
	'Change block type or style': 'Cambiar el tipo o el estilo del bloque',
	'Move up': 'Mover hacia arriba',
	'Move down': 'Mover hacia abajo',
	'Move left': 'Mover a la izquierda',
	'Move right': 'Mover a la derecha',
	Drag: 'Arrastrar',
	Options: 'Opciones',
	Locked: 'Bloqueado',
	'Generic label for block inserter button\u0004Add block': 'Añadir bloque',
	'directly add the only allowed block\u0004Add %s': 'Añadir %s',
	// Block mover's screen-reader descriptions.
	'%1$s (%2$s)': '%1$s (%2$s)',
	'Move %1$s block from position %2$d up to position %3$d':
		'Mover el bloque %1$s de la posición %2$d hacia arriba a la posición %3$d',
	'Move %1$s block from position %2$d down to position %3$d':
		'Mover el bloque %1$s de la posición %2$d hacia abajo a la posición %3$d',
	'Move %1$s block from position %2$d left to position %3$d':
		'Mover el bloque %1$s de la posición %2$d hacia la izquierda a la posición %3$d',
	'Move %1$s block from position %2$d right to position %3$d':
		'Mover el bloque %1$s de la posición %2$d hacia la derecha a la posición %3$d',
	'Block %1$s is at the beginning of the content and can’t be moved up':
		'El bloque %1$s está al principio del contenido y no se puede mover hacia arriba',
	'Block %1$s is at the end of the content and can’t be moved down':
		'El bloque %1$s está al final del contenido y no se puede mover hacia abajo',
	'Block %1$s is at the beginning of the content and can’t be moved left':
		'El bloque %1$s está al principio del contenido y no se puede mover hacia la izquierda',
	'Block %1$s is at the end of the content and can’t be moved right':
		'El bloque %1$s está al final del contenido y no se puede mover hacia la derecha',
	'Block %s is the only block, and cannot be moved':
		'El bloque %s es el único bloque y no se puede mover',
	// Block options menu.
	Copy: 'Copiar',
	Cut: 'Cortar',
	Duplicate: 'Duplicar',
	'Add before': 'Añadir antes',
	'Add after': 'Añadir después',
	'Copy styles': 'Copiar estilos',
	'Paste styles': 'Pegar estilos',
	Delete: 'Borrar',
	Hide: 'Ocultar',
	Lock: 'Bloquear',
	Unlock: 'Desbloquear',
	Rename: 'Cambiar nombre',
	'Edit as HTML': 'Editar como HTML',
	'Edit visually': 'Editar visualmente',
	'Select parent block (%s)': 'Seleccionar el bloque padre (%s)',
	// Canvas.
	'Block: %s': 'Bloque: %s',
	'Editor canvas': 'Lienzo del editor',
	'Press Enter to edit the document': 'Pulsa Intro para editar el documento',
	'Skip to the selected block': 'Saltar al bloque seleccionado',
	'Add default block': 'Añadir bloque por defecto',
	// Inspector.
	'No block selected.': 'Ningún bloque seleccionado.',
	Settings: 'Ajustes',
	Styles: 'Estilos',
	Advanced: 'Avanzado',
	Content: 'Contenido',
	'List View': 'Vista de lista',
	'Go to parent block': 'Ir al bloque padre',
	Color: 'Color',
	Typography: 'Tipografía',
	Dimensions: 'Dimensiones',
	Layout: 'Diseño',
	Borders: 'Bordes',
	Background: 'Fondo',
	// Inserter.
	Search: 'Buscar',
	'Reset search': 'Restablecer la búsqueda',
	'Close search': 'Cerrar la búsqueda',
	'Browse all': 'Ver todo',
	'No results found.': 'No se han encontrado resultados.',
	Blocks: 'Bloques',
	Patterns: 'Patrones',
	Media: 'Medios',
	'Close Block Inserter': 'Cerrar el insertador de bloques',
	'%s block added': 'Bloque %s añadido',
	// List view.
	'Block navigation structure': 'Estructura de navegación de bloques',
	'Block %1$d of %2$d, Level %3$d.': 'Bloque %1$d de %2$d, nivel %3$d.',
	'Position: %s': 'Posición: %s',
	'This block is locked.': 'Este bloque está bloqueado.',
};

/**
 * Loads `wordpressCatalogue` into `@wordpress/i18n`'s default instance for the
 * WordPress text domain, so the block editor's own UI reads in Spanish; call
 * it before the editor renders (its components translate as they draw).
 *
 * @example
 * loadWordPressTranslations();
 * __( 'No block selected.' ); // 'Ningún bloque seleccionado.'
 */
export function loadWordPressTranslations(): void {
	setLocaleData(
		buildLocaleData( wordpressCatalogue, { domain: WORDPRESS_TEXT_DOMAIN } ),
		WORDPRESS_TEXT_DOMAIN
	);
}
