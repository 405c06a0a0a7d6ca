/**
 * Tests of a classic add-to-cart click (spec 1 §3, §4, §7, §8): what is
 * posted, the button's states, the 'View cart' link, fragments, the cart
 * hash, the page's events, and the error and redirect paths.
 */
import { HttpResponse } from 'msw';

import { WC_ADDED_TO_CART_EVENT, subscribeToCart } from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';
import { CART_CREATED_STORAGE_KEY } from '@cesta/cart-fragments';
import { CLASSIC_EVENT, WC_ADDING_TO_CART_EVENT } from '@cesta/classic-cart';
import type { AddingToCartDetail, CartChangedDetail } from '@cesta/classic-cart';
import { waitUntil } from '@cesta/test-utils';

import {
	SHOP_PARAMS,
	answerWcAjaxOnce,
	buttonOf,
	clickAndSeeIfFollowed,
	dropConnection,
	miniCart,
	nextEvent,
	phpWarnings,
	recordEvents,
	recordWcAjax,
	setupClassicShop,
	showEnhancedListing,
} from './classic-page';

const shop = setupClassicShop();
let page: ReturnType< typeof showEnhancedListing >;

const added = () => nextEvent< CartChangedDetail >( CLASSIC_EVENT.addedToCart );

describe( 'given a classic add-to-cart button on a listing', () => {
	it( 'when clicked › posts every data attribute of the button, form-encoded, to ?wc-ajax=add_to_cart', async () => {
		page = showEnhancedListing();
		buttonOf( 19 ).setAttribute(
			'data-success_message',
			'“Smart TV” se ha añadido a tu carrito'
		);
		const requests = recordWcAjax( shop );

		const done = added();
		buttonOf( 19 ).click();
		await done;
		await requests.settled();

		expect( requests.calls ).toEqual( [
			{
				endpoint: 'add_to_cart',
				contentType: expect.stringContaining( 'application/x-www-form-urlencoded' ),
				fields: {
					quantity: '1',
					product_id: '19',
					product_sku: 'TV-055',
					success_message: '“Smart TV” se ha añadido a tu carrito',
				},
			},
		] );
		requests.stop();
	} );

	it( 'when clicked › the browser does not follow the ?add-to-cart= link', async () => {
		page = showEnhancedListing();
		const done = added();

		expect( clickAndSeeIfFollowed( buttonOf( 17 ) ) ).toBe( false );
		await done;
	} );

	it( 'when clicked › the button is loading until the shop answers, then shows added', async () => {
		page = showEnhancedListing();
		const button = buttonOf( 17 );
		const done = added();

		button.click();

		expect( button ).toHaveClass( 'loading' );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button ).not.toHaveClass( 'added' );
		await done;
		expect( button ).not.toHaveClass( 'loading' );
		expect( button ).not.toHaveAttribute( 'aria-busy' );
		expect( button ).toHaveClass( 'added' );
	} );

	it( "when added › a 'View cart' link to the cart page follows the button, only once after two adds", async () => {
		page = showEnhancedListing();
		const button = buttonOf( 17 );

		let done = added();
		button.click();
		await done;
		done = added();
		button.click();
		await done;

		const links = button.parentElement!.querySelectorAll( 'a.added_to_cart' );
		expect( links ).toHaveLength( 1 );
		expect( button.nextElementSibling ).toBe( links[ 0 ] );
		expect( links[ 0 ] ).toHaveAttribute( 'href', SHOP_PARAMS.cartUrl );
		expect( links[ 0 ] ).toHaveClass( 'added_to_cart', 'wc-forward' );
		expect( links[ 0 ] ).toHaveTextContent( 'Ver carrito' );
	} );

	it( "when added on the cart page › no 'View cart' link is added", async () => {
		page = showEnhancedListing( { ...SHOP_PARAMS, isCart: true } );
		const done = added();

		buttonOf( 17 ).click();
		await done;

		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
		expect( buttonOf( 17 ) ).toHaveClass( 'added' );
	} );

	it( "when the page prints no i18n_view_cart › the link reads 'View cart' through the translations", async () => {
		page = showEnhancedListing( { ...SHOP_PARAMS, viewCartText: undefined } );
		const done = added();

		buttonOf( 17 ).click();
		await done;

		expect( document.querySelector( '.added_to_cart' ) ).toHaveTextContent( 'View cart' );
	} );

	it( 'when added › the mini cart fragment replaces the widget content with the item and its remove link', async () => {
		page = showEnhancedListing();
		const done = added();

		buttonOf( 17 ).click();
		await done;

		expect( miniCart() ).toHaveTextContent( 'Ventilador de pie' );
		const remove = miniCart().querySelector( 'a.remove_from_cart_button' );
		expect( remove ).toHaveAttribute( 'data-cart_item_key', expect.any( String ) );
		expect( remove ).toHaveAttribute( 'href', expect.stringContaining( 'remove_item=' ) );
		expect( remove ).toHaveAttribute( 'aria-label' );
		expect( document.querySelectorAll( 'div.widget_shopping_cart_content' ) ).toHaveLength( 1 );
	} );

	it( 'when the fragment carries hostile HTML › it is sanitised: no script, handlers, javascript: links or form controls, the widget markup kept', async () => {
		page = showEnhancedListing();
		answerWcAjaxOnce( shop, 'add_to_cart', () =>
			HttpResponse.json( {
				fragments: {
					'div.widget_shopping_cart_content':
						'<div class="widget_shopping_cart_content"><script>window.pwned = true</script>' +
						'<img src="x" onerror="window.pwned = true" alt="">' +
						'<a class="remove remove_from_cart_button" href="javascript:alert(1)" data-cart_item_key="abc">×</a>' +
						'<form action="https://evil.example/"><input name="card"><button>Pay</button></form>' +
						'<p class="total" style="position:fixed"><strong>Subtotal:</strong> 10,00€</p></div>',
				},
				cart_hash: 'hostile',
			} )
		);
		const done = added();

		buttonOf( 17 ).click();
		await done;

		const html = miniCart().outerHTML;
		expect( html ).not.toMatch( /script|onerror|javascript:|<form|<input|<button|style=/ );
		expect( ( window as unknown as { pwned?: boolean } ).pwned ).toBeUndefined();
		expect( miniCart().querySelector( '.remove_from_cart_button' ) ).toHaveAttribute(
			'data-cart_item_key',
			'abc'
		);
		expect( miniCart().querySelector( 'p.total' ) ).toHaveTextContent( 'Subtotal: 10,00€' );
	} );

	it( 'when added › the cart hash is stored in local and session storage, the fragments and creation time in session storage', async () => {
		page = showEnhancedListing();
		const done = added();

		buttonOf( 17 ).click();
		const { cartHash, fragments } = await done;

		expect( cartHash ).toMatch( /\w+/ );
		expect( window.localStorage.getItem( 'wc_cart_hash_test' ) ).toBe( cartHash );
		expect( window.sessionStorage.getItem( 'wc_cart_hash_test' ) ).toBe( cartHash );
		expect( JSON.parse( window.sessionStorage.getItem( 'wc_fragments_test' )! ) ).toEqual(
			fragments
		);
		expect(
			Number( window.sessionStorage.getItem( CART_CREATED_STORAGE_KEY ) )
		).toBeGreaterThan( 0 );
	} );

	it( 'when the page prints no cart hash key › nothing is stored', async () => {
		page = showEnhancedListing( { ...SHOP_PARAMS, cartHashKey: undefined } );
		const done = added();

		buttonOf( 17 ).click();
		await done;

		// MSW keeps its cookie store in localStorage; nothing else may be there.
		const ours = ( storage: Storage ) =>
			Object.keys( storage ).filter( ( key ) => ! key.startsWith( '__msw' ) );
		expect( ours( window.localStorage ) ).toEqual( [] );
		expect( ours( window.sessionStorage ) ).toEqual( [] );
	} );

	it( "when added › WooCommerce's events are dispatched in order, the blocks' added event without preserveCartData", async () => {
		page = showEnhancedListing();
		const events = recordEvents( [
			CLASSIC_EVENT.addingToCart,
			WC_ADDING_TO_CART_EVENT,
			CLASSIC_EVENT.buttonUpdated,
			CLASSIC_EVENT.addedToCart,
			CLASSIC_EVENT.fragmentsLoaded,
			WC_ADDED_TO_CART_EVENT,
		] );
		const done = nextEvent( WC_ADDED_TO_CART_EVENT );

		buttonOf( 17 ).click();
		await done;

		expect( events.names() ).toEqual( [
			'adding_to_cart',
			'wc-blocks_adding_to_cart',
			'wc_cart_button_updated',
			'added_to_cart',
			'wc_fragments_loaded',
			'wc-blocks_added_to_cart',
		] );
		const adding = events.heard[ 0 ]!.detail as AddingToCartDetail;
		expect( adding.button ).toBe( buttonOf( 17 ) );
		expect( adding.data ).toMatchObject( { product_id: '17' } );
		const addedDetail = events.heard[ 3 ]!.detail as CartChangedDetail;
		expect( addedDetail.button ).toBe( buttonOf( 17 ) );
		expect( Object.keys( addedDetail.fragments ) ).toEqual( [
			'div.widget_shopping_cart_content',
		] );
		expect( events.heard[ 5 ]!.detail ).toEqual( { preserveCartData: false } );
		events.stop();
	} );

	it( 'when added › cart listeners of @cesta/cart-events are told to fetch the cart once', async () => {
		page = showEnhancedListing();
		const heard: CartNews[] = [];
		const stop = subscribeToCart( ( news ) => heard.push( news ) );
		const done = added();

		buttonOf( 17 ).click();
		await done;

		expect( heard ).toEqual( [ { cart: null, change: 'added' } ] );
		stop();
	} );

	it( 'when an adding_to_cart listener changes the data › the changed data is posted, as with jQuery', async () => {
		page = showEnhancedListing();
		const requests = recordWcAjax( shop );
		const change = ( event: Event ) => {
			( event as CustomEvent< AddingToCartDetail > ).detail.data.quantity = '3';
		};
		document.body.addEventListener( CLASSIC_EVENT.addingToCart, change, { once: true } );
		const done = added();

		buttonOf( 21 ).click();
		await done;
		await requests.settled();

		expect( requests.calls[ 0 ]!.fields ).toMatchObject( { product_id: '21', quantity: '3' } );
		expect( miniCart() ).toHaveTextContent( /3 ×/ );
		requests.stop();
	} );

	it( 'when the button has a data-success_message › it is announced in the live region a second later', async () => {
		page = showEnhancedListing();
		buttonOf( 17 ).dataset.success_message = 'Ventilador añadido';
		const region = document.querySelector( '.widget_shopping_cart_live_region' );
		const done = added();

		buttonOf( 17 ).click();
		await done;

		expect( region ).toHaveAttribute( 'role', 'status' );
		expect( region ).toHaveTextContent( '' );
		await waitUntil( () => region!.textContent === 'Ventilador añadido', 2000 );
		expect( region ).toHaveAttribute( 'aria-relevant', 'all' );
	} );
} );

