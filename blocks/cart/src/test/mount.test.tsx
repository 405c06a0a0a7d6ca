/**
 * A host page as a server prints it: the Cart block's markup, the settings
 * JSON with the cart preloaded, and the side-effect entry. Mounting uses the
 * default registry, so this file mounts once.
 */
import { act, screen, within } from '@testing-library/react';

import { clearCachedCart, fetchCart, resetStoreApiClient } from '@cesta/api';
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import { renderCartBlockMarkup } from '..';
import '../register';
import { CART_PAGE_SETTINGS, fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

describe( 'a host page with server markup and a preloaded cart', () => {
	let mounted: MountedBlock[] = [];
	afterEach( () => act( () => mounted.forEach( ( block ) => block.unmount() ) ) );

	it( 'given the markup and the settings JSON › mountBlocks shows the cart with no GET /cart', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		const { response, headers } = await fetchCart();
		// A fresh page: nothing in memory or local storage, only what the host printed.
		clearCachedCart();
		resetStoreApiClient();
		window.wcSettings = {
			...CART_PAGE_SETTINGS,
			preloadedApiRequests: {
				'/wc/store/v1/cart': {
					body: response,
					headers: Object.fromEntries( headers.entries() ),
				},
			},
		};
		document.body.innerHTML = `<main>${ renderCartBlockMarkup( { shopUrl: '/tienda/' } ) }</main>`;
		const calls = recordRequests( shop );

		await act( async () => {
			mounted = mountBlocks();
		} );

		expect( mounted.map( ( block ) => block.blockName ) ).toEqual( [ 'woocommerce/cart' ] );
		const table = await screen.findByRole( 'table', { name: 'Products in cart' } );
		expect( within( table ).getByRole( 'spinbutton' ) ).toHaveValue( 2 );
		expect( document.querySelector( '.wp-block-woocommerce-cart' ) ).not.toHaveClass(
			'is-loading'
		);
		expect( document.querySelector( '.wc-block-cart__skeleton' ) ).toBeNull();
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
		expect( screen.getByRole( 'link', { name: 'Proceed to Checkout' } ) ).toBeInTheDocument();
	} );
} );
