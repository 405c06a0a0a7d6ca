/** What the demo prints as window.wcSettings: core settings, store pages, countries and the preloaded cart. */

import { __ } from '@wordpress/i18n';

import { checkoutFieldsSetting } from '@cesta/mocks';
import type { CheckoutFieldsSetting, Engine, SavedPaymentMethodSetting } from '@cesta/mocks';
import { SAMPLE_ADDRESS_PROVIDER_SETTING } from '@cesta/mocks/address-provider';
import type { AddressProviderSetting } from '@cesta/mocks/address-provider';
import type { StorePage, StorePages, StoreSettings } from '@cesta/settings';
import type { CartResponse } from '@cesta/types';

import { BUNDLES_PATH, DEMO_PATHS, LOGIN_PATH, PRELOADED_CART_PATH } from '../constants';
import { countrySettings } from './countries';
import type { CountrySettings } from './countries';
import type { PreloadedResponse } from './visitor';

/** The offline gateways the sample methods entry registers in the browser. */
const BLOCK_PAYMENT_METHODS = [ 'bacs', 'cheque', 'cod' ];

/**
 * What the demo prints as `window.wcSettings`: WooCommerce's core settings,
 * the cart block's own keys and the preloaded Store API answers.
 *
 * @example
 * const settings: HostSettings = shopSettings( engine, { cart } );
 * settings.currency.code; // 'EUR'
 */
export type HostSettings = StoreSettings &
	CountrySettings &
	CheckoutFieldsSetting & {
		baseLocation: { country: string; state: string };
		couponsEnabled: boolean;
		shippingEnabled: boolean;
		isShippingCalculatorEnabled: boolean;
		localPickupEnabled: boolean;
		checkoutAllowsGuest: boolean;
		checkoutAllowsSignup: boolean;
		/** The server-side entries of the address autocomplete providers. */
		addressAutocompleteProviders: AddressProviderSetting[];
		/** A logged-in customer's saved cards, by token type (not printed for guests). */
		customerPaymentMethods?: Record< string, SavedPaymentMethodSetting[] >;
		hasDarkEditorStyleSupport: boolean;
		isBlockTheme: boolean;
		wcBlocksConfig: { buildPhase: number; pluginUrl: string; wordCountType: string };
		preloadedApiRequests: Record< string, PreloadedResponse< unknown > >;
	} & {
		/** Each declared gateway's data for its plugin script (`getSetting( '<id>_data' )`). */
		[ gatewayData: `${ string }_data` ]: PaymentMethodDataSetting;
	};

/**
 * A payment method's data as WooCommerce prints it for the method's script
 * (`get_payment_method_data()`, under `paymentMethodData` and as `<id>_data`).
 *
 * @example
 * const data: PaymentMethodDataSetting = { title: 'Contra reembolso', description: 'Paga en efectivo…', supports: [ 'products' ] };
 */
export interface PaymentMethodDataSetting {
	title: string;
	description: string;
	supports: string[];
}

/**
 * What `shopSettings` needs to know about the visitor.
 *
 * @example
 * const visitor: SettingsVisitor = { cart: null, userId: 0 };
 */
export interface SettingsVisitor {
	/** The visitor's cart to preload, or null to let the client load it. */
	cart: PreloadedResponse< CartResponse > | null;
	userId: number;
}

const storePage = ( id: number, title: string, permalink: string ): StorePage => ( {
	id,
	title,
	permalink,
} );

/**
 * The store pages with the sample shop's slugs (spec §2).
 *
 * @example
 * demoStorePages().cart.permalink; // '/carrito/'
 */
export function demoStorePages(): StorePages {
	return {
		shop: storePage( 5, __( 'Shop', 'cesta' ), DEMO_PATHS.shop ),
		cart: storePage( 6, __( 'Cart', 'cesta' ), DEMO_PATHS.cart ),
		checkout: storePage( 7, __( 'Checkout', 'cesta' ), DEMO_PATHS.checkout ),
		myaccount: storePage( 8, __( 'My account', 'cesta' ), DEMO_PATHS.myaccount ),
		privacy: storePage( 3, __( 'Privacy policy', 'cesta' ), DEMO_PATHS.privacy ),
		terms: storePage( 9, __( 'Terms and conditions', 'cesta' ), DEMO_PATHS.terms ),
	};
}

