/**
 * What the cart-fragments tests share: a classic host page, its
 * parameters, a cart made in the mock shop, the fragments requests the shop
 * received, and the page's events.
 */
import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';

import { CART_FRAGMENTS_EVENT, CART_HASH_COOKIE } from '@cesta/cart-fragments';
import type { CartFragmentsParams, Fragments } from '@cesta/cart-fragments';
import type { MockServer } from '@cesta/mocks/node';

/** The parameters a WooCommerce page prints in `wc_cart_fragments_params`, as the package reads them. */
export const PARAMS: CartFragmentsParams = {
	ajaxUrl: '/?wc-ajax=%%endpoint%%',
	cartHashKey: 'wc_cart_hash_test',
	fragmentName: 'wc_fragments_test',
	requestTimeoutMs: 5000,
};

/** The classic mini cart widget as a cached page prints it: empty. */
export const HOST_PAGE = `
<header><span class="cart-contents-count">0</span></header>
<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p></div></div>`;

/** The mini cart widget's content as the page shows it now. */
export const miniCart = () =>
	document.querySelector< HTMLElement >( 'div.widget_shopping_cart_content' )!;

/** Puts the host page in the document. */
export const showHostPage = () => {
	document.body.innerHTML = HOST_PAGE;
};

/** Gives the browser the cart-hash cookie, as WooCommerce's `Set-Cookie` does. */
export const setCartHashCookie = ( hash: string ) => {
	document.cookie = `${ CART_HASH_COOKIE }=${ hash }; path=/`;
};

/**
 * Adds a product in the mock shop through `?wc-ajax=add_to_cart`, as another
 * page or tab of the same browser does, gives the page the cart-hash cookie
 * the shop set, and resolves with the shop's fragments and hash.
 */
export async function addInShop(
	productId: number,
	quantity = 1
): Promise< { fragments: Fragments; cartHash: string } > {
	const response = await fetch( new URL( '/?wc-ajax=add_to_cart', document.baseURI ), {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: `product_id=${ productId }&quantity=${ quantity }`,
	} );
	const answer = ( await response.json() ) as { fragments: Fragments; cart_hash: string };
	setCartHashCookie( answer.cart_hash );
	return { fragments: answer.fragments, cartHash: answer.cart_hash };
}

/** Puts a cart in this tab's storage as the package stores it. */
export function storeInSession( fragments: Fragments, cartHash: string, createdAtMs: number ) {
	window.sessionStorage.setItem( PARAMS.fragmentName!, JSON.stringify( fragments ) );
	window.sessionStorage.setItem( PARAMS.cartHashKey!, cartHash );
	window.localStorage.setItem( PARAMS.cartHashKey!, cartHash );
	window.sessionStorage.setItem( 'wc_cart_created', String( createdAtMs ) );
}

/** The `get_refreshed_fragments` requests the shop receives, with their form fields. */
export function recordRefreshes( shop: MockServer ) {
	const requests: Array< { contentType: string; fields: Record< string, string > } > = [];
	const pending: Array< Promise< void > > = [];
	const onStart = ( { request }: { request: Request } ) => {
		if ( new URL( request.url ).searchParams.get( 'wc-ajax' ) !== 'get_refreshed_fragments' ) {
			return;
		}
		pending.push(
			request
				.clone()
				.text()
				.then( ( text ) => {
					requests.push( {
						contentType: request.headers.get( 'content-type' ) ?? '',
						fields: Object.fromEntries( new URLSearchParams( text ) ),
					} );
				} )
		);
	};
	shop.server.events.on( 'request:start', onStart );
	return {
		requests,
		count: () => pending.length,
		settled: () => Promise.all( pending ),
		stop: () => shop.server.events.removeListener( 'request:start', onStart ),
	};
}

/** Answers `get_refreshed_fragments` with `resolver` instead of the shop, for the rest of the test. */
export function answerRefreshesWith( shop: MockServer, resolver: HttpResponseResolver ) {
	shop.server.use(
		http.post( '*', ( info ) =>
			new URL( info.request.url ).searchParams.get( 'wc-ajax' ) === 'get_refreshed_fragments'
				? resolver( info )
				: undefined
		)
	);
}

/** A dropped connection. */
export const dropConnection = () => HttpResponse.error();

/** Names of the cart-fragments events dispatched on `document.body`, in order, from now on. */
export function recordFragmentEvents() {
	const heard: string[] = [];
	const listener = ( event: Event ) => heard.push( event.type );
	const names = Object.values( CART_FRAGMENTS_EVENT );
	names.forEach( ( name ) => document.body.addEventListener( name, listener ) );
	return {
		heard,
		stop: () =>
			names.forEach( ( name ) => document.body.removeEventListener( name, listener ) ),
	};
}