describe( 'given several clicks in a row', () => {
	it( 'when three buttons are clicked › the requests go one at a time, in click order, and all three products end up in the cart', async () => {
		page = showEnhancedListing();
		const requests = recordWcAjax( shop );
		let count = 0;
		const third = new Promise< void >( ( resolve ) =>
			document.body.addEventListener( CLASSIC_EVENT.addedToCart, () => {
				if ( ++count === 3 ) {
					resolve();
				}
			} )
		);

		buttonOf( 17 ).click();
		buttonOf( 19 ).click();
		buttonOf( 21 ).click();
		expect( [ 17, 19, 21 ].map( ( id ) => buttonOf( id ).className ) ).toEqual(
			Array( 3 ).fill( expect.stringContaining( 'loading' ) )
		);
		await third;
		await requests.settled();

		expect( requests.timeline ).toEqual( [
			'start add_to_cart 17',
			'end add_to_cart',
			'start add_to_cart 19',
			'end add_to_cart',
			'start add_to_cart 21',
			'end add_to_cart',
		] );
		expect( miniCart().querySelectorAll( 'li.mini_cart_item' ) ).toHaveLength( 3 );
		requests.stop();
	} );

	it( 'when the first request fails › the next one is still sent and succeeds', async () => {
		page = showEnhancedListing();
		answerWcAjaxOnce( shop, 'add_to_cart', dropConnection );
		const done = added();

		buttonOf( 17 ).click();
		buttonOf( 19 ).click();
		const { button } = await done;

		expect( button ).toBe( buttonOf( 19 ) );
		expect( buttonOf( 17 ) ).not.toHaveClass( 'loading' );
		expect( buttonOf( 17 ) ).not.toHaveClass( 'added' );
		expect( miniCart() ).toHaveTextContent( 'Smart TV' );
	} );
} );