/**
 * WooCommerce's order statuses by slug with their names in the shop's
 * language (`wc_get_order_statuses()`, printed as the `orderStatuses` setting).
 *
 * @example
 * orderStatusNames()[ 'on-hold' ]; // 'En espera'
 */
export function orderStatusNames(): Record< string, string > {
	return {
		pending: __( 'Pending payment', 'cesta' ),
		processing: __( 'Processing', 'cesta' ),
		'on-hold': __( 'On hold', 'cesta' ),
		completed: __( 'Completed', 'cesta' ),
		cancelled: __( 'Cancelled', 'cesta' ),
		refunded: __( 'Refunded', 'cesta' ),
		failed: __( 'Failed', 'cesta' ),
		'checkout-draft': __( 'Draft', 'cesta' ),
	};
}

/**
 * The settings a WooCommerce host prints on the cart page, built from the
 * simulated shop so the page and the Store API agree: EUR and es_ES, the store
 * pages, countries and states, taxes and coupons as the shop is set up, the
 * offline payment methods with their Spanish titles and the gateways
 * declared through a gateways configuration (in the sort order, in
 * `paymentMethodData` and as `<id>_data` for their scripts), an anonymous shopper
 * (`currentUserIsAdmin: false`) and the visitor's cart preloaded under
 * `/wc/store/v1/cart`.
 *
 * @example
 * const settings = shopSettings( mock.engine, { cart: visitor.cart, userId: 0 } );
 * settings.preloadedApiRequests[ '/wc/store/v1/cart' ].body.items;
 */
export function shopSettings( engine: Engine, visitor: SettingsVisitor ): HostSettings {
	const { fixtures, settings } = engine.context;
	const { currency, base, name } = fixtures.store;
	const gateways = fixtures.paymentGateways.filter(
		( gateway ) =>
			( BLOCK_PAYMENT_METHODS.includes( gateway.id ) || gateway.scripted ) &&
			settings.enabledGateways.includes( gateway.id )
	);
	const methodData = Object.fromEntries(
		gateways.map(
			( { id, title, description, supports } ): [ string, PaymentMethodDataSetting ] => [
				id,
				{ title, description, supports: supports ?? [ 'products' ] },
			]
		)
	);
	return {
		adminUrl: '/wp-admin/',
		homeUrl: DEMO_PATHS.home,
		wpLoginUrl: LOGIN_PATH,
		siteTitle: name,
		placeholderImgSrc: '',
		currentUserId: visitor.userId,
		currentUserIsAdmin: false,
		dateFormat: 'j F, Y',
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
		locale: {
			siteLocale: 'es_ES',
			userLocale: 'es_ES',
			weekdaysShort: [ 'dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb' ],
		},
		...countrySettings( settings.allowedCountries, settings.shippingCountries ),
		...checkoutFieldsSetting( engine.context ),
		orderStatuses: orderStatusNames(),
		storePages: demoStorePages(),
		productsSettings: { cartRedirectAfterAdd: false },
		baseLocation: { country: base.country, state: base.state },
		displayCartPricesIncludingTax: settings.taxDisplayCart === 'incl',
		taxesEnabled: settings.taxesEnabled,
		displayItemizedTaxes: settings.itemizedTaxes,
		couponsEnabled: settings.couponsEnabled,
		shippingEnabled: settings.shippingEnabled,
		isShippingCalculatorEnabled: true,
		localPickupEnabled: fixtures.pickupLocations.some( ( location ) => location.enabled ),
		collectableMethodIds: [ 'pickup_location' ],
		checkoutAllowsGuest: settings.guestCheckout,
		checkoutAllowsSignup: settings.enableSignup,
		addressAutocompleteProviders: [ SAMPLE_ADDRESS_PROVIDER_SETTING ],
		...( visitor.userId
			? { customerPaymentMethods: engine.customerPaymentMethods( visitor.userId ) }
			: {} ),
		hasDarkEditorStyleSupport: false,
		isBlockTheme: true,
		paymentMethodSortOrder: gateways.map( ( gateway ) => gateway.id ),
		paymentMethodData: methodData,
		...Object.fromEntries(
			gateways
				.filter( ( gateway ) => gateway.scripted )
				.map( ( { id } ) => [ `${ id }_data`, methodData[ id ]! ] )
		),
		wcBlocksConfig: { buildPhase: 3, pluginUrl: BUNDLES_PATH, wordCountType: 'words' },
		preloadedApiRequests: visitor.cart ? { [ PRELOADED_CART_PATH ]: visitor.cart } : {},
	};
}
