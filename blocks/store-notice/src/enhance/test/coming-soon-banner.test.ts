/**
 * Tests of the coming-soon banner in the browser (spec 1 §4, §7): the
 * dismissal posted to the shop with the REST nonce and kept by it, and a
 * failed dismissal that keeps the banner with an error.
 */
import { HttpResponse } from 'msw';
import { fireEvent } from '@testing-library/react';

import { enhanceStoreNotices } from '@cesta/block-store-notice';
import { axe, setupMockShop, waitUntil } from '@cesta/test-utils';

import {
	USERS_ME_URL,
	answerBannerOnce,
	banner,
	bannerButton,
	dropConnection,
	printPage,
	recordBannerCalls,
	restNonce,
} from './notice-page';

const shop = setupMockShop();

let stop: () => void = () => {};
afterEach( () => stop() );

const loadPage = ( nonce: string ) => {
	stop();
	printPage( { nonce } );
	stop = enhanceStoreNotices( document );
};

const errorText = () => banner().querySelector( '[role="alert"]' )?.textContent ?? null;

describe( 'dismissing the coming-soon banner', () => {
	it( 'given the page’s REST nonce › posts coming_soon_banner_dismissed=yes with the X-WP-Nonce header, and hides the banner once the shop stored it', async () => {
		const nonce = await restNonce();
		loadPage( nonce );
		const calls = recordBannerCalls( shop );
		fireEvent.click( bannerButton() );
		expect( banner() ).toBeVisible();
		await waitUntil( () => banner().hidden );
		await calls.settled();
		expect( calls.calls ).toHaveLength( 1 );
		const [ call ] = calls.calls;
		expect( call.method ).toBe( 'POST' );
		expect( call.url ).toBe( USERS_ME_URL );
		expect( call.nonce ).toBe( nonce );
		expect( call.contentType ).toContain( 'application/x-www-form-urlencoded' );
		expect( Object.fromEntries( new URLSearchParams( call.body ) ) ).toEqual( {
			'woocommerce_meta[coming_soon_banner_dismissed]': 'yes',
		} );
		expect( call.status ).toBe( 200 );
		expect( call.answer ).toMatchObject( {
			woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
		} );
		expect( banner() ).not.toBeVisible();
	} );

	it( 'given a click while the dismissal is under way › sends one request', async () => {
		loadPage( await restNonce() );
		const calls = recordBannerCalls( shop );
		fireEvent.click( bannerButton() );
		expect( banner() ).toHaveAttribute( 'aria-busy', 'true' );
		fireEvent.click( bannerButton() );
		await waitUntil( () => banner().hidden );
		expect( calls.calls ).toHaveLength( 1 );
		expect( banner() ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'given a nonce the shop refuses › keeps the banner with an error, and a retry with a good answer hides it', async () => {
		loadPage( 'expired-nonce' );
		const calls = recordBannerCalls( shop );
		fireEvent.click( bannerButton() );
		await waitUntil( () => errorText() !== null );
		await calls.settled();
		expect( calls.calls[ 0 ].status ).toBe( 401 );
		expect( banner() ).toBeVisible();
		expect( errorText() ).toBe( 'The banner could not be dismissed. Please try again.' );
		expect( await axe( document.body ) ).toHaveNoViolations();
		answerBannerOnce( shop, () =>
			HttpResponse.json( {
				id: 0,
				woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
			} )
		);
		fireEvent.click( bannerButton() );
		await waitUntil( () => banner().hidden );
	} );

	it( 'given a dropped connection › keeps the banner with an error', async () => {
		loadPage( await restNonce() );
		answerBannerOnce( shop, dropConnection );
		fireEvent.click( bannerButton() );
		await waitUntil( () => errorText() !== null );
		expect( banner() ).toBeVisible();
	} );
} );