describe( 'given an add the shop refuses or redirects', () => {
	it( 'when the answer is an error with a product url › the browser goes to that product page and nothing is announced', async () => {
		page = showEnhancedListing();
		const events = recordEvents( [ CLASSIC_EVENT.addedToCart, WC_ADDED_TO_CART_EVENT ] );

		buttonOf( 27 ).click();
		await waitUntil( () => page.visited.length > 0 );

		expect( page.visited ).toEqual( [ expect.stringMatching( /\/producto\/camiseta\/?$/ ) ] );
		expect( events.heard ).toEqual( [] );
		events.stop();
	} );

	it( 'when redirect-after-add is on › the browser goes to the cart page after the shop took the product', async () => {
		page = showEnhancedListing( { ...SHOP_PARAMS, redirectToCartAfterAdd: true } );
		const requests = recordWcAjax( shop );

		buttonOf( 17 ).click();
		await waitUntil( () => page.visited.length > 0 );
		await requests.settled();

		expect( page.visited ).toEqual( [ SHOP_PARAMS.cartUrl ] );
		expect( requests.calls.map( ( call ) => call.endpoint ) ).toEqual( [ 'add_to_cart' ] );
	} );

	it( 'when the connection drops › the button goes back to idle and the page stays', async () => {
		page = showEnhancedListing();
		answerWcAjaxOnce( shop, 'add_to_cart', dropConnection );
		const updated = nextEvent( CLASSIC_EVENT.buttonUpdated );

		buttonOf( 17 ).click();
		await updated;

		expect( buttonOf( 17 ).className ).not.toMatch( /loading|added/ );
		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
		expect( page.visited ).toEqual( [] );
	} );

	it( 'when the answer is not JSON › the button goes back to idle and the widget is left as it was', async () => {
		page = showEnhancedListing();
		answerWcAjaxOnce( shop, 'add_to_cart', phpWarnings );
		const before = miniCart().outerHTML;
		const updated = nextEvent( CLASSIC_EVENT.buttonUpdated );

		buttonOf( 17 ).click();
		await updated;

		expect( buttonOf( 17 ).className ).not.toMatch( /loading|added/ );
		expect( miniCart().outerHTML ).toBe( before );
		expect( page.visited ).toEqual( [] );
	} );
} );
