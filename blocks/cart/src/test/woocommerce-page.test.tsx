/**
 * The Cart block on a page that carries only what WooCommerce 9.9.5 prints on
 * its cart page: `wcSettings` (countryData, no shipping lists, no
 * `preloadedApiRequests`), the nonce seed as a JavaScript object literal, and
 * the cart handed over through
 * `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( … ) )`, after
 * WordPress's own root URL middleware.
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getNonce } from '@cesta/api';
import type { MiddlewareConfig } from '@cesta/api';

import wooCommerceCartPage from '../../../../reference/wc-page-data/cart-page.json';
import { findCartTable, renderCart, rowOf } from './render-cart';
import { setupCartShop } from './shop';

const shop = setupCartShop();

let pageMiddlewares: APIFetchMiddleware[] = [];

/** Sets the globals and api-fetch middlewares the WooCommerce page's inline scripts set. */
function printWooCommerceCartPage() {
	window.wcSettings = structuredClone( wooCommerceCartPage.wcSettings );
	// Printed as `var wcBlocksMiddlewareConfig = { storeApiNonce: '…', … };`, not as JSON.
	window.wcBlocksMiddlewareConfig = new Function(
		`return ${ wooCommerceCartPage.wcBlocksMiddlewareConfig };`
	)() as MiddlewareConfig;
	pageMiddlewares = [
		apiFetch.createRootURLMiddleware( 'http://localhost/wp-json/' ),
		...wooCommerceCartPage.apiFetchPreloaded.map( ( preloaded ) =>
			apiFetch.createPreloadingMiddleware( structuredClone( preloaded ) )
		),
	];
	pageMiddlewares.forEach( ( middleware ) => apiFetch.use( middleware ) );
	// The shopper's browser has the cart cookies WooCommerce set when the cart was filled: the
	// page's own preloading middleware cannot be seen, so they are what says a cart session exists.
	const [ { '/wc/store/v1/cart': preloadedCart } ] = wooCommerceCartPage.apiFetchPreloaded;
	document.cookie = 'woocommerce_items_in_cart=1; path=/';
	document.cookie = `woocommerce_cart_hash=${ preloadedCart.headers[ 'Cart-Hash' ] }; path=/`;
}

afterEach( () => {
	pageMiddlewares.forEach( ( middleware ) => apiFetch.unregister( middleware ) );
	pageMiddlewares = [];
	delete window.wcBlocksMiddlewareConfig;
} );

const shippingRow = () =>
	screen
		.getByText( 'Shipping', { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;

describe( 'given a page that prints exactly what WooCommerce 9.9.5 prints on its cart page', () => {
	beforeEach( printWooCommerceCartPage );

	it( 'renders the preloaded cart with no GET /cart: the request never reaches the shop', async () => {
		const reachedTheShop: string[] = [];
		const record = ( { request }: { request: Request } ) =>
			reachedTheShop.push( `${ request.method } ${ new URL( request.url ).pathname }` );
		shop.server.events.on( 'request:start', record );

		renderCart();
		await findCartTable();

		expect( rowOf( 'Ventilador de pie' ) ).toBeInTheDocument();
		expect( getNonce() ).toBe( '928095d0e7' );
		// Anything the first render set off has had time to leave.
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 100 ) ) );
		shop.server.events.removeListener( 'request:start', record );
		expect( reachedTheShop ).toEqual( [] );
	} );

	it( 'names the province and country of the preloaded address, and offers the provinces as a list', async () => {
		renderCart();
		await findCartTable();

		expect( shippingRow() ).toHaveTextContent( 'Shipping to Madrid, Spain' );
		await userEvent.click(
			within( shippingRow() ).getByRole( 'button', { name: 'Change address' } )
		);
		const form = screen.getByRole( 'form', { name: 'Shipping address' } );
		const province = within( form ).getByRole( 'combobox', { name: /State/ } );
		expect( province ).toHaveValue( 'M' );
		expect( within( province ).getByRole( 'option', { name: 'Barcelona' } ) ).toHaveValue(
			'B'
		);
	} );
} );
