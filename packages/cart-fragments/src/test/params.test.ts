/**
 * Tests of what the page configures and what the browser keeps: reading
 * `wc_cart_fragments_params`, the cart-hash cookie (the cart session) and
 * the plan a page load makes from the stored cart (spec 1 §4, §9).
 */
import {
	CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS,
	FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS,
	hasCartSession,
	planStoredFragments,
	readCartFragmentsParams,
	readCartHashCookie,
	readFragmentStorageKeys,
	readStoredCart,
	wcAjaxEndpointUrl,
} from '@cesta/cart-fragments';
import type { Fragments } from '@cesta/cart-fragments';

import { PARAMS, setCartHashCookie, storeInSession } from './fragments-page';

const MINI = {
	'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 × Olla</div>',
};
const NOW = Date.UTC( 2026, 10, 26, 12 );

describe( 'wc_cart_fragments_params', () => {
	it( 'given the global WooCommerce prints › when read › gives the URL, the storage keys and the timeout in ms', () => {
		expect(
			readCartFragmentsParams( {
				wc_cart_fragments_params: {
					ajax_url: '/wp-admin/admin-ajax.php',
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
					cart_hash_key: 'wc_cart_hash_0f',
					fragment_name: 'wc_fragments_0f',
					request_timeout: '5000',
				},
			} )
		).toEqual( {
			ajaxUrl: '/?wc-ajax=%%endpoint%%',
			cartHashKey: 'wc_cart_hash_0f',
			fragmentName: 'wc_fragments_0f',
			requestTimeoutMs: 5000,
		} );
	} );

	it( 'given no global or one without a wc-ajax URL › when read › gives null (no fragments client on that page)', () => {
		expect( readCartFragmentsParams( {} ) ).toBeNull();
		expect(
			readCartFragmentsParams( { wc_cart_fragments_params: { cart_hash_key: 'k' } } )
		).toBeNull();
	} );

	it( 'given a missing or unusable timeout › when read › uses the default timeout', () => {
		for ( const request_timeout of [ undefined, '', 'soon', -1, 0 ] ) {
			expect(
				readCartFragmentsParams( {
					wc_cart_fragments_params: {
						wc_ajax_url: '/?wc-ajax=%%endpoint%%',
						request_timeout,
					},
				} )?.requestTimeoutMs
			).toBe( FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS );
		}
	} );

	it( 'given only storage keys › when the keys are read › gives them, and undefined for empty ones', () => {
		expect(
			readFragmentStorageKeys( {
				wc_cart_fragments_params: { cart_hash_key: 'k', fragment_name: '' },
			} )
		).toEqual( { cartHashKey: 'k', fragmentName: undefined } );
	} );

	it( 'given the wc-ajax URL › when an endpoint URL is built › is absolute on the page', () => {
		expect( wcAjaxEndpointUrl( '/?wc-ajax=%%endpoint%%', 'get_refreshed_fragments' ) ).toBe(
			'http://localhost/?wc-ajax=get_refreshed_fragments'
		);
	} );
} );

describe( 'the cart session', () => {
	it( 'given the cart-hash cookie among others › when read › gives its value and a session', () => {
		document.cookie = 'store_notice1=hidden; path=/';
		setCartHashCookie( '9c1185a5' );
		expect( readCartHashCookie() ).toBe( '9c1185a5' );
		expect( hasCartSession() ).toBe( true );
	} );

	it( 'given no cart-hash cookie › when read › gives no session', () => {
		document.cookie = 'woocommerce_cart_hash_other=1; path=/';
		expect( readCartHashCookie() ).toBe( '' );
		expect( hasCartSession() ).toBe( false );
	} );

	it( 'given a stored cart › when read back › gives its fragments, hash and creation time; unreadable JSON counts as none', () => {
		storeInSession( MINI, 'abc', NOW );
		expect( readStoredCart( PARAMS ) ).toEqual( {
			fragments: MINI,
			cartHash: 'abc',
			createdAtMs: NOW,
		} );
		window.sessionStorage.setItem( PARAMS.fragmentName!, '{broken' );
		expect( readStoredCart( PARAMS ) ).toEqual( {
			fragments: null,
			cartHash: '',
			createdAtMs: null,
		} );
	} );
} );

describe( 'planning a page load from the stored cart', () => {
	const stored = (
		cartHash: string,
		createdAtMs: number | null,
		fragments: Fragments = MINI
	) => ( {
		fragments,
		cartHash,
		createdAtMs,
	} );

	it( 'given no cookie and nothing stored › plans nothing: no session to ask about', () => {
		expect(
			planStoredFragments( { fragments: null, cartHash: '', createdAtMs: null }, '', NOW )
		).toEqual( {
			action: 'nothing',
		} );
	} );

	it( 'given stored fragments of another cart hash › plans a refresh: they are ignored', () => {
		expect( planStoredFragments( stored( 'old', NOW - 1000 ), 'new', NOW ) ).toEqual( {
			action: 'refresh',
		} );
		expect( planStoredFragments( stored( 'old', NOW - 1000 ), '', NOW ) ).toEqual( {
			action: 'refresh',
		} );
	} );

	it( 'given fragments older than 24 h, or a hash without a creation time › plans a refresh', () => {
		const old = NOW - CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS - 1;
		expect( planStoredFragments( stored( 'h', old ), 'h', NOW ) ).toEqual( {
			action: 'refresh',
		} );
		expect( planStoredFragments( stored( 'h', null ), 'h', NOW ) ).toEqual( {
			action: 'refresh',
		} );
	} );

	it( 'given matching fragments without the mini cart › plans a refresh', () => {
		expect(
			planStoredFragments( stored( 'h', NOW, { 'span.count': '1' } ), 'h', NOW )
		).toEqual( {
			action: 'refresh',
		} );
	} );

	it( 'given matching fragments an hour old › plans to use them and refresh when they turn 24 h old', () => {
		expect( planStoredFragments( stored( 'h', NOW - 3600000 ), 'h', NOW ) ).toEqual( {
			action: 'use',
			fragments: MINI,
			refreshInMs: CART_FRAGMENTS_REFRESH_AND_EXPIRY_MS - 3600000,
		} );
	} );
} );
