/**
 * Tests of the server markup: WooCommerce's store notice and coming-soon
 * banner, the message sanitised, nothing printed when there is nothing to
 * show, Spanish, accessibility.
 */
import { resetLocaleData } from '@wordpress/i18n';

import {
	renderComingSoonBannerMarkup,
	renderStoreNoticeMarkup,
} from '@cesta/block-store-notice/markup';
import { loadTranslations } from '@cesta/i18n';
import { axe } from '@cesta/test-utils';

const show = ( html: string ) => {
	document.body.innerHTML = html;
	return document.body.firstElementChild as HTMLElement;
};

afterEach( () => {
	document.body.replaceChildren();
	resetLocaleData();
} );

describe( 'the store notice', () => {
	it( 'given a dismissible notice › prints WooCommerce’s hidden paragraph with its id and a dismiss link', () => {
		const notice = show(
			renderStoreNoticeMarkup( {
				noticeId: '5f2b',
				message: 'Envío gratis desde <strong>50 €</strong>',
			} )
		);
		expect( notice.tagName ).toBe( 'P' );
		expect( notice ).toHaveClass( 'woocommerce-store-notice', 'demo_store' );
		expect( notice ).toHaveAttribute( 'data-notice-id', '5f2b' );
		expect( notice ).toHaveAttribute( 'role', 'complementary' );
		expect( notice ).toHaveAttribute( 'aria-label', 'Store notice' );
		expect( notice.style.display ).toBe( 'none' );
		expect( notice.querySelector( 'strong' ) ).toHaveTextContent( '50 €' );
		const link = notice.querySelector( 'a.woocommerce-store-notice__dismiss-link' );
		expect( link ).toHaveAttribute( 'role', 'button' );
		expect( link ).toHaveTextContent( 'Dismiss' );
	} );

	it( 'given a notice that cannot be dismissed › prints it visible, without a dismiss link', () => {
		const notice = show(
			renderStoreNoticeMarkup( {
				noticeId: 'a',
				message: 'Cerrado por vacaciones',
				dismissible: false,
			} )
		);
		expect( notice.style.display ).toBe( '' );
		expect( notice.querySelector( 'a' ) ).toBeNull();
	} );

	it( 'given a message with script, handlers and a javascript: link › prints it sanitised, keeping safe links', () => {
		const html = renderStoreNoticeMarkup( {
			noticeId: '"><script>x()</script>',
			message:
				'<a href="/rebajas/" onclick="steal()">Rebajas</a> <a href="javascript:steal()">aquí</a><script>steal()</script><img src=x onerror="steal()">',
		} );
		expect( html ).not.toMatch( /<script|onclick|onerror|javascript:|<img/ );
		const notice = show( html );
		expect( notice ).toHaveAttribute( 'data-notice-id', '"><script>x()</script>' );
		expect( notice.querySelector( 'a[href="/rebajas/"]' ) ).toHaveTextContent( 'Rebajas' );
	} );

	it( 'given an empty message, or one that sanitises to nothing › prints nothing', () => {
		expect( renderStoreNoticeMarkup( { noticeId: 'a', message: '' } ) ).toBe( '' );
		expect(
			renderStoreNoticeMarkup( { noticeId: 'a', message: '<script>x()</script> ' } )
		).toBe( '' );
	} );

	it( 'given Spanish translations › prints the label and the link in Spanish', async () => {
		await loadTranslations( 'es_ES' );
		const notice = show( renderStoreNoticeMarkup( { noticeId: 'a', message: 'Hola' } ) );
		expect( notice ).toHaveAttribute( 'aria-label', 'Aviso de la tienda' );
		expect( notice.querySelector( 'a' ) ).toHaveTextContent( 'Descartar' );
	} );
} );

describe( 'the coming-soon banner', () => {
	const banner = {
		restUrl: '/wp-json/wp/v2/users/me',
		restNonce: 'n0nc3',
		settingsUrl: '/wp-admin/admin.php?page=wc-settings&tab=site-visibility',
	};

	it( 'given the REST URL and nonce › prints the banner with a named dismiss button carrying them', () => {
		const element = show( renderComingSoonBannerMarkup( banner ) );
		expect( element ).toHaveAttribute( 'id', 'coming-soon-footer-banner' );
		expect( element ).toHaveAttribute( 'role', 'region' );
		expect( element.querySelector( '.coming-soon-footer-banner__content' ) ).toHaveTextContent(
			'This page is in "Coming soon" mode'
		);
		expect( element.querySelector( 'a' ) ).toHaveAttribute( 'href', banner.settingsUrl );
		const button = element.querySelector( 'button.coming-soon-footer-banner-dismiss' );
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveAttribute( 'data-rest-url', banner.restUrl );
		expect( button ).toHaveAttribute( 'data-rest-nonce', banner.restNonce );
		expect( button ).toHaveAccessibleName( 'Dismiss the coming soon banner' );
	} );

	it( 'given the server says the user dismissed it › prints nothing', () => {
		expect( renderComingSoonBannerMarkup( { ...banner, dismissed: true } ) ).toBe( '' );
	} );

	it( 'given the notice and the banner on a page › axe finds nothing', async () => {
		document.body.innerHTML = `<main><h1>Tienda</h1></main>${ renderStoreNoticeMarkup( {
			noticeId: 'a',
			message: 'Envío gratis desde <b>50 €</b>',
			dismissible: false,
		} ) }${ renderComingSoonBannerMarkup( banner ) }`;
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
