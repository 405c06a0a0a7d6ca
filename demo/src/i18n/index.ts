/** Loads the library's and the demo's Spanish translations before the demo renders pages. */

import { addTranslations, loadTranslations } from '@cesta/i18n';

import { demoCatalogue } from './catalogue';

/**
 * Loads the library's Spanish catalogue, then the demo's own strings, into
 * `@wordpress/i18n`'s default instance: the demo renders its pages, and the
 * cart block's server markup, in the shop's language (es_ES) with the same
 * `__()` calls the browser uses.
 *
 * @example
 * loadShopTranslations();
 * __( 'Cart', 'cesta' ); // 'Carrito'
 */
export function loadShopTranslations(): void {
	loadTranslations( 'es_ES' );
	addTranslations( demoCatalogue, 'es_ES' );
}
