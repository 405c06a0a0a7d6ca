/**
 * Tests of the React-free add-to-cart buttons against the mock shop (spec 1
 * §4): idle → loading → added with one "View cart" link, one request at a
 * time, errors shown or sent to the product page, redirect after add, the
 * cart published, accessibility in each state.
 */
import { http, HttpResponse } from 'msw';

import {
	enhanceAddToCartButtons,
	getQueuedAddToCartCount,
	loadProductCollection,
	productUrlOfError,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import { BATCH_DELAY_MS, fetchCart } from '@cesta/api';
import {
	CART_CHANGED_EVENT,
	forgetPublishedCart,
	WC_ADDED_TO_CART_EVENT,
} from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';
import type { ProductResponse } from '@cesta/types';
import { axe, recordRequests, setupMockShop } from '@cesta/test-utils';

const shop = setupMockShop();

let catalogue: ProductResponse[] = [];
let stop: () => void = () => undefined;
let navigate: jest.Mock;

beforeAll( async () => {
	catalogue = ( await loadProductCollection( { query: { perPage: 100 } } ) ).products;
} );

beforeEach( async () => {
	// A shop page carries the session's nonce; a first visit to the cart gives
	// it here, so each add is one request (not a refused one and its retry).
	await fetchCart();
	// Real microtasks, fake clock: the API's 300 ms batch window and the
	// mock's latency run only when a test moves the clock.
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
	navigate = jest.fn();
} );

afterEach( async () => {
	// Let anything a test left queued finish before the shop resets.
	for ( let i = 0; i < 40 && getQueuedAddToCartCount() > 0; i++ ) {
		await jest.advanceTimersByTimeAsync( 100 );
	}
	stop();
	jest.useRealTimers();
	document.body.replaceChildren();
	forgetPublishedCart();
	delete window.wcSettings;
} );

const showProducts = (
	ids: number[],
	options: Parameters< typeof enhanceAddToCartButtons >[ 1 ] = {}
) => {
	const container = document.createElement( 'main' );
	container.innerHTML = renderProductCollectionMarkup( {
		products: ids.map( ( id ) => catalogue.find( ( product ) => product.id === id )! ),
	} );
	document.body.append( container );
	stop = enhanceAddToCartButtons( container, { navigate, ...options } );
	return container;
};

const buttonOf = ( container: HTMLElement, id: number ) =>
	container.querySelector< HTMLButtonElement >( `button[data-product_id="${ id }"]` )!;

/** Moves the clock in small steps until `condition` holds (at most `limitMs`). */
const advanceUntil = async ( condition: () => boolean, limitMs = 5000 ) => {
	for ( let waited = 0; ! condition() && waited < limitMs; waited += 50 ) {
		await jest.advanceTimersByTimeAsync( 50 );
	}
	expect( condition() ).toBe( true );
};

const addItemCalls = ( calls: ReturnType< typeof recordRequests > ) =>
	calls.calls().filter( ( call ) => call.route === '/cart/add-item' );

describe( 'given a product that can be added from the listing', () => {
	it( 'when clicked › the button is loading (aria-busy, still focusable) until the shop answers', async () => {
		const container = showProducts( [ 17 ] );
		const button = buttonOf( container, 17 );
		button.focus();

		button.click();

		expect( button.classList ).toContain( 'loading' );
		expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( button.disabled ).toBe( false );
		expect( document.activeElement ).toBe( button );
		await advanceUntil( () => button.classList.contains( 'added' ) );
		expect( button.classList ).not.toContain( 'loading' );
		expect( button.hasAttribute( 'aria-busy' ) ).toBe( false );
	} );

	it( 'when added › one POST /cart/add-item with its id and quantity reaches the shop, and the cart holds it', async () => {
		const calls = recordRequests( shop );
		const container = showProducts( [ 17 ] );

		buttonOf( container, 17 ).click();
		await advanceUntil( () => buttonOf( container, 17 ).classList.contains( 'added' ) );
		await calls.settled();

		expect( addItemCalls( calls ).map( ( call ) => call.body ) ).toEqual( [
			{ id: 17, quantity: 1 },
		] );
		calls.stop();
	} );

	it( 'when added › a "View cart" link to the cart page follows the button, once however often it is added', async () => {
		const container = showProducts( [ 17 ] );
		const button = buttonOf( container, 17 );

		button.click();
		await advanceUntil( () => button.classList.contains( 'added' ) );
		button.click();
		await advanceUntil( () => getQueuedAddToCartCount() === 0 );

		const links = container.querySelectorAll< HTMLAnchorElement >( 'a.added_to_cart' );
		expect( links ).toHaveLength( 1 );
		expect( links[ 0 ]!.textContent ).toBe( 'View cart' );
		expect( links[ 0 ]!.getAttribute( 'href' ) ).toBe( '/carrito/' );
		expect( button.nextElementSibling ).toBe( links[ 0 ] );
	} );

	it( 'when added › screen readers hear it through a polite live region', async () => {
		const container = showProducts( [ 21 ] );

		buttonOf( container, 21 ).click();
		await advanceUntil( () => buttonOf( container, 21 ).classList.contains( 'added' ) );

		const region = document.querySelector( '[aria-live="polite"]' )!;
		expect( region.textContent ).toBe( '“Arrocera” has been added to your cart.' );
		expect( region.getAttribute( 'aria-atomic' ) ).toBe( 'true' );
	} );

	it( "when added › the new cart is published, with WooCommerce's added event", async () => {
		const heard: CartNews[] = [];
		const wooEvents: unknown[] = [];
		const onNews = ( event: Event ) =>
			heard.push( ( event as CustomEvent< CartNews > ).detail );
		const onWoo = ( event: Event ) => wooEvents.push( ( event as CustomEvent ).detail );
		document.body.addEventListener( CART_CHANGED_EVENT, onNews );
		document.body.addEventListener( WC_ADDED_TO_CART_EVENT, onWoo );
		const container = showProducts( [ 17 ] );

		buttonOf( container, 17 ).click();
		await advanceUntil( () => heard.length > 0 );

		expect( heard[ 0 ]!.change ).toBe( 'added' );
		expect( heard[ 0 ]!.cart?.items.map( ( item ) => item.id ) ).toEqual( [ 17 ] );
		expect( wooEvents ).toEqual( [ { preserveCartData: true } ] );
		document.body.removeEventListener( CART_CHANGED_EVENT, onNews );
		document.body.removeEventListener( WC_ADDED_TO_CART_EVENT, onWoo );
	} );

	it( 'when redirect-after-add is off (the default) › the browser stays', async () => {
		const container = showProducts( [ 17 ] );

		buttonOf( container, 17 ).click();
		await advanceUntil( () => buttonOf( container, 17 ).classList.contains( 'added' ) );

		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'when the shop turns redirect-after-add on › the browser goes to the cart page after the add', async () => {
		window.wcSettings = {
			productsSettings: { cartRedirectAfterAdd: true },
			storePages: {
				cart: { id: 6, title: 'Carrito', permalink: 'https://tienda.test/carrito/' },
			},
		};
		const container = showProducts( [ 17 ] );

		buttonOf( container, 17 ).click();
		await advanceUntil( () => navigate.mock.calls.length > 0 );

		expect( navigate ).toHaveBeenCalledWith( 'https://tienda.test/carrito/' );
		expect( shop.engine ).toBeDefined();
	} );
} );

describe( 'given two clicks in a row', () => {
	it( 'when the first request is slow › the second is sent only after the first was answered, in click order', async () => {
		const calls = recordRequests( shop );
		shop.faults( { latencyMs: 2000, only: '/batch' } );
		const container = showProducts( [ 17, 21 ] );

		buttonOf( container, 17 ).click();
		buttonOf( container, 21 ).click();
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS + 1000 );
		await calls.settled();

		expect( addItemCalls( calls ).map( ( call ) => call.body ) ).toEqual( [
			{ id: 17, quantity: 1 },
		] );
		expect( buttonOf( container, 21 ).classList ).toContain( 'loading' );

		await advanceUntil( () => buttonOf( container, 21 ).classList.contains( 'added' ) );
		await calls.settled();
		expect( addItemCalls( calls ).map( ( call ) => call.body ) ).toEqual( [
			{ id: 17, quantity: 1 },
			{ id: 21, quantity: 1 },
		] );
		expect(
			calls.httpRequests().filter( ( request ) => request === 'POST /batch' )
		).toHaveLength( 2 );
		calls.stop();
	} );

	it( 'when the first fails › the second is still sent and succeeds', async () => {
		shop.faults( { status: 500, only: '/cart/add-item' } );
		const container = showProducts( [ 17, 21 ] );

		buttonOf( container, 17 ).click();
		buttonOf( container, 21 ).click();
		await advanceUntil( () => buttonOf( container, 21 ).classList.contains( 'added' ) );

		expect( buttonOf( container, 17 ).classList ).not.toContain( 'added' );
		expect( container.querySelectorAll( '[role="alert"]' ) ).toHaveLength( 1 );
	} );
} );

describe( 'given the shop answers with an error', () => {
	it( 'when it carries no product URL › its message shows after the button as an alert and the button is idle again', async () => {
		shop.faults( { status: 500, only: '/cart/add-item' } );
		const container = showProducts( [ 17 ] );
		const button = buttonOf( container, 17 );

		button.click();
		await advanceUntil( () => container.querySelector( '[role="alert"]' ) !== null );

		const alert = container.querySelector( '[role="alert"]' )!;
		expect( alert.textContent ).toMatch( /500/ );
		expect( button.parentElement?.contains( alert ) ).toBe( true );
		expect( button.classList ).not.toContain( 'loading' );
		expect( button.classList ).not.toContain( 'added' );
		expect( button.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'when clicked again › the old alert goes away', async () => {
		shop.faults( { status: 500, only: '/cart/add-item' } );
		const container = showProducts( [ 17 ] );
		const button = buttonOf( container, 17 );
		button.click();
		await advanceUntil( () => container.querySelector( '[role="alert"]' ) !== null );

		button.click();

		expect( container.querySelector( '[role="alert"]' ) ).toBeNull();
		await advanceUntil( () => button.classList.contains( 'added' ) );
	} );

	it( 'when it carries a product URL › the browser goes to that product page', async () => {
		shop.server.use(
			http.post(
				'*/wc/store/v1/batch',
				() =>
					HttpResponse.json( {
						responses: [
							{
								status: 400,
								headers: {},
								body: {
									code: 'woocommerce_rest_product_requires_options',
									message: 'Elige las opciones del producto.',
									data: {
										status: 400,
										product_url: '/producto/ventilador-de-pie/',
									},
								},
							},
						],
					} ),
				{ once: true }
			)
		);
		const container = showProducts( [ 17 ] );

		buttonOf( container, 17 ).click();
		await advanceUntil( () => navigate.mock.calls.length > 0 );

		expect( navigate ).toHaveBeenCalledWith( '/producto/ventilador-de-pie/' );
		expect( container.querySelector( '[role="alert"]' ) ).toBeNull();
	} );

	it( "when reading an error › the product URL is found on the classic answer or in the Store API error's data", () => {
		expect( productUrlOfError( { error: true, product_url: '/producto/a/' } ) ).toBe(
			'/producto/a/'
		);
		expect(
			productUrlOfError( { code: 'x', message: 'y', data: { product_url: '/producto/b/' } } )
		).toBe( '/producto/b/' );
		expect(
			productUrlOfError( { code: 'x', message: 'y', data: { status: 400 } } )
		).toBeNull();
		expect( productUrlOfError( 'nope' ) ).toBeNull();
	} );
} );

describe( 'given the buttons outside the enhanced root, or links', () => {
	it( 'when a variable product\'s "Select options" link is clicked › no request is made', async () => {
		const calls = recordRequests( shop );
		const container = showProducts( [ 27 ] );
		const link = container.querySelector< HTMLAnchorElement >(
			'.wc-block-components-product-button a'
		)!;
		// jsdom does not navigate; the point is that the controller leaves links alone.
		link.addEventListener( 'click', ( event ) => event.preventDefault() );

		link.click();
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS * 2 );
		await calls.settled();

		expect( addItemCalls( calls ) ).toEqual( [] );
		calls.stop();
	} );

	it( 'when stopped › clicks do nothing any more', async () => {
		const calls = recordRequests( shop );
		const container = showProducts( [ 17 ] );
		stop();

		buttonOf( container, 17 ).click();
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS * 2 );
		await calls.settled();

		expect( buttonOf( container, 17 ).classList ).not.toContain( 'loading' );
		expect( addItemCalls( calls ) ).toEqual( [] );
		calls.stop();
	} );
} );

describe( 'given each state of the buttons', () => {
	it( 'when loading, added and failed › axe finds no violations', async () => {
		const container = showProducts( [ 17, 21, 19 ] );
		shop.faults( { latencyMs: 1000, only: '/batch' } );

		buttonOf( container, 17 ).click();
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		// axe needs real timers: check a copy of the loading state once the add is done.
		const loading = document.createElement( 'div' );
		loading.innerHTML = container.innerHTML;
		expect( loading.querySelector( '[aria-busy="true"]' ) ).not.toBeNull();
		await advanceUntil( () => buttonOf( container, 17 ).classList.contains( 'added' ) );
		shop.faults( { status: 500, only: '/cart/add-item' } );
		buttonOf( container, 21 ).click();
		await advanceUntil( () => container.querySelector( '[role="alert"]' ) !== null );
		document.body.append( loading );

		jest.useRealTimers();
		expect( container.querySelector( 'a.added_to_cart' ) ).not.toBeNull();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
