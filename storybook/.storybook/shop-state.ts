/**
 * The shop a story starts in: a fresh sample shop, a new visitor with nothing
 * cached, the settings the host prints, and what `parameters.shop` asks for
 * (a filled cart, an address, a coupon, pickup, a logged-in customer, an
 * administrator, faults on the next requests), prepared through the Store API
 * the way a shopper's earlier pages would have.
 */
import { http, HttpResponse } from 'msw';

import {
	addCartItem,
	applyCartCoupon,
	clearCachedCart,
	fetchCart,
	resetStoreApiClient,
	selectShippingRate,
	updateCustomer,
} from '@cesta/api';
import type { FaultSpec, MockWorker } from '@cesta/mocks/browser';
import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { SAMPLE_GATEWAYS, shopSettings } from './shop-settings';

/**
 * What a story asks of the shop, in `parameters.shop`.
 *
 * @example
 * export const Pickup = { parameters: { shop: { cart: [ [ 17, 1 ] ], address: true, shippingRate: 'pickup_location:1' } } };
 */
export interface ShopParameters {
	/** Products put in the cart before the page loads: `[ product id, quantity ]`. */
	cart?: Array< [ number, number ] >;
	/** The Madrid shipping and billing addresses (a complete guest order). */
	address?: boolean;
	/** Coupon codes applied to the cart. */
	coupons?: string[];
	/** The rate chosen for the first package (e.g. `pickup_location:1`). */
	shippingRate?: string;
	/** A logged-in customer's user id (2: Carmen Ruiz, with saved cards). */
	customer?: number;
	/** The visitor is an administrator (sees payment diagnostics). */
	admin?: boolean;
	/** Gateways with a script on the page. @default [ 'bacs', 'cheque', 'cod' ] */
	gateways?: string[];
	/** Settings printed over the shop's own. */
	settings?: Record< string, unknown >;
	/** Failures of the next matching requests, queued once the shop is ready. */
	faults?: FaultSpec[];
}

/** The Store API's cart, as `fetchCart` answers it. */
type CartResponse = Awaited< ReturnType< typeof fetchCart > >[ 'response' ];

/** Where MSW keeps, in the page's localStorage, the cookies mocked responses set. */
const MSW_COOKIE_STORE_KEY = '__msw-cookie-store__';

/** A route only the preparation answers: its response sets (or expires) cookies in MSW's store. */
const COOKIE_ROUTE = '/__cesta-storybook/cookies';

interface StoredCookie {
	key: string;
	value: string;
	path?: string;
	httpOnly?: boolean;
}

const storedCookies = (): StoredCookie[] => {
	try {
		return JSON.parse( localStorage.getItem( MSW_COOKIE_STORE_KEY ) ?? '[]' ) as StoredCookie[];
	} catch {
		return [];
	}
};

/**
 * Writes cookies into MSW's store the one way MSW allows: a mocked
 * response's `Set-Cookie` (the browser drops that header from responses a
 * service worker builds, so MSW keeps these cookies itself).
 */
async function setMockCookies( mock: MockWorker, setCookies: string[] ): Promise< void > {
	if ( setCookies.length === 0 ) {
		return;
	}
	const headers = new Headers();
	setCookies.forEach( ( setCookie ) => headers.append( 'Set-Cookie', setCookie ) );
	mock.worker.use(
		http.post( `*${ COOKIE_ROUTE }`, () => new HttpResponse( null, { status: 204, headers } ), {
			once: true,
		} )
	);
	await fetch( COOKIE_ROUTE, { method: 'POST' } );
}

/**
 * Copies the cookies a real browser would have kept from the shop's answers
 * (`woocommerce_items_in_cart`, `woocommerce_cart_hash`) into
 * `document.cookie`, where the blocks read them; HttpOnly ones (the session)
 * stay in MSW's store, which sends them with each request.
 */
function mirrorCookiesToPage(): void {
	storedCookies()
		.filter( ( cookie ) => ! cookie.httpOnly )
		.forEach( ( cookie ) => {
			document.cookie = `${ cookie.key }=${ cookie.value }; path=${ cookie.path ?? '/' }`;
		} );
}

/** Forgets every cookie of the visitor before: the page's and MSW's. */
async function clearCookies( mock: MockWorker ): Promise< void > {
	document.cookie
		.split( ';' )
		.map( ( pair ) => pair.split( '=' )[ 0 ]!.trim() )
		.filter( Boolean )
		.forEach( ( name ) => {
			document.cookie = `${ name }=; path=/; max-age=0`;
		} );
	await setMockCookies(
		mock,
		storedCookies().map( ( cookie ) => `${ cookie.key }=; Path=/; Max-Age=0` )
	);
}

