/** The settings assumed when the host prints none: the spec's Spanish sample shop. */

import type { StorePage, StoreSettings } from './types';

const page = ( id: number, title: string, slug: string ): StorePage => ( {
	id,
	title,
	permalink: `/${ slug }/`,
} );

const sampleShopSettings: StoreSettings = {
	adminUrl: '/wp-admin/',
	homeUrl: '/',
	wpLoginUrl: '/wp-login.php',
	siteTitle: '',
	placeholderImgSrc: '',
	currentUserId: 0,
	currentUserIsAdmin: false,
	dateFormat: 'j F, Y',
	wcVersion: '',
	wpVersion: '',
	currency: {
		code: 'EUR',
		precision: 2,
		symbol: '€',
		symbolPosition: 'left',
		decimalSeparator: '.',
		thousandSeparator: ',',
		priceFormat: '%1$s%2$s',
	},
	locale: {
		siteLocale: 'es_ES',
		userLocale: 'es_ES',
		weekdaysShort: [ 'dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb' ],
	},
	countries: {},
	orderStatuses: {
		pending: 'Pendiente de pago',
		processing: 'Procesando',
		'on-hold': 'En espera',
		completed: 'Completado',
		cancelled: 'Cancelado',
		refunded: 'Reembolsado',
		failed: 'Fallido',
		'checkout-draft': 'Borrador',
	},
	storePages: {
		myaccount: page( 0, 'Mi cuenta', 'mi-cuenta' ),
		shop: page( 0, 'Tienda', 'tienda' ),
		cart: page( 0, 'Carrito', 'carrito' ),
		checkout: page( 0, 'Finalizar compra', 'checkout' ),
		privacy: page( 0, 'Política de privacidad', 'politica-de-privacidad' ),
		terms: page( 0, 'Términos y condiciones', 'terminos-y-condiciones' ),
	},
	productsSettings: { cartRedirectAfterAdd: false },
	displayCartPricesIncludingTax: false,
	taxesEnabled: true,
	displayItemizedTaxes: false,
	collectableMethodIds: [ 'pickup_location' ],
	paymentMethodSortOrder: [],
	paymentMethodData: {},
};

/**
 * The settings Cesta assumes when the host prints none: the Spanish sample
 * shop of the specification (EUR, es_ES, its store pages and order statuses).
 *
 * @example
 * DEFAULT_SETTINGS.currency.code; // 'EUR'
 */
export const DEFAULT_SETTINGS: Readonly< StoreSettings > = Object.freeze( sampleShopSettings );

/**
 * Order statuses that analytics leave out by default: drafts are not orders yet.
 */
export const EXCLUDED_ANALYTICS_ORDER_STATUSES: readonly string[] = Object.freeze( [
	'checkout-draft',
] );
