/**
 * Tests of what the classic cart leaves alone: links that are not ajax
 * buttons, clicks meant for a new tab, markup outside its root, pages
 * without parameters, and a stopped enhancement.
 */
import { enhanceClassicCart } from '@cesta/classic-cart';

import {
	LISTING_HTML,
	SHOP_PARAMS,
	buttonOf,
	classicButton,
	clickAndSeeIfFollowed,
	recordWcAjax,
	setupClassicShop,
	showEnhancedListing,
} from './classic-page';

const shop = setupClassicShop();

/** Clicks, waits a moment for any request, and tells what happened. */
async function clickAndWatch( element: HTMLElement, init: MouseEventInit = {} ) {
	const requests = recordWcAjax( shop );
	const followed = clickAndSeeIfFollowed( element, init );
	await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	await requests.settled();
	requests.stop();
	return { followed, requests: requests.calls, classes: element.className };
}

describe( 'given links the classic cart must not take over', () => {
	it( 'when an add-to-cart link without ajax_add_to_cart is clicked › the browser follows ?add-to-cart= and nothing is posted', async () => {
		showEnhancedListing(
			undefined,
			'<a href="?add-to-cart=17" data-product_id="17" class="button add_to_cart_button">Añadir</a>'
		);

		const seen = await clickAndWatch( document.querySelector( 'a' )! );

		expect( seen ).toEqual( {
			followed: true,
			requests: [],
			classes: 'button add_to_cart_button',
		} );
	} );

	it( 'when an ajax button without data-product_id is clicked › it stays a link', async () => {
		showEnhancedListing(
			undefined,
			'<a href="/producto/camiseta/" class="button add_to_cart_button ajax_add_to_cart">Elegir opciones</a>'
		);

		const seen = await clickAndWatch( document.querySelector( 'a' )! );

		expect( seen.followed ).toBe( true );
		expect( seen.requests ).toEqual( [] );
		expect( seen.classes ).not.toContain( 'loading' );
	} );

	it( 'when a button the blocks drive (wc-interactive) is clicked › the classic cart leaves it alone', async () => {
		showEnhancedListing(
			undefined,
			classicButton( 17, 'VENT-001' ).replace( 'class="', 'class="wc-interactive ' )
		);

		const seen = await clickAndWatch( document.querySelector( 'a' )! );

		expect( seen.followed ).toBe( true );
		expect( seen.requests ).toEqual( [] );
	} );

	it.each( [
		[ 'Ctrl', { ctrlKey: true } ],
		[ 'Cmd', { metaKey: true } ],
		[ 'Shift', { shiftKey: true } ],
		[ 'middle button', { button: 1 } ],
	] )(
		'when an ajax button is clicked with %s (a new tab or window) › the link is followed',
		async ( _, init ) => {
			showEnhancedListing();

			const seen = await clickAndWatch( buttonOf( 17 ), init );

			expect( seen.followed ).toBe( true );
			expect( seen.requests ).toEqual( [] );
		}
	);

	it( 'when an ajax button outside the enhanced root is clicked › it is left to the browser', async () => {
		document.body.innerHTML = `<section id="enhanced"></section><section id="other">${ LISTING_HTML }</section>`;
		const stop = enhanceClassicCart( document.getElementById( 'enhanced' )!, SHOP_PARAMS );

		const seen = await clickAndWatch( buttonOf( 17 ) );

		expect( seen.followed ).toBe( true );
		expect( seen.requests ).toEqual( [] );
		stop();
	} );

	it( 'when the enhancement is stopped › buttons are links again and its live region is gone', async () => {
		const page = showEnhancedListing();
		page.stop();

		const seen = await clickAndWatch( buttonOf( 17 ) );

		expect( seen.followed ).toBe( true );
		expect( seen.requests ).toEqual( [] );
		expect( document.querySelector( '.widget_shopping_cart_live_region' ) ).toBeNull();
	} );

	it( 'when the page prints no wc_add_to_cart_params › nothing is enhanced', async () => {
		showEnhancedListing( null );

		const seen = await clickAndWatch( buttonOf( 17 ) );

		expect( seen.followed ).toBe( true );
		expect( seen.requests ).toEqual( [] );
	} );
} );
