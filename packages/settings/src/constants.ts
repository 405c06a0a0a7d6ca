/** The settings WooCommerce exposes as constants (CURRENCY, LOCALE, …), read once when the module loads. */

import { readSettings } from './read-settings';

/*
 * WooCommerce exposes these as constants read once when the settings module
 * loads; plugins import them by these names. Cesta's own code calls
 * `getSetting` instead, which sees later changes of `window.wcSettings`.
 */
const snapshot = readSettings();

/** The admin URL, as read when the module loaded. */
export const ADMIN_URL = snapshot.adminUrl;
/** Country code → name, as read when the module loaded. */
export const COUNTRIES = snapshot.countries;
/** The store currency, as read when the module loaded. */
export const CURRENCY = snapshot.currency;
/** Whether the visitor is an administrator, as read when the module loaded. */
export const CURRENT_USER_IS_ADMIN = snapshot.currentUserIsAdmin;
/** The site's home URL, as read when the module loaded. */
export const HOME_URL = snapshot.homeUrl;
/** Site and user locale, as read when the module loaded. */
export const LOCALE = snapshot.locale;
/** Order status labels, as read when the module loaded. */
export const ORDER_STATUSES = snapshot.orderStatuses;
/** The placeholder product image, as read when the module loaded. */
export const PLACEHOLDER_IMG_SRC = snapshot.placeholderImgSrc;
/** The site title, as read when the module loaded. */
export const SITE_TITLE = snapshot.siteTitle;
/** The store pages, as read when the module loaded. */
export const STORE_PAGES = snapshot.storePages;
/** The WooCommerce version the host reports, as read when the module loaded. */
export const WC_VERSION = snapshot.wcVersion;
/** The login URL, as read when the module loaded. */
export const WP_LOGIN_URL = snapshot.wpLoginUrl;
/** The WordPress version the host reports, as read when the module loaded. */
export const WP_VERSION = snapshot.wpVersion;
