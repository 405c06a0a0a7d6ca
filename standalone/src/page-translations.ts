/** Adds a page's Spanish strings to `wp.i18n`, for the page's locale; called by `cesta:page-catalogue`. */

import { addTranslations } from '@cesta/i18n';
import type { Catalogue } from '@cesta/i18n';

import { pageLocale } from './page-locale';

/**
 * Adds `catalogue` (the strings of this page's modules, written in by the
 * build) to the `cesta` domain when the page's locale is Spanish.
 *
 * @example
 * addPageTranslations( { 'Products in cart': 'Productos en el carrito' } );
 */
export function addPageTranslations( catalogue: Catalogue ): void {
	addTranslations( catalogue, pageLocale() );
}
