/** window.wc.wcBlocksData, blocksCheckoutEvents, wcSettings and priceFormat, as WooCommerce exposes them. */

import * as data from '@cesta/data';
import * as priceFormat from '@cesta/price-format';
import * as settings from '@cesta/settings';

/**
 * The type of `wcBlocksDataGlobal`: the listed members, with their packages' types.
 *
 * @example
 * const api = wcBlocksDataGlobal;
 */
export type WcBlocksDataGlobal = Readonly<
	Pick<
		typeof data,
		| 'cartStore'
		| 'checkoutStore'
		| 'paymentStore'
		| 'validationStore'
		| 'storeNoticesStore'
		| 'collectionsStore'
		| 'schemaStore'
		| 'queryStateStore'
		| 'CART_STORE_KEY'
		| 'CHECKOUT_STORE_KEY'
		| 'PAYMENT_STORE_KEY'
		| 'VALIDATION_STORE_KEY'
		| 'STORE_NOTICES_STORE_KEY'
		| 'COLLECTIONS_STORE_KEY'
		| 'SCHEMA_STORE_KEY'
		| 'QUERY_STATE_STORE_KEY'
		| 'API_BLOCK_NAMESPACE'
		| 'EMPTY_CART_COUPONS'
		| 'EMPTY_CART_CROSS_SELLS'
		| 'EMPTY_CART_ERRORS'
		| 'EMPTY_CART_FEES'
		| 'EMPTY_CART_ITEM_ERRORS'
		| 'EMPTY_CART_ITEMS'
		| 'EMPTY_EXTENSIONS'
		| 'EMPTY_PAYMENT_METHODS'
		| 'EMPTY_PAYMENT_REQUIREMENTS'
		| 'EMPTY_SHIPPING_RATES'
		| 'EMPTY_TAX_LINES'
		| 'processErrorResponse'
	>
>;

/**
 * `window.wc.wcBlocksData` (WooCommerce's `@woocommerce/block-data`): every
 * store descriptor and key, the shared empty values and the error helper.
 *
 * @example
 * window.wp.data.select( window.wc.wcBlocksData.CART_STORE_KEY ).getCartData();
 */
export const wcBlocksDataGlobal: WcBlocksDataGlobal = Object.freeze( {
	cartStore: data.cartStore,
	checkoutStore: data.checkoutStore,
	paymentStore: data.paymentStore,
	validationStore: data.validationStore,
	storeNoticesStore: data.storeNoticesStore,
	collectionsStore: data.collectionsStore,
	schemaStore: data.schemaStore,
	queryStateStore: data.queryStateStore,
	CART_STORE_KEY: data.CART_STORE_KEY,
	CHECKOUT_STORE_KEY: data.CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY: data.PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY: data.VALIDATION_STORE_KEY,
	STORE_NOTICES_STORE_KEY: data.STORE_NOTICES_STORE_KEY,
	COLLECTIONS_STORE_KEY: data.COLLECTIONS_STORE_KEY,
	SCHEMA_STORE_KEY: data.SCHEMA_STORE_KEY,
	QUERY_STATE_STORE_KEY: data.QUERY_STATE_STORE_KEY,
	API_BLOCK_NAMESPACE: data.API_BLOCK_NAMESPACE,
	EMPTY_CART_COUPONS: data.EMPTY_CART_COUPONS,
	EMPTY_CART_CROSS_SELLS: data.EMPTY_CART_CROSS_SELLS,
	EMPTY_CART_ERRORS: data.EMPTY_CART_ERRORS,
	EMPTY_CART_FEES: data.EMPTY_CART_FEES,
	EMPTY_CART_ITEM_ERRORS: data.EMPTY_CART_ITEM_ERRORS,
	EMPTY_CART_ITEMS: data.EMPTY_CART_ITEMS,
	EMPTY_EXTENSIONS: data.EMPTY_EXTENSIONS,
	EMPTY_PAYMENT_METHODS: data.EMPTY_PAYMENT_METHODS,
	EMPTY_PAYMENT_REQUIREMENTS: data.EMPTY_PAYMENT_REQUIREMENTS,
	EMPTY_SHIPPING_RATES: data.EMPTY_SHIPPING_RATES,
	EMPTY_TAX_LINES: data.EMPTY_TAX_LINES,
	processErrorResponse: data.processErrorResponse,
} );

