/** es_ES translations of the strings of @cesta/block-store-notice (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-store-notice`: the store notice's label
 * and dismiss link, and the coming-soon footer banner, in WooCommerce's
 * es_ES wording where it has one.
 *
 * @example
 * blockStoreNotice.Dismiss; // 'Descartar'
 */
export const blockStoreNotice: Catalogue = {
	'Store notice': 'Aviso de la tienda',
	Dismiss: 'Descartar',
	'Coming soon mode': 'Modo «Próximamente»',
	'This page is in "Coming soon" mode and is only visible to you and those who have permission.':
		'Esta página está en modo «Próximamente» y solo la ves tú y quienes tienen permiso.',
	'Change visibility settings': 'Cambiar los ajustes de visibilidad',
	'Dismiss the coming soon banner': 'Descartar el aviso de «Próximamente»',
	'The banner could not be dismissed. Please try again.':
		'No se ha podido descartar el aviso. Inténtalo de nuevo.',
};
