/**
 * On a shop page the drawer uses WordPress's default data registry (where
 * `@cesta/data` registers its stores): opened directly with the cart the
 * page knows, it shows it with no request, and `destroy` removes it.
 */
import { act, screen } from '@testing-library/react';

import { PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';
import { installMatchMediaStub, setReducedMotion } from '@cesta/test-utils/dom';

import { MINI_CART_DEFAULT_ATTRIBUTES } from '../../attributes';
import { addFromProductCard, buttonOf, printMiniCart, setupShopSettings } from '../../test/helpers';
import { openMiniCartDrawer } from '../open-drawer';

const shop = setupMockShop();
setupShopSettings();
installMatchMediaStub();

it( 'given no registry › opens in the default registry with the known cart and no request, and destroy removes it', async () => {
	setReducedMotion( true );
	const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
	const button = buttonOf( printMiniCart() );
	const calls = recordRequests( shop );
	let drawer: ReturnType< typeof openMiniCartDrawer > | undefined;
	act( () => {
		drawer = openMiniCartDrawer( {
			button,
			attributes: { ...MINI_CART_DEFAULT_ATTRIBUTES },
			initialCart: cart,
		} );
	} );
	expect( await screen.findByRole( 'dialog' ) ).toHaveAccessibleName( 'Your cart (2 items)' );
	expect( drawer!.isOpen() ).toBe( true );
	act( () => drawer!.close() );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( drawer!.isOpen() ).toBe( false );
	act( () => drawer!.destroy() );
	expect( document.querySelector( '.wc-block-mini-cart__drawer-root' ) ).toBeNull();
	await calls.settled();
	expect( calls.routes() ).toEqual( [] );
} );
