/** Public surface of @cesta/settings. */

export {
	ADMIN_URL,
	COUNTRIES,
	CURRENCY,
	CURRENT_USER_IS_ADMIN,
	HOME_URL,
	LOCALE,
	ORDER_STATUSES,
	PLACEHOLDER_IMG_SRC,
	SITE_TITLE,
	STORE_PAGES,
	WC_VERSION,
	WP_LOGIN_URL,
	WP_VERSION,
} from './constants';
export {
	DEFAULT_ADDRESS_FIELDS_LOCATIONS,
	getAddressFieldsLocations,
	getCountryLocaleSetting,
	getDefaultFieldsSetting,
	hasCountryDataSetting,
} from './checkout-fields';
export {
	getAllowedCountries,
	getAllowedStates,
	getShippingCountries,
	getShippingStates,
} from './country-lists';
export { DEFAULT_SETTINGS, EXCLUDED_ANALYTICS_ORDER_STATUSES } from './defaults';
export { compareVersions, getAdminLink, isAdmin, isWcVersion, isWpVersion } from './environment';
export { getPaymentMethodData, getSetting, getSettingWithCoercion } from './get-setting';
export { allSettings, readSettings } from './read-settings';
export { DEFAULT_LOGIN_PATH, getMyAccountUrl, getStorePageUrl } from './store-pages';

export type { VersionOperator } from './environment';
export type {
	AddressFieldsLocations,
	CountryData,
	CurrencySettings,
	FieldLocation,
	LocaleSettings,
	ProductsSettings,
	RawFieldSettings,
	SettingFilter,
	SettingName,
	StatesByCountry,
	StorePage,
	StorePages,
	StoreSettings,
} from './types';
