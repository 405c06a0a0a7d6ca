/** es_ES translations of the strings of @cesta/storefront-chrome (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/storefront-chrome`: the header, its popups,
 * the search field's announcements (spec 1 §8) and scroll-to-top, in
 * WordPress's and WooCommerce's es_ES wording where they have one.
 *
 * @example
 * storefrontChrome[ 'No results.' ]; // 'No hay resultados.'
 */
export const storefrontChrome: Catalogue = {
	Menu: 'Menú',
	'Main menu': 'Menú principal',
	Close: 'Cerrar',
	'Log in': 'Acceder',
	'My account': 'Mi cuenta',
	'Username or email address': 'Nombre de usuario o correo electrónico',
	Password: 'Contraseña',
	'Remember me': 'Recuérdame',
	'Lost your password?': '¿Has olvidado tu contraseña?',
	'Search products': 'Buscar productos',
	'Search products…': 'Buscar productos…',
	Search: 'Buscar',
	Suggestions: 'Sugerencias',
	'Back to top': 'Volver arriba',
	// The search field's announcements (WordPress's item-field messages).
	'Invalid item': 'Elemento no válido',
	'Item removed.': 'Elemento eliminado.',
	'Item added.': 'Elemento añadido.',
	'No results.': 'No hay resultados.',
	'%d result found.': [ '%d resultado encontrado.', '%d resultados encontrados.' ],
};
