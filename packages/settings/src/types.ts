/**
 * Currency of the store as the host prints it in `wcSettings.currency`.
 *
 * @example
 * const eur: CurrencySettings = {
 * 	code: 'EUR', precision: 2, symbol: '€', symbolPosition: 'left',
 * 	decimalSeparator: '.', thousandSeparator: ',', priceFormat: '%1$s%2$s',
 * };
 */
export interface CurrencySettings {
	/** ISO 4217 code. */
	code: string;
	/** Number of decimals (the minor unit). */
	precision: number;
	symbol: string;
	symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
	decimalSeparator: string;
	thousandSeparator: string;
	/** sprintf-style format: `%1$s` is the symbol, `%2$s` the amount. */
	priceFormat: string;
}

/** Locale of the site and of the current user. */
export interface LocaleSettings {
	/** E.g. `es_ES`. */
	siteLocale: string;
	userLocale: string;
	weekdaysShort: string[];
}

/** A page of the store (cart, checkout, …); unpublished pages have id 0 and permalink false. */
export interface StorePage {
	id: number;
	title: string;
	permalink: string | false;
}

/** The store pages by role. */
export interface StorePages {
	myaccount: StorePage;
	shop: StorePage;
	cart: StorePage;
	checkout: StorePage;
	privacy: StorePage;
	terms: StorePage;
}

/** Product settings relevant to the storefront. */
export interface ProductsSettings {
	/** Send the shopper to the cart after adding a product. */
	cartRedirectAfterAdd: boolean;
}

/**
 * Every setting Cesta reads, with its type. Hosts may print more; unknown
 * keys are read through `getSetting` with an explicit fallback.
 */
export interface StoreSettings {
	adminUrl: string;
	homeUrl: string;
	wpLoginUrl: string;
	siteTitle: string;
	placeholderImgSrc: string;
	currentUserId: number;
	currentUserIsAdmin: boolean;
	dateFormat: string;
	wcVersion: string;
	wpVersion: string;
	currency: CurrencySettings;
	locale: LocaleSettings;
	/** Country code → name. */
	countries: Record< string, string >;
	/** Order status slug (without `wc-`) → label. */
	orderStatuses: Record< string, string >;
	storePages: StorePages;
	productsSettings: ProductsSettings;
	displayCartPricesIncludingTax: boolean;
	taxesEnabled: boolean;
	displayItemizedTaxes: boolean;
	/** Shipping method ids that mean local pickup. */
	collectableMethodIds: string[];
	/** Ids of enabled gateways, in the order the shop set. */
	paymentMethodSortOrder: string[];
	/** Data each payment method's server side handed to its client side, by method name. */
	paymentMethodData: Record< string, unknown >;
}

/** Name of a known setting. */
export type SettingName = keyof StoreSettings;

/** The filter `getSetting` applies: it receives the stored value and the fallback. */
export type SettingFilter< T > = ( value: unknown, fallback: T ) => T;
