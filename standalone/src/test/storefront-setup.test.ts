/** Tests of the storefront pages' setup: a product button clicked before its code has loaded still adds the product, once. */

import { renderProductCollectionMarkup } from '@cesta/block-product-collection/markup';
import { recordRequests, setupMockShop, waitUntil } from '@cesta/test-utils';
import type { ProductResponse } from '@cesta/types';

import { setUpStorefront } from '../storefront-setup';

const shop = setupMockShop();

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'setUpStorefront', () => {
	it( 'given a product button clicked before the buttons’ code has arrived › the click is kept and the product is added once it has', async () => {
		const fan: ProductResponse = shop.engine.getProduct( { id: 17 } );
		document.body.innerHTML = renderProductCollectionMarkup( { products: [ fan ] } );
		const calls = recordRequests( shop );

		setUpStorefront( () => Promise.reject( new Error( 'no drawer in this test' ) ) );
		document.querySelector< HTMLButtonElement >( '[data-cesta-add-to-cart]' )!.click();

		await waitUntil( () => calls.routes().length > 0 );
		await calls.settled();
		expect( calls.routes().filter( ( route ) => /add-item|batch/.test( route ) ) ).toHaveLength(
			1
		);
		await waitUntil( () => document.querySelector( '.added_to_cart' ) !== null );
	} );
} );
