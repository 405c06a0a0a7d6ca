/**
 * Tests of a classic cart change seen from the next page (spec 1 §4): what
 * an add stores is what the fragments client of the next page shows, with
 * no request, while the cart-hash cookie still names that cart.
 */
import { CART_FRAGMENTS_EVENT, CART_HASH_COOKIE, startCartFragments } from '@cesta/cart-fragments';
import { CLASSIC_EVENT } from '@cesta/classic-cart';
import type { CartChangedDetail } from '@cesta/classic-cart';

import {
	LISTING_HTML,
	SHOP_PARAMS,
	buttonOf,
	miniCart,
	nextEvent,
	recordEvents,
	recordWcAjax,
	setupClassicShop,
	showEnhancedListing,
} from './classic-page';

const shop = setupClassicShop();

let stopFragments: () => void = () => {};
afterEach( () => stopFragments() );

/** The next page of the visit: the listing printed again (an empty mini cart, as a cached page has), with the fragments client. */
function showNextPage() {
	document.body.innerHTML = LISTING_HTML;
	stopFragments = startCartFragments( {
		ajaxUrl: SHOP_PARAMS.ajaxUrl,
		cartHashKey: SHOP_PARAMS.cartHashKey,
		fragmentName: SHOP_PARAMS.fragmentName,
		requestTimeoutMs: 5000,
	} );
}

describe( 'the page after a classic add', () => {
	it( 'given the cart-hash cookie of the added cart › shows the stored mini cart without asking the shop', async () => {
		showEnhancedListing();
		const added = nextEvent< CartChangedDetail >( CLASSIC_EVENT.addedToCart );
		buttonOf( 21 ).click();
		const { cartHash } = await added;
		// What the browser does with the add's Set-Cookie.
		document.cookie = `${ CART_HASH_COOKIE }=${ cartHash }; path=/`;
		const requests = recordWcAjax( shop );
		const events = recordEvents( [
			CART_FRAGMENTS_EVENT.loaded,
			CART_FRAGMENTS_EVENT.refreshed,
		] );
		const loaded = nextEvent( CART_FRAGMENTS_EVENT.loaded );
		showNextPage();
		await loaded;
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
		expect( events.names() ).toEqual( [ CART_FRAGMENTS_EVENT.loaded ] );
		expect( requests.calls ).toEqual( [] );
	} );

	it( 'given the cart changed elsewhere since (another cookie hash) › asks the shop instead', async () => {
		showEnhancedListing();
		const added = nextEvent( CLASSIC_EVENT.addedToCart );
		buttonOf( 21 ).click();
		await added;
		document.cookie = `${ CART_HASH_COOKIE }=changed-elsewhere; path=/`;
		const refreshed = nextEvent( CART_FRAGMENTS_EVENT.refreshed );
		const requests = recordWcAjax( shop );
		showNextPage();
		await refreshed;
		await requests.settled();
		expect( requests.calls.map( ( call ) => call.endpoint ) ).toEqual( [
			'get_refreshed_fragments',
		] );
		expect( miniCart() ).toHaveTextContent( 'Arrocera' );
	} );
} );
