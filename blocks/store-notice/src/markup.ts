/**
 * The `markup` entry (`@cesta/block-store-notice/markup`): what a server
 * needs to print the store notice and the coming-soon banner, with no DOM,
 * no React and no network, so it runs in Node as in the browser.
 */
export {
	COMING_SOON_BANNER_DISMISSED_META,
	COMING_SOON_BANNER_ID,
	STORE_NOTICE_ALLOWED_ATTR,
	STORE_NOTICE_ALLOWED_TAGS,
	STORE_NOTICE_COOKIE_PREFIX,
	STORE_NOTICE_HIDDEN_VALUE,
} from './constants';
export { renderComingSoonBannerMarkup } from './markup/render-coming-soon-banner-markup';
export { renderStoreNoticeMarkup, safeNoticeMessage } from './markup/render-store-notice-markup';

export type { ComingSoonBannerMarkupOptions } from './markup/render-coming-soon-banner-markup';
export type { StoreNoticeMarkupOptions } from './markup/render-store-notice-markup';
