/**
 * Every visible text of the store notice and the coming-soon banner.
 * Functions, so each is translated when printed, after the page's
 * translations are loaded.
 */
import { __ } from '@wordpress/i18n';

/**
 * The texts of the store notice and the coming-soon banner.
 *
 * @example
 * storeNoticeTexts.dismiss(); // 'Dismiss' ('Descartar' in Spanish)
 */
export const storeNoticeTexts = Object.freeze( {
	noticeLabel: (): string => __( 'Store notice', 'cesta' ),
	dismiss: (): string => __( 'Dismiss', 'cesta' ),
	bannerLabel: (): string => __( 'Coming soon mode', 'cesta' ),
	bannerText: (): string =>
		__(
			'This page is in "Coming soon" mode and is only visible to you and those who have permission.',
			'cesta'
		),
	bannerSettingsLink: (): string => __( 'Change visibility settings', 'cesta' ),
	bannerDismiss: (): string => __( 'Dismiss the coming soon banner', 'cesta' ),
	bannerDismissFailed: (): string =>
		__( 'The banner could not be dismissed. Please try again.', 'cesta' ),
} );
