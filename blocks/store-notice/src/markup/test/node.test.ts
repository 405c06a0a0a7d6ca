/**
 * @jest-environment node
 *
 * Tests of the markup entry where it runs: a Node server without a DOM.
 */
import {
	renderComingSoonBannerMarkup,
	renderStoreNoticeMarkup,
} from '@cesta/block-store-notice/markup';

describe( 'on a server without a DOM', () => {
	it( 'given a message with plain formatting › prints it as it is', () => {
		expect(
			renderStoreNoticeMarkup( { noticeId: 'a', message: 'Envío <b>gratis</b>' } )
		).toContain( '>Envío <b>gratis</b> <a role="button"' );
	} );

	it( 'given a message with links or script › prints its safe text only', () => {
		const html = renderStoreNoticeMarkup( {
			noticeId: 'a',
			message: '<a href="/rebajas/" onclick="steal()">Rebajas</a><script>steal()</script>',
		} );
		expect( html ).toContain( '>Rebajas <a role="button"' );
		expect( html ).not.toMatch( /script|onclick|rebajas\// );
	} );

	it( 'given the banner › prints it', () => {
		expect(
			renderComingSoonBannerMarkup( { restUrl: '/wp-json/wp/v2/users/me', restNonce: 'n' } )
		).toMatch( /^<div id="coming-soon-footer-banner"/ );
	} );
} );