/**
 * The type of `blocksCheckoutEventsGlobal`: the listed members, with their packages' types.
 *
 * @example
 * const api = blocksCheckoutEventsGlobal;
 */
export type BlocksCheckoutEventsGlobal = Readonly<
	Pick< typeof data, 'checkoutEvents' | 'checkoutEventsEmitter' | 'CHECKOUT_EVENTS' >
>;

/**
 * `window.wc.blocksCheckoutEvents` (WooCommerce's current
 * `@woocommerce/blocks-checkout-events`): the checkout events usable outside
 * payment methods.
 *
 * @example
 * window.wc.blocksCheckoutEvents.checkoutEvents.onCheckoutSuccess( track );
 */
export const blocksCheckoutEventsGlobal: BlocksCheckoutEventsGlobal = Object.freeze( {
	checkoutEvents: data.checkoutEvents,
	checkoutEventsEmitter: data.checkoutEventsEmitter,
	CHECKOUT_EVENTS: data.CHECKOUT_EVENTS,
} );

/**
 * The type of `wcSettingsGlobal`: the listed members, with their packages' types.
 *
 * @example
 * const api = wcSettingsGlobal;
 */
export type WcSettingsGlobal = Readonly<
	Pick<
		typeof settings,
		| 'getSetting'
		| 'getSettingWithCoercion'
		| 'getPaymentMethodData'
		| 'allSettings'
		| 'isWpVersion'
		| 'isWcVersion'
		| 'getAdminLink'
		| 'ADMIN_URL'
		| 'COUNTRIES'
		| 'CURRENCY'
		| 'CURRENT_USER_IS_ADMIN'
		| 'HOME_URL'
		| 'LOCALE'
		| 'ORDER_STATUSES'
		| 'PLACEHOLDER_IMG_SRC'
		| 'SITE_TITLE'
		| 'STORE_PAGES'
		| 'WC_VERSION'
		| 'WP_LOGIN_URL'
		| 'WP_VERSION'
	>
>;

/**
 * `window.wc.wcSettings` (WooCommerce's `@woocommerce/settings`).
 *
 * @example
 * window.wc.wcSettings.getSetting( 'dummy_data', {} );
 */
export const wcSettingsGlobal: WcSettingsGlobal = Object.freeze( {
	getSetting: settings.getSetting,
	getSettingWithCoercion: settings.getSettingWithCoercion,
	getPaymentMethodData: settings.getPaymentMethodData,
	allSettings: settings.allSettings,
	isWpVersion: settings.isWpVersion,
	isWcVersion: settings.isWcVersion,
	getAdminLink: settings.getAdminLink,
	ADMIN_URL: settings.ADMIN_URL,
	COUNTRIES: settings.COUNTRIES,
	CURRENCY: settings.CURRENCY,
	CURRENT_USER_IS_ADMIN: settings.CURRENT_USER_IS_ADMIN,
	HOME_URL: settings.HOME_URL,
	LOCALE: settings.LOCALE,
	ORDER_STATUSES: settings.ORDER_STATUSES,
	PLACEHOLDER_IMG_SRC: settings.PLACEHOLDER_IMG_SRC,
	SITE_TITLE: settings.SITE_TITLE,
	STORE_PAGES: settings.STORE_PAGES,
	WC_VERSION: settings.WC_VERSION,
	WP_LOGIN_URL: settings.WP_LOGIN_URL,
	WP_VERSION: settings.WP_VERSION,
} );

/**
 * The type of `priceFormatGlobal`: the listed members, with their packages' types.
 *
 * @example
 * const api = priceFormatGlobal;
 */
export type PriceFormatGlobal = Readonly<
	Pick< typeof priceFormat, 'formatPrice' | 'getCurrency' | 'getCurrencyFromPriceResponse' >
>;

/**
 * `window.wc.priceFormat` (WooCommerce's `@woocommerce/price-format`).
 *
 * @example
 * window.wc.priceFormat.formatPrice( 4995, window.wc.priceFormat.getCurrency() ); // '€49.95'
 */
export const priceFormatGlobal: PriceFormatGlobal = Object.freeze( {
	formatPrice: priceFormat.formatPrice,
	getCurrency: priceFormat.getCurrency,
	getCurrencyFromPriceResponse: priceFormat.getCurrencyFromPriceResponse,
} );
