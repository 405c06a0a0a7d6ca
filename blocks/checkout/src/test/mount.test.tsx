/**
 * A host page as a server prints it: the Checkout block's markup, the
 * settings JSON with the cart preloaded and `checkoutData` (the preloaded
 * `GET /checkout`), and the side-effect entry. Mounting uses the default
 * registry, so this file mounts once (the default registry's checkout store
 * was made before the test printed `checkoutData`; `order-note.test.tsx`
 * checks what the store takes from it).
 */
import { act, screen } from '@testing-library/react';

import { clearCachedCart, fetchCart, fetchCheckout, resetStoreApiClient } from '@cesta/api';
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { installResizeObserver, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { renderCheckoutBlockMarkup } from '..';
import '../register';
import { CHECKOUT_PAGE_SETTINGS, fillCart, setupCheckoutShop } from './checkout-shop';

const shop = setupCheckoutShop();
installResizeObserver();

describe( 'a host page with server markup, a preloaded cart and checkoutData', () => {
	let mounted: MountedBlock[] = [];
	afterEach( () => act( () => mounted.forEach( ( block ) => block.unmount() ) ) );

	it( 'given the markup and the settings JSON › mountBlocks shows the checkout and its lines with no GET /cart and no GET /checkout', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { response, headers } = await fetchCart();
		const { response: checkoutData } = await fetchCheckout();
		// A fresh page: nothing in memory or local storage, only what the host printed.
		clearCachedCart();
		resetStoreApiClient();
		window.wcSettings = {
			...CHECKOUT_PAGE_SETTINGS,
			checkoutData,
			preloadedApiRequests: {
				'/wc/store/v1/cart': {
					body: response,
					headers: Object.fromEntries( headers.entries() ),
				},
			},
		};
		document.body.innerHTML = `<main>${ renderCheckoutBlockMarkup() }</main>`;
		const calls = recordRequests( shop );

		await act( async () => {
			mounted = mountBlocks();
		} );

		expect( mounted.map( ( block ) => block.blockName ) ).toEqual( [ 'woocommerce/checkout' ] );
		expect(
			await screen.findByRole( 'button', { name: 'Place Order' }, { timeout: 4000 } )
		).toBeInTheDocument();
		expect( document.querySelector( '.wp-block-woocommerce-checkout' ) ).not.toHaveClass(
			'is-loading'
		);
		await calls.settled();
		expect( calls.httpRequests() ).not.toContain( 'GET /cart' );
		expect( calls.httpRequests() ).not.toContain( 'GET /checkout' );
		expect( screen.getByText( 'Ventilador de pie' ) ).toBeInTheDocument();
	} );
} );
