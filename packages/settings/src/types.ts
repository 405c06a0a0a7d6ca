/** Types of the host's settings: currency, locale, store pages, countries and states, setting filters. */

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

/**
 * What WooCommerce prints for one country in the `countryData` setting of its
 * cart and checkout pages. PHP prints an empty map as `[]`, so `states` and
 * `locale` may be empty lists.
 *
 * @example
 * const spain: CountryData = {
 * 	allowBilling: true,
 * 	allowShipping: true,
 * 	states: { M: 'Madrid', B: 'Barcelona' },
 * 	locale: { state: { label: 'Province' } },
 * };
 */
export interface CountryData {
	/** Whether the shop sells to (bills) this country. */
	allowBilling: boolean;
	/** Whether the shop ships to this country. */
	allowShipping: boolean;
	/** State code → name; empty when the shop has no list of them. */
	states: Record< string, string > | [];
	/** Address field overrides for this country (`state: { hidden: true }`, labels, …). */
	locale: Record< string, Record< string, unknown > > | [];
	/** The address format (checkout page only). */
	format?: string;
}

/**
 * States by country: country code → state code → name. A country with an
 * empty map has no state field; a country missing from it has states the
 * shop does not list, typed as free text.
 *
 * @example
 * const states: StatesByCountry = { ES: { M: 'Madrid' }, PT: {} };
 */
export type StatesByCountry = Record< string, Record< string, string > >;

/** Name of a known setting. */
export type SettingName = keyof StoreSettings;

/** The filter `getSetting` applies: it receives the stored value and the fallback. */
export type SettingFilter< T > = ( value: unknown, fallback: T ) => T;

/**
 * A section of the checkout form that shows fields: contact information, the
 * two address forms, or the order information block.
 *
 * @example
 * const location: FieldLocation = 'order';
 */
export type FieldLocation = 'contact' | 'address' | 'order';

/**
 * Which field keys each checkout section shows, as the host prints them in
 * `addressFieldsLocations`.
 *
 * @example
 * const locations: AddressFieldsLocations = {
 * 	contact: [ 'email' ], address: [ 'country', 'first_name' ], order: [ 'mi-tienda/regalo' ],
 * };
 */
export type AddressFieldsLocations = Record< FieldLocation, readonly string[] >;

/**
 * One field definition (or a country's override of one) exactly as the host
 * printed it: an object whose members are read with care by the field model.
 *
 * @example
 * const phone: RawFieldSettings = { label: 'Phone', required: true, index: 100 };
 */
export type RawFieldSettings = Record< string, unknown >;
