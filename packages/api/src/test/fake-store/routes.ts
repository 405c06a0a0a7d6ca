/**
 * The fake shop's routes, answering like the Store API does. Dispatch takes
 * the REST path (after the root), so plain HTTP requests and batch items go
 * through the same code.
 */
import { sampleCheckout, sampleProducts } from './samples';
import type { RouteAnswer, ShopState } from './state';
import { addItem, applyCoupon, changeItem, checkNonce, updateCustomer } from './state';

/** The routes the namespace index lists (a subset of the real one). */
export const INDEXED_ROUTES = [
	'/wc/store/v1',
	'/wc/store/v1/batch',
	'/wc/store/v1/cart',
	'/wc/store/v1/cart/add-item',
	'/wc/store/v1/cart/apply-coupon',
	'/wc/store/v1/cart/items',
	'/wc/store/v1/cart/items/(?P<key>[\\w-]{32})',
	'/wc/store/v1/cart/coupons/(?P<code>[\\w-]+)',
	'/wc/store/v1/checkout',
	'/wc/store/v1/checkout/(?P<id>[\\d]+)',
	'/wc/store/v1/products',
	'/wc/store/v1/products/(?P<id>[\\d]+)',
	'/wc/store/v1/products/(?P<slug>[\\S]+)',
	'/wc/store/v1/products/attributes',
	'/wc/store/v1/products/attributes/(?P<attribute_id>[\\d]+)/terms',
	'/wc/store/v1/products/collection-data',
];

/** One request as the route code sees it. */
export interface RouteRequest {
	method: string;
	/** REST path without query, e.g. `/wc/store/v1/cart`. */
	route: string;
	query: URLSearchParams;
	body: Record< string, unknown >;
	headers: Headers;
}

const notFound = (): RouteAnswer => ( {
	status: 404,
	bare: true,
	body: {
		code: 'rest_no_route',
		message: 'No route was found matching the URL and request method.',
		data: { status: 404 },
	},
} );

function products( state: ShopState, { route, query }: RouteRequest ): RouteAnswer {
	const headers = { 'Last-Modified': String( state.catalogueModified ) };
	// Five products like the captured shop's on-sale list, from the two captured ones.
	const all = Array.from( { length: 5 }, ( _, index ) => ( {
		...sampleProducts()[ index % 2 ]!,
		id: 21 + index,
		slug: `producto-${ 21 + index }`,
	} ) );
	if ( route === '/wc/store/v1/products' ) {
		const page = Number( query.get( 'page' ) ?? 1 );
		const perPage = Number( query.get( 'per_page' ) ?? 2 );
		const items = all.slice( ( page - 1 ) * perPage, page * perPage );
		return {
			status: 200,
			bare: true,
			body: items,
			headers: { ...headers, 'X-WP-Total': String( all.length ), 'X-WP-TotalPages': '3' },
		};
	}
	if ( route === '/wc/store/v1/products/collection-data' ) {
		return {
			status: 200,
			bare: true,
			headers,
			body: {
				price_range: query.has( 'calculate_price_range' )
					? { min_price: '1999', max_price: '42900', currency_code: 'EUR' }
					: null,
				received_query: Object.fromEntries(
					[ ...query ].filter( ( [ key ] ) => key !== '_locale' )
				),
			},
		};
	}
	const terms = route.match( /^\/wc\/store\/v1\/products\/attributes\/(\d+)\/terms$/ );
	if ( terms ) {
		return {
			status: 200,
			bare: true,
			headers,
			body: [ { id: 1, attribute: Number( terms[ 1 ] ) } ],
		};
	}
	const single = route.match( /^\/wc\/store\/v1\/products\/([^/]+)$/ );
	const product =
		single && all.find( ( p ) => String( p.id ) === single[ 1 ] || p.slug === single[ 1 ] );
	return product ? { status: 200, bare: true, headers, body: product } : notFound();
}

function write( state: ShopState, request: RouteRequest ): RouteAnswer {
	const { route, body } = request;
	const action = route.replace( '/wc/store/v1/cart/', '' );
	switch ( action ) {
		case 'add-item':
			return addItem( state, body );
		case 'update-item':
		case 'remove-item':
			return changeItem(
				state,
				action === 'remove-item' ? { key: body.key as string } : body
			);
		case 'apply-coupon':
		case 'remove-coupon':
			return applyCoupon( state, body );
		case 'update-customer':
			return updateCustomer( state, body );
		case 'select-shipping-rate':
		case 'extensions':
			return { status: 200, body: state.cart };
	}
	return notFound();
}

function checkout( state: ShopState, { method, query, body }: RouteRequest ): RouteAnswer {
	const draft = sampleCheckout();
	if ( method === 'POST' ) {
		const failed = body.payment_method === 'declined';
		draft.payment_result = {
			payment_status: failed ? 'failure' : 'success',
			payment_details: failed ? [ { key: 'message', value: 'Tarjeta rechazada' } ] : [],
			redirect_url: failed ? '' : '/checkout/order-received/1/',
		};
		return { status: failed ? 400 : 200, body: draft };
	}
	draft.__experimentalCart =
		query.get( '__experimental_calc_totals' ) === 'true' ? state.cart : null;
	return { status: 200, body: draft };
}

/**
 * Answers one request. The nonce is checked on writes to cart routes and on
 * every `/checkout` method, unless a valid Cart-Token was sent.
 *
 * @example
 * dispatch( state, { method: 'GET', route: '/wc/store/v1/cart', query, body: {}, headers } );
 */
export function dispatch( state: ShopState, request: RouteRequest ): RouteAnswer {
	const { method, route } = request;
	if ( route === '/wc/store/v1' ) {
		const routes = Object.fromEntries(
			INDEXED_ROUTES.map( ( r ) => [ r, { namespace: 'wc/store/v1' } ] )
		);
		return { status: 200, bare: true, body: { namespace: 'wc/store/v1', routes } };
	}
	if ( route.startsWith( '/wc/store/v1/products' ) && method === 'GET' ) {
		return products( state, request );
	}
	const isCheckout = route === '/wc/store/v1/checkout';
	const isCartWrite = route.startsWith( '/wc/store/v1/cart/' ) && method !== 'GET';
	if ( ! isCheckout && ! isCartWrite && route !== '/wc/store/v1/cart' ) {
		return notFound();
	}
	const hasToken = request.headers.get( 'Cart-Token' ) === state.cartToken;
	if ( ( isCheckout || isCartWrite ) && ! hasToken ) {
		const refused = checkNonce( state, request.headers.get( 'Nonce' ) );
		if ( refused ) {
			return refused;
		}
	}
	if ( isCheckout ) {
		return checkout( state, request );
	}
	return method === 'GET' ? { status: 200, body: state.cart } : write( state, request );
}
