/**
 * The `window.wcSettings` a Spanish WooCommerce host prints on its shop,
 * cart and checkout pages, built from the simulated shop the stories talk to,
 * so what a block offers (countries, payment methods, pickup, fields) is what
 * the Store API accepts.
 */
import { checkoutFieldsSetting } from '@cesta/mocks';
import type { Engine } from '@cesta/mocks';
import { COUNTRY_STATES } from '@cesta/mocks/browser';

/** The offline gateways `@cesta/blocks-checkout/sample-methods` registers. */
export const SAMPLE_GATEWAYS = [ 'bacs', 'cheque', 'cod' ];

/** The sample shop's pages (spec §2 slugs); their titles are the host's, in Spanish. */
const STORE_PAGES = {
	shop: { id: 5, title: 'Tienda', permalink: '/tienda/' },
	cart: { id: 6, title: 'Carrito', permalink: '/carrito/' },
	checkout: { id: 7, title: 'Finalizar compra', permalink: '/finalizar-compra/' },
	myaccount: { id: 8, title: 'Mi cuenta', permalink: '/mi-cuenta/' },
	privacy: { id: 3, title: 'Política de privacidad', permalink: '/politica-de-privacidad/' },
	terms: { id: 9, title: 'Términos y condiciones', permalink: '/terminos-y-condiciones/' },
};

/** WooCommerce's address format for countries without one of their own (`{name}` is first and last name). */
const DEFAULT_ADDRESS_FORMAT =
	'{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';

const pick = < T >( codes: string[], value: ( code: string ) => T ): Record< string, T > =>
	Object.fromEntries( codes.map( ( code ) => [ code, value( code ) ] ) );

/** Countries in Spanish (CLDR names), their states and `countryData`, as WooCommerce prints them. */
function countrySettings( allowed: string[], shipping: string[] ) {
	const names = new Intl.DisplayNames( [ 'es' ], { type: 'region' } );
	const all = [ ...new Set( [ ...allowed, ...shipping ] ) ];
	const nameOf = ( code: string ) => names.of( code ) ?? code;
	const statesOf = ( code: string ) => COUNTRY_STATES[ code ] ?? {};
	const withStates = ( codes: string[] ) => codes.filter( ( code ) => code in COUNTRY_STATES );
	return {
		countries: pick( all, nameOf ),
		allowedCountries: pick( allowed, nameOf ),
		shippingCountries: pick( shipping, nameOf ),
		allowedStates: pick( withStates( allowed ), statesOf ),
		shippingStates: pick( withStates( shipping ), statesOf ),
		countryData: pick( all, ( code ) => ( {
			allowBilling: allowed.includes( code ),
			allowShipping: shipping.includes( code ),
			states: statesOf( code ),
			locale: {},
		} ) ),
	};
}

/**
 * Who visits the page and which of the shop's gateways it prints.
 *
 * @example
 * const visitor: ShopVisitor = { userId: 2, isAdmin: false, gateways: [ 'cesta_test_card' ] };
 */
export interface ShopVisitor {
	/** 0 for a guest, else the logged-in customer (their saved cards are printed). */
	userId: number;
	/** Administrators see payment diagnostics (registration errors). */
	isAdmin: boolean;
	/** The gateways with a script on the page, in display order. */
	gateways: string[];
}

/**
 * The settings of the sample shop's pages: currency and locale, store pages,
 * countries, checkout fields, coupons, shipping and pickup, guest checkout
 * and sign-up, the saved cards of a logged-in customer, the data and order of
 * the visitor's gateways, and whether the visitor is an administrator.
 *
 * @example
 * window.wcSettings = shopSettings( mock.engine, { userId: 0, isAdmin: false, gateways: SAMPLE_GATEWAYS } );
 */
export function shopSettings(
	engine: Engine,
	{ userId, isAdmin, gateways: gatewayIds }: ShopVisitor
): Record< string, unknown > {
	const { fixtures, settings } = engine.context;
	const { currency, base, name } = fixtures.store;
	const gateways = gatewayIds.flatMap(
		( id ) => fixtures.paymentGateways.find( ( gateway ) => gateway.id === id ) ?? []
	);
	return {
		adminUrl: '/wp-admin/',
		homeUrl: '/',
		wpLoginUrl: '/wp-login.php',
		siteTitle: name,
		currentUserId: userId,
		currentUserIsAdmin: isAdmin,
		wcVersion: '9.9.5',
		wpVersion: '6.8.3',
		currency: {
			code: currency.code,
			precision: currency.minorUnit,
			symbol: currency.symbol,
			symbolPosition: currency.position,
			decimalSeparator: currency.decimalSeparator,
			thousandSeparator: currency.thousandSeparator,
			priceFormat: '%1$s%2$s',
		},
		locale: { siteLocale: 'es_ES', userLocale: 'es_ES' },
		...countrySettings( settings.allowedCountries, settings.shippingCountries ),
		...checkoutFieldsSetting( engine.context ),
		storePages: STORE_PAGES,
		productsSettings: { cartRedirectAfterAdd: false },
		baseLocation: { country: base.country, state: base.state },
		displayCartPricesIncludingTax: settings.taxDisplayCart === 'incl',
		taxesEnabled: settings.taxesEnabled,
		displayItemizedTaxes: settings.itemizedTaxes,
		couponsEnabled: settings.couponsEnabled,
		shippingEnabled: settings.shippingEnabled,
		isShippingCalculatorEnabled: true,
		localPickupEnabled: fixtures.pickupLocations.some( ( location ) => location.enabled ),
		localPickupText: fixtures.pickupMethodTitle,
		collectableMethodIds: [ 'pickup_location' ],
		checkoutAllowsGuest: settings.guestCheckout,
		checkoutAllowsSignup: settings.enableSignup,
		generatePassword: settings.generatePassword,
		shippingCostRequiresAddress: settings.shippingCostRequiresAddress,
		shippingMethodsExist: settings.shippingEnabled,
		checkoutShowLoginReminder: true,
		defaultAddressFormat: DEFAULT_ADDRESS_FORMAT,
		...( userId ? { customerPaymentMethods: engine.customerPaymentMethods( userId ) } : {} ),
		paymentMethodSortOrder: gateways.map( ( gateway ) => gateway.id ),
		paymentMethodData: Object.fromEntries(
			gateways.map( ( { id, title, description } ) => [
				id,
				{ title, description, supports: [ 'products' ] },
			] )
		),
	};
}
