/**
 * What the classic-cart tests share: the mock shop, a host page with classic
 * markup (its enhancement stopped after each test), the page's parameters, the wc-ajax requests the mock shop received, and ways
 * to wait for the page's events.
 */
import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';

import { enhanceClassicCart } from '@cesta/classic-cart';
import type { ClassicCartParams } from '@cesta/classic-cart';
import type { MockServer } from '@cesta/mocks/node';
import { setupMockShop } from '@cesta/test-utils';

/** The parameters a WooCommerce shop page prints, read as the package reads them. */
export const SHOP_PARAMS: ClassicCartParams = {
	ajaxUrl: '/?wc-ajax=%%endpoint%%',
	cartUrl: 'http://localhost/carrito/',
	isCart: false,
	redirectToCartAfterAdd: false,
	viewCartText: 'Ver carrito',
	cartHashKey: 'wc_cart_hash_test',
	fragmentName: 'wc_fragments_test',
};

/** A classic add-to-cart button as WooCommerce's loop writes it. */
export const classicButton = ( id: number, sku: string, extra = '' ) =>
	`<a href="?add-to-cart=${ id }" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${ id }" data-product_sku="${ sku }" ${ extra } rel="nofollow">Añadir al carrito</a>`;

/** A listing of the fan (17), the TV (19) and the rice cooker (21), with a classic mini cart widget. */
export const LISTING_HTML = `
<ul class="products">
	<li class="product" id="p17">${ classicButton( 17, 'VENT-001' ) }</li>
	<li class="product" id="p19">${ classicButton( 19, 'TV-055' ) }</li>
	<li class="product" id="p21">${ classicButton( 21, 'ARR-001' ) }</li>
	<li class="product" id="p27">${ classicButton( 27, 'CAM-001' ) }</li>
</ul>
<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>`;

/** The add button of a product in {@link LISTING_HTML}. */
export const buttonOf = ( id: number ) =>
	document.querySelector< HTMLElement >( `#p${ id } .add_to_cart_button` )!;

/** The mini cart widget's content as the page shows it now. */
export const miniCart = () =>
	document.querySelector< HTMLElement >( 'div.widget_shopping_cart_content' )!;

/** The enhancements shown by this test, stopped after it. */
const shownListings: Array< { stop: () => void } > = [];

/**
 * Starts the mock shop for the file; after each test the listings shown are
 * no longer enhanced and the page is cleared.
 *
 * @example
 * const shop = setupClassicShop();
 */
export function setupClassicShop(): MockServer {
	const shop = setupMockShop();
	afterEach( () => {
		shownListings.splice( 0 ).forEach( ( listing ) => listing.stop() );
		document.body.innerHTML = '';
	} );
	return shop;
}

/**
 * Puts the listing on the page and enhances it; the URLs it navigates to are
 * collected in `visited`.
 */
export function showEnhancedListing(
	params: ClassicCartParams | null = SHOP_PARAMS,
	html = LISTING_HTML
) {
	document.body.innerHTML = html;
	const visited: string[] = [];
	const stop = enhanceClassicCart( document, params, {
		navigate: ( url ) => visited.push( url ),
	} );
	const listing = { visited, stop };
	shownListings.push( listing );
	return listing;
}

/** One wc-ajax request as the mock shop received it. */
export interface WcAjaxCall {
	endpoint: string;
	contentType: string;
	fields: Record< string, string >;
}

/**
 * Records the wc-ajax requests the mock shop receives, with their form
 * fields, and the order in which requests start and get answered.
 */
export function recordWcAjax( shop: MockServer ) {
	const calls: WcAjaxCall[] = [];
	const timeline: string[] = [];
	const pending: Array< Promise< void > > = [];
	const endpointOf = ( request: Request ) => new URL( request.url ).searchParams.get( 'wc-ajax' );
	const onStart = ( { request }: { request: Request } ) => {
		const endpoint = endpointOf( request );
		if ( ! endpoint ) {
			return;
		}
		const read = request
			.clone()
			.text()
			.then( ( text ) => {
				const fields = Object.fromEntries( new URLSearchParams( text ) );
				calls.push( {
					endpoint,
					contentType: request.headers.get( 'content-type' ) ?? '',
					fields,
				} );
				timeline.push(
					`start ${ endpoint } ${ fields.product_id ?? fields.cart_item_key }`
				);
			} );
		pending.push( read );
	};
	const onEnd = ( { request }: { request: Request } ) => {
		const endpoint = endpointOf( request );
		if ( endpoint ) {
			timeline.push( `end ${ endpoint }` );
		}
	};
	shop.server.events.on( 'request:start', onStart );
	shop.server.events.on( 'response:mocked', onEnd );
	return {
		calls,
		timeline,
		settled: () => Promise.all( pending ),
		stop: () => {
			shop.server.events.removeListener( 'request:start', onStart );
			shop.server.events.removeListener( 'response:mocked', onEnd );
		},
	};
}

/**
 * Answers the next request to one wc-ajax endpoint with `resolver` instead
 * of the shop (a dropped connection, PHP warnings, hostile fragments); the
 * requests after it reach the shop again.
 */
export function answerWcAjaxOnce(
	shop: MockServer,
	endpoint: string,
	resolver: HttpResponseResolver
) {
	let used = false;
	shop.server.use(
		http.post( '*', ( info ) => {
			if ( used || new URL( info.request.url ).searchParams.get( 'wc-ajax' ) !== endpoint ) {
				return undefined;
			}
			used = true;
			return resolver( info );
		} )
	);
}

/** A dropped connection. */
export const dropConnection = () => HttpResponse.error();

/** An answer corrupted by PHP warnings, as a misbehaving plugin makes it. */
export const phpWarnings = () =>
	new HttpResponse(
		'<br /><b>Warning</b>: Undefined index in functions.php<br />{"fragments":{}}',
		{
			headers: { 'Content-Type': 'application/json' },
		}
	);

/** Resolves with the `detail` of the next `name` event on `document.body`. */
export function nextEvent< T = unknown >( name: string ): Promise< T > {
	return new Promise( ( resolve ) => {
		document.body.addEventListener(
			name,
			( event ) => resolve( ( event as CustomEvent< T > ).detail ),
			{ once: true }
		);
	} );
}

/** Names of the events dispatched on `document.body`, in order, from now on. */
export function recordEvents( names: string[] ) {
	const heard: Array< { name: string; detail: unknown } > = [];
	const listener = ( event: Event ) =>
		heard.push( { name: event.type, detail: ( event as CustomEvent ).detail } );
	names.forEach( ( name ) => document.body.addEventListener( name, listener ) );
	return {
		heard,
		names: () => heard.map( ( entry ) => entry.name ),
		stop: () =>
			names.forEach( ( name ) => document.body.removeEventListener( name, listener ) ),
	};
}

/**
 * Clicks an element and tells whether the click was left to the browser
 * (the default action not prevented). The test then prevents it itself:
 * jsdom cannot navigate.
 */
export function clickAndSeeIfFollowed( element: HTMLElement, init: MouseEventInit = {} ): boolean {
	let followed = false;
	const watch = ( event: Event ) => {
		followed = ! event.defaultPrevented;
		event.preventDefault();
	};
	window.addEventListener( 'click', watch );
	element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0, ...init } )
	);
	window.removeEventListener( 'click', watch );
	return followed;
}
