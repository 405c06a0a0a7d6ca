/** Public surface of @cesta/order-attribution (React-free): source detection, tracking cookies, the page's tracking, classic form inputs. */

export { ORDER_ATTRIBUTION_FIELDS, orderAttributionData } from './attribution-data';
export {
	CHECKOUT_STORE_KEY,
	DIRECT_SOURCE,
	NONE,
	ORDER_ATTRIBUTION_EXTENSION_NAMESPACE,
	ORDER_ATTRIBUTION_FIELD_PREFIX,
	ORDER_ATTRIBUTION_PARAMS_GLOBAL,
	TRACKING_COOKIE_DAYS_PER_MONTH,
	TRACKING_COOKIE_LIFETIME_MONTHS,
	TRACKING_COOKIES,
	TRACKING_FIELD_DELIMITER,
	TRACKING_MIGRATIONS_VALUE,
	TRACKING_SESSION_LENGTH_MINUTES,
} from './constants';
export {
	CONSENT_CHANGE_EVENT,
	CONSENT_TYPE_DEFINED_EVENT,
	followConsentChanges,
	ORDER_ATTRIBUTION_CONSENT_CATEGORY,
} from './consent';
export { formatTrackingDate, formatTrackingValue, parseTrackingValue } from './cookie-format';
export { documentCookieJar } from './cookie-jar';
export {
	detectVisitSource,
	isExternalReferrer,
	organicSource,
	referralSource,
	typeinSource,
	utmSource,
} from './detect-source';
export { writeFormInputs } from './hidden-inputs';
export { SEARCH_ENGINES, SOCIAL_NETWORKS } from './known-sources';
export {
	initOrderAttribution,
	orderAttributionExtensionData,
	resetOrderAttribution,
	setOrderTracking,
	subscribeToOrderAttribution,
	writeHiddenInputs,
} from './page-tracking';
export { readOrderAttributionParams } from './params';
export {
	clearTrackingCookies,
	nextTrackingState,
	readTrackingState,
	trackPageView,
	writeTrackingState,
} from './tracking-state';

export type { SearchEngine, SocialNetwork } from './known-sources';
export type { OrderAttributionEnvironment, OrderAttributionListener } from './page-tracking';
export type { TrackingLifetimes } from './tracking-state';
export type {
	CookieJar,
	OrderAttributionData,
	OrderAttributionField,
	OrderAttributionParams,
	PageView,
	SessionData,
	TrackingState,
	TrafficType,
	VisitSource,
	VisitStart,
	VisitorData,
} from './types';
