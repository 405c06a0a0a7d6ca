/** Tests of extensionCartUpdate against the mock shop: the gift-wrap fee, and an unknown namespace's error. */

import { cartStore } from '@cesta/data';
import {
	createTestRegistry,
	fillCart,
	noticesIn,
	recordRequests,
	setupMockShop,
} from '@cesta/test-utils';

import { extensionCartUpdate } from '..';
import type { ExtensionCartUpdateArgs } from '..';

const shop = setupMockShop();

describe( 'extensionCartUpdate (wc-blocks-api §5.4)', () => {
	it( 'given the shop’s gift-wrap extension › posts namespace and data to /cart/extensions and the cart takes its fee', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		const cart = await extensionCartUpdate(
			{ namespace: 'cesta-gift-wrap', data: { enabled: true } },
			registry
		);
		await calls.settled();
		expect( calls.calls() ).toContainEqual( {
			method: 'POST',
			route: '/cart/extensions',
			body: { namespace: 'cesta-gift-wrap', data: { enabled: true } },
		} );
		expect( cart.fees.map( ( fee ) => fee.name ) ).toEqual( [ 'Envoltorio de regalo' ] );
		expect( registry.select( cartStore ).getCartData().fees ).toHaveLength( 1 );
		calls.stop();
	} );

	it( 'given a namespace the server does not know › rejects with woocommerce_rest_cart_extensions_error and shows it as a notice', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await expect(
			extensionCartUpdate( { namespace: 'desconocido', data: {} }, registry )
		).rejects.toMatchObject( { code: 'woocommerce_rest_cart_extensions_error' } );
		expect( noticesIn( registry, 'wc/cart' ).map( ( notice ) => notice.status ) ).toEqual( [
			'error',
		] );
	} );

	it.each( [
		[
			'no object',
			'x',
			'extensionCartUpdate: its argument must be an object, received a string ("x").',
		],
		[
			'an empty namespace',
			{ namespace: '' },
			'extensionCartUpdate: namespace must be a non-empty string, received a string ("").',
		],
		[
			'data that is not an object',
			{ namespace: 'cesta-gift-wrap', data: [ 1 ] },
			'extensionCartUpdate: data must be an object, received an array.',
		],
		[
			'a non-boolean overwrite flag',
			{ namespace: 'cesta-gift-wrap', overwriteDirtyCustomerData: 'yes' },
			'extensionCartUpdate: overwriteDirtyCustomerData must be a boolean, received a string ("yes").',
		],
	] )( 'given %s › rejects with a TypeError and sends nothing', async ( _, args, message ) => {
		const registry = createTestRegistry();
		const calls = recordRequests( shop );
		await expect(
			extensionCartUpdate( args as unknown as ExtensionCartUpdateArgs, registry )
		).rejects.toEqual( new TypeError( message ) );
		expect( calls.httpRequests() ).toEqual( [] );
		calls.stop();
	} );
} );
