/** The engine's context: shop settings, engine options and defaults, locale slugs and the translator. */

import { sampleShop } from '../../fixtures';
import type { ShopFixtures } from '../../fixtures/types';
import { QUANTITY_MAXIMUM_DEFAULT, LOW_STOCK_AMOUNT_DEFAULT } from './constants';
import { SAMPLE_ADDITIONAL_FIELDS, SAMPLE_CORE_FIELDS } from './field-settings';
import type { AdditionalFieldSetting, CoreFieldSettings } from './field-settings';
import { translate } from './messages';
import type { MessageId, SiteLocale } from './messages';

/**
 * The shop's WooCommerce settings that change how the server answers.
 *
 * @example
 * const settings: Partial< ShopSettings > = { guestCheckout: false };
 */
export interface ShopSettings {
	/** Countries a billing address may be in (`woocommerce_specific_allowed_countries`). */
	allowedCountries: string[];
	/** Countries the shop ships to (`woocommerce_specific_ship_to_countries`). */
	shippingCountries: string[];
	guestCheckout: boolean;
	/** Whether shoppers may create an account at checkout. */
	enableSignup: boolean;
	/** Whether WooCommerce makes up the password of an account created at checkout. */
	generatePassword: boolean;
	couponsEnabled: boolean;
	shippingEnabled: boolean;
	taxesEnabled: boolean;
	taxDisplayShop: 'incl' | 'excl';
	taxDisplayCart: 'incl' | 'excl';
	/** `woocommerce_tax_total_display` is `itemized` (the captures show `tax_lines`). */
	itemizedTaxes: boolean;
	/** Whose address decides tax: the shipping address (default), billing, or the shop base. */
	taxBasedOn: 'shipping' | 'billing' | 'base';
	/** Only calculate shipping once the shopper entered an address. */
	shippingCostRequiresAddress: boolean;
	/** Highest quantity of one product a cart may hold (`QuantityLimits`). */
	quantityLimitDefault: number;
	lowStockAmount: number;
	/** Gateways switched on, by id, in display order. */
	enabledGateways: string[];
	/**
	 * Company, apartment and phone: hidden, optional or required. They shape
	 * the checkout form (`defaultFields`); at order time the server requires
	 * company and apartment as set, but never the phone.
	 */
	coreFields: CoreFieldSettings;
	/** Contact and order fields extensions register (`additional_fields`). */
	additionalFields: AdditionalFieldSetting[];
}

/**
 * Everything `createEngine` accepts; each part has the sample shop's default.
 *
 * @example
 * createEngine( { siteLocale: 'en_US', siteUrl: 'http://127.0.0.1:9090' } );
 */
export interface EngineOptions {
	fixtures?: ShopFixtures;
	/** Public URL of the shop: permalinks, images and redirects are built on it. */
	siteUrl?: string;
	siteLocale?: SiteLocale;
	/** Secret for nonces, cookies and Cart-Tokens (`wp_salt()`). */
	secret?: string;
	/** Clock in milliseconds, replaceable in tests. */
	now?: () => number;
	settings?: Partial< ShopSettings >;
	/** Id of the first order placed. */
	firstOrderId?: number;
}

/**
 * The sample shop's settings.
 *
 * @example
 * DEFAULT_SETTINGS.taxDisplayCart; // 'excl'
 */
export const DEFAULT_SETTINGS: ShopSettings = {
	allowedCountries: [
		'ES',
		'PT',
		'FR',
		'DE',
		'IT',
		'NL',
		'BE',
		'AT',
		'IE',
		'GB',
		'CH',
		'US',
		'MX',
		'AR',
	],
	shippingCountries: [ 'ES', 'PT', 'FR', 'DE', 'IT', 'NL', 'BE', 'AT', 'IE', 'GB', 'CH' ],
	guestCheckout: true,
	enableSignup: true,
	generatePassword: false,
	couponsEnabled: true,
	shippingEnabled: true,
	taxesEnabled: true,
	taxDisplayShop: 'excl',
	taxDisplayCart: 'excl',
	itemizedTaxes: true,
	taxBasedOn: 'shipping',
	shippingCostRequiresAddress: false,
	quantityLimitDefault: QUANTITY_MAXIMUM_DEFAULT,
	lowStockAmount: LOW_STOCK_AMOUNT_DEFAULT,
	enabledGateways: [ 'bacs', 'cheque', 'cod', 'cesta_test_card' ],
	coreFields: SAMPLE_CORE_FIELDS,
	additionalFields: SAMPLE_ADDITIONAL_FIELDS,
};

/**
 * URL slugs, which WordPress sets in the site language at install time.
 *
 * @example
 * slugsFor( 'es_ES' ).product; // 'producto'
 */
export function slugsFor( locale: SiteLocale ) {
	return locale === 'es_ES'
		? {
				product: 'producto',
				category: 'categoria-producto',
				tag: 'etiqueta-producto',
				brand: 'marca',
				cart: 'carrito',
				checkout: 'checkout',
				shop: 'tienda',
				account: 'mi-cuenta',
			}
		: {
				product: 'product',
				category: 'product-category',
				tag: 'product-tag',
				brand: 'brand',
				cart: 'cart',
				checkout: 'checkout',
				shop: 'shop',
				account: 'my-account',
			};
}

/**
 * What every part of the engine shares: resolved options plus a translator.
 *
 * @example
 * context.t( 'invalidNonce' ); // 'El nonce no es válido.'
 */
export interface EngineContext {
	readonly fixtures: ShopFixtures;
	readonly settings: ShopSettings;
	readonly siteUrl: string;
	readonly locale: SiteLocale;
	readonly secret: string;
	readonly slugs: ReturnType< typeof slugsFor >;
	/** Current time in whole seconds. */
	nowSeconds(): number;
	t( id: MessageId, ...args: Array< string | number > ): string;
}

/**
 * Resolves options against the defaults.
 *
 * @example
 * const context = createContext( { siteLocale: 'en_US' } );
 */
export function createContext( options: EngineOptions = {} ): EngineContext {
	const locale = options.siteLocale ?? 'es_ES';
	const now = options.now ?? Date.now;
	return {
		fixtures: options.fixtures ?? sampleShop,
		settings: { ...DEFAULT_SETTINGS, ...options.settings },
		siteUrl: ( options.siteUrl ?? 'http://localhost:9090' ).replace( /\/+$/, '' ),
		locale,
		secret: options.secret ?? 'cesta-mock-secret',
		slugs: slugsFor( locale ),
		nowSeconds: () => Math.floor( now() / 1000 ),
		t: ( id, ...args ) => translate( locale, id, ...args ),
	};
}
