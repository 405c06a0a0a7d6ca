/**
 * Accessibility in every state (jest-axe): the button before and while the
 * drawer loads and after a failure, and the drawer loading, filled and
 * empty.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { clearCachedCart } from '@cesta/api';
import { axe, PRODUCTS } from '@cesta/test-utils';

import {
	addFromProductCard,
	buttonOf,
	enhance,
	printMiniCart,
	recordingDrawerModule,
} from '../../test/helpers';
import { setupDrawerShop } from '../../test/mini-cart-shop';
import { findItemsTable, openFromButton } from './open-from-button';

const shop = setupDrawerShop();

describe( 'the button', () => {
	it.each( [
		[ 'empty', {} ],
		[ 'with items', { itemsCount: 3 } ],
		[
			'with items and the total',
			{ itemsCount: 3, total: '€9.00', attributes: { hasHiddenPrice: false } },
		],
	] )( 'given %s › has no axe violations', async ( _, options ) => {
		const wrapper = printMiniCart( options );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given the drawer loading › has no axe violations', async () => {
		const drawer = recordingDrawerModule();
		drawer.holdLoads();
		const wrapper = printMiniCart( { itemsCount: 1 } );
		enhance( wrapper, { loadDrawer: drawer.load } );
		fireEvent.click( buttonOf( wrapper ) );
		expect( buttonOf( wrapper ) ).toHaveAttribute( 'aria-busy', 'true' );
		expect( await axe( document.body ) ).toHaveNoViolations();
		drawer.release();
	} );

	it( 'given the drawer failed to load › has no axe violations', async () => {
		const wrapper = printMiniCart( { itemsCount: 1 } );
		enhance( wrapper, {
			loadDrawer: () => Promise.reject( new Error( 'offline' ) ),
			navigate: () => undefined,
		} );
		fireEvent.click( buttonOf( wrapper ) );
		await screen.findByRole( 'alert' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );

describe( 'the drawer', () => {
	it( 'given the cart loading › has no axe violations', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ], { publish: false } );
		clearCachedCart();
		shop.faults( { latencyMs: 500, only: 'GET /cart' } );
		const { dialog } = await openFromButton();
		expect( within( dialog ).getByRole( 'status' ) ).toBeInTheDocument();
		expect( await axe( document.body ) ).toHaveNoViolations();
		await findItemsTable();
	} );

	it( 'given a filled cart › has no axe violations', async () => {
		await addFromProductCard( [
			[ PRODUCTS.FAN, 2 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		await openFromButton();
		await findItemsTable();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given an empty cart › has no axe violations', async () => {
		const { dialog } = await openFromButton();
		await within( dialog ).findByText( 'Your cart is currently empty!' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given it closed again › the page has no axe violations', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { user } = await openFromButton();
		await findItemsTable();
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