/** Logs the browser in as a customer, as WordPress's login cookie would. */
async function logIn( mock: MockWorker, userId: number ): Promise< void > {
	const { sessions } = mock.engine.deps;
	const session = mock.engine.session( String( userId ) );
	sessions.save( session );
	const value = encodeURIComponent( sessions.cookieValue( session ) );
	await setMockCookies( mock, [ `${ sessions.cookieName }=${ value }; Path=/; HttpOnly` ] );
}

/** Where the settings a story's page must print first wait for the page to load again. */
const PRINTED_SETTINGS_KEY = 'cesta-storybook:printed-settings';

/** The story the preview's URL names: the one this page load shows first. */
const storyInUrl = (): string | null => new URLSearchParams( window.location.search ).get( 'id' );

/**
 * Prints `window.wcSettings` before any script of the blocks loads, as a
 * shop's page does (stores read some settings once, when they are created):
 * the settings a story asked for when it reloaded the page to have them
 * printed first, else the sample shop's for a guest.
 *
 * @example
 * printShopSettings( mock.engine ); // at the top of the preview, before the stories load
 */
export function printShopSettings( mock: MockWorker ): void {
	const saved = JSON.parse( sessionStorage.getItem( PRINTED_SETTINGS_KEY ) ?? 'null' ) as {
		storyId: string;
		settings: Record< string, unknown >;
	} | null;
	window.wcSettings =
		saved && saved.storyId === storyInUrl()
			? saved.settings
			: shopSettings( mock.engine, { userId: 0, isAdmin: false, gateways: SAMPLE_GATEWAYS } );
}

/**
 * Starts the story's page: the settings it asks for printed first (the page
 * loads again to print them when they are not the ones printed), a fresh
 * sample shop and a new visitor (no cookies, nothing cached, the API
 * client's memory forgotten), then what `shop` asks for, made through the
 * Store API; the cart cache is dropped so the blocks load the cart as on a
 * first page view, and the faults are queued last, for the story's own
 * requests. Returns the visitor's cart as the server would print it in the
 * page (`null` for a visitor without a cart session).
 *
 * @example
 * await prepareShop( mock, 'blocks-cart--loading', { cart: [ [ 17, 2 ] ], faults: [ { latencyMs: 3000, only: 'GET /cart' } ] } );
 */
export async function prepareShop(
	mock: MockWorker,
	storyId: string,
	shop: ShopParameters = {}
): Promise< CartResponse | null > {
	mock.reset();
	const settings = {
		...shopSettings( mock.engine, {
			userId: shop.customer ?? 0,
			isAdmin: shop.admin ?? false,
			gateways: shop.gateways ?? SAMPLE_GATEWAYS,
		} ),
		...shop.settings,
	};
	if ( JSON.stringify( settings ) !== JSON.stringify( window.wcSettings ) ) {
		const reloaded = sessionStorage
			.getItem( PRINTED_SETTINGS_KEY )
			?.includes( `"${ storyId }"` );
		sessionStorage.setItem( PRINTED_SETTINGS_KEY, JSON.stringify( { storyId, settings } ) );
		if ( ! reloaded ) {
			window.location.reload();
			// The page loads again with the settings printed first.
			await new Promise( () => undefined );
		}
		// Printed late (the story re-rendered with other parameters): what reads them now sees them.
		window.wcSettings = settings;
	}
	resetStoreApiClient();
	await clearCookies( mock );
	localStorage.clear();
	if ( shop.customer ) {
		await logIn( mock, shop.customer );
	}
	// One at a time, as a shopper adds from product pages: the first add
	// creates the session, whose nonce the next writes carry.
	for ( const [ id, quantity ] of shop.cart ?? [] ) {
		await addCartItem( { id, quantity } );
	}
	await Promise.all( [
		...( shop.address
			? [
					updateCustomer( {
						shipping_address: MADRID_SHIPPING,
						billing_address: MADRID_BILLING,
					} ),
				]
			: [] ),
		...( shop.coupons ?? [] ).map( ( code ) => applyCartCoupon( { code } ) ),
	] );
	if ( shop.shippingRate ) {
		await selectShippingRate( { package_id: 0, rate_id: shop.shippingRate } );
	}
	mirrorCookiesToPage();
	const cart = document.cookie.includes( 'woocommerce_cart_hash=' )
		? ( await fetchCart() ).response
		: null;
	clearCachedCart();
	( shop.faults ?? [] ).forEach( ( fault ) => mock.faults( fault ) );
	return cart;
}
