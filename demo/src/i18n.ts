import { loadTranslations } from '@cesta/i18n';

/**
 * Loads the Spanish catalogue into `@wordpress/i18n`'s default instance: the
 * demo renders its pages, and the cart block's server markup, in the shop's
 * language (es_ES) with the same `__()` calls the browser uses.
 *
 * @example
 * loadShopTranslations();
 * __( 'Cart', 'cesta' ); // 'Carrito'
 */
export function loadShopTranslations(): void {
	loadTranslations( 'es_ES' );
}
