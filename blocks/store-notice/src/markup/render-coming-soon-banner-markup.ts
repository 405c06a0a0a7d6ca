/** WooCommerce's coming-soon footer banner, written as a string for the server (no DOM, no React). */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { COMING_SOON_BANNER_ID } from '../constants';
import { storeNoticeTexts } from '../messages';

/**
 * What the server knows of the coming-soon banner.
 *
 * @example
 * const banner: ComingSoonBannerMarkupOptions = { restUrl: '/wp-json/wp/v2/users/me', restNonce: 'a1b2c3', dismissed: false };
 */
export interface ComingSoonBannerMarkupOptions {
	/** The REST URL the dismissal is posted to (the current user: `/wp/v2/users/me`). */
	restUrl: string;
	/** The REST nonce (`wp_rest`) sent in the `X-WP-Nonce` header. */
	restNonce: string;
	/** The site-visibility settings page; no link without it. */
	settingsUrl?: string;
	/** Whether the user already dismissed it (the server's `coming_soon_banner_dismissed`): then nothing is printed. */
	dismissed?: boolean;
}

/**
 * The coming-soon footer banner shown to the shop's managers while the
 * shop is in "coming soon" mode: WooCommerce's `#coming-soon-footer-banner`
 * with its content and a dismiss control carrying `data-rest-url` and
 * `data-rest-nonce`, here a named `<button>` (WooCommerce's is an empty
 * link), in a region named "Coming soon mode". Prints nothing once the
 * server says the user dismissed it.
 *
 * @example
 * renderComingSoonBannerMarkup( { restUrl: '/wp-json/wp/v2/users/me', restNonce: nonce, settingsUrl: '/wp-admin/admin.php?page=wc-settings&tab=site-visibility' } );
 */
export function renderComingSoonBannerMarkup( {
	restUrl,
	restNonce,
	settingsUrl,
	dismissed = false,
}: ComingSoonBannerMarkupOptions ): string {
	if ( dismissed ) {
		return '';
	}
	const link = settingsUrl
		? ` <a href="${ escapeHtml( settingsUrl ) }">${ escapeHtml(
				storeNoticeTexts.bannerSettingsLink()
			) }</a>`
		: '';
	return (
		`<div id="${ COMING_SOON_BANNER_ID }" role="region" aria-label="${ escapeHtml(
			storeNoticeTexts.bannerLabel()
		) }">` +
		`<div class="coming-soon-footer-banner__content">${ escapeHtml(
			storeNoticeTexts.bannerText()
		) }${ link }</div>` +
		`<button type="button" class="coming-soon-footer-banner-dismiss" data-rest-url="${ escapeHtml(
			restUrl
		) }" data-rest-nonce="${ escapeHtml( restNonce ) }" aria-label="${ escapeHtml(
			storeNoticeTexts.bannerDismiss()
		) }"><span aria-hidden="true">×</span></button>` +
		`</div>`
	);
}
