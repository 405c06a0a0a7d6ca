/**
 * Public surface of @cesta/block-store-notice: the React-free enhancer for
 * the browser. The server's markup writers are in the `./markup` entry.
 */
export {
	COMING_SOON_BANNER_DISMISSED_META,
	COMING_SOON_BANNER_ID,
	COMING_SOON_DISMISS_SELECTOR,
	FOCUSED_NOTICE_SELECTOR,
	NOTICE_REFOCUS_EVENTS,
	STORE_NOTICE_COOKIE_PREFIX,
	STORE_NOTICE_DISMISS_SELECTOR,
	STORE_NOTICE_FOCUS_DELAY_MS,
	STORE_NOTICE_HIDDEN_VALUE,
	STORE_NOTICE_SELECTOR,
	WP_NONCE_HEADER,
} from './constants';
export { dismissComingSoonBanner } from './enhance/dismiss-coming-soon-banner';
export { enhanceComingSoonBanner } from './enhance/enhance-coming-soon-banner';
export { enhanceStoreNotices } from './enhance/enhance-store-notices';
export { focusFirstAlertNotice } from './enhance/focus-alert-notice';
export {
	isStoreNoticeDismissed,
	rememberStoreNoticeDismissed,
	storeNoticeCookieName,
} from './enhance/store-notice-cookie';
export { hideElement, showElement } from './enhance/visibility';
