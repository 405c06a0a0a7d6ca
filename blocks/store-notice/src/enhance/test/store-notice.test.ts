/**
 * Tests of the store notice in the browser (spec 1 §2, §4, §9): shown until
 * dismissed, the dismissal kept in its cookie across page loads, the
 * keyboard, and the first alert notice focused after 500 ms.
 */
import { act, fireEvent } from '@testing-library/react';

import {
	STORE_NOTICE_FOCUS_DELAY_MS,
	enhanceStoreNotices,
	isStoreNoticeDismissed,
} from '@cesta/block-store-notice';
import { advance, axe, installFakeTimers, setupMockShop } from '@cesta/test-utils';

import { dismissLink, notice, printPage } from './notice-page';

setupMockShop();

let stop: () => void = () => {};
afterEach( () => {
	stop();
	jest.useRealTimers();
} );

/** Prints the page and runs the enhancer, as every page load does. */
const loadPage = ( options?: Parameters< typeof printPage >[ 0 ] ) => {
	stop();
	printPage( options );
	stop = enhanceStoreNotices( document );
};

describe( 'the store notice', () => {
	it( 'given it was never dismissed › shows it', () => {
		loadPage();
		expect( notice() ).toBeVisible();
		expect( notice().hidden ).toBe( false );
	} );

	it( 'given a click on Dismiss › hides it and writes store_notice{id}=hidden for the whole site', () => {
		loadPage();
		const followed = fireEvent.click( dismissLink() );
		expect( followed ).toBe( false );
		expect( notice() ).not.toBeVisible();
		expect( document.cookie ).toContain( 'store_notice5f2b=hidden' );
		expect( isStoreNoticeDismissed( '5f2b' ) ).toBe( true );
	} );

	it( 'given it was dismissed › the next page load keeps it hidden', () => {
		loadPage();
		fireEvent.click( dismissLink() );
		loadPage();
		expect( notice() ).not.toBeVisible();
		expect( notice().hidden ).toBe( true );
	} );

	it( 'given an older notice was dismissed › a new notice (another id) is shown', () => {
		document.cookie = 'store_notice0ld=hidden; path=/';
		loadPage( { noticeId: 'n3w' } );
		expect( notice() ).toBeVisible();
	} );

	it.each( [ 'Enter', ' ' ] )(
		'given the dismiss link has focus › the %p key dismisses it',
		( key ) => {
			loadPage();
			dismissLink().focus();
			fireEvent.keyDown( dismissLink(), { key } );
			expect( notice() ).not.toBeVisible();
			expect( document.cookie ).toContain( 'store_notice5f2b=hidden' );
		}
	);

	it( 'given the enhancement was stopped › the link does nothing', () => {
		loadPage();
		stop();
		fireEvent.click( dismissLink() );
		expect( notice() ).toBeVisible();
		expect( document.cookie ).not.toContain( 'store_notice5f2b' );
	} );

	it( 'given the shown notice › axe finds nothing', async () => {
		loadPage();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );

describe( 'focus on the first alert notice', () => {
	it( 'given an alert notice on the page › focuses it 500 ms after the page is ready, not before', async () => {
		installFakeTimers();
		loadPage( { alert: true } );
		const alert = document.querySelector< HTMLElement >( '.woocommerce-error' )!;
		expect( alert ).toHaveAttribute( 'tabindex', '-1' );
		await advance( STORE_NOTICE_FOCUS_DELAY_MS - 1 );
		expect( alert ).not.toHaveFocus();
		await advance( 1 );
		expect( alert ).toHaveFocus();
	} );

	it( 'given a classic cart update (updated_wc_div) › focuses the alert again 500 ms later', async () => {
		installFakeTimers();
		loadPage( { alert: true } );
		await advance( STORE_NOTICE_FOCUS_DELAY_MS );
		const link = document.querySelector< HTMLElement >( 'main a' )!;
		act( () => link.focus() );
		document.body.dispatchEvent( new CustomEvent( 'updated_wc_div' ) );
		await advance( STORE_NOTICE_FOCUS_DELAY_MS - 1 );
		expect( link ).toHaveFocus();
		await advance( 1 );
		expect( document.querySelector( '.woocommerce-error' ) ).toHaveFocus();
	} );

	it( 'given no alert notice, or the enhancement stopped before the delay › focus stays where it was', async () => {
		installFakeTimers();
		loadPage();
		await advance( STORE_NOTICE_FOCUS_DELAY_MS );
		expect( document.body ).toHaveFocus();
		loadPage( { alert: true } );
		stop();
		await advance( STORE_NOTICE_FOCUS_DELAY_MS );
		expect( document.querySelector( '.woocommerce-error' ) ).not.toHaveFocus();
	} );
} );
