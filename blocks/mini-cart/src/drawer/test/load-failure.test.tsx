/**
 * The drawer when the cart cannot be loaded (spec: bad input gets a clear
 * error and loses nothing): no "0 items" and no empty cart, but an error
 * with a way to try again or go to the cart page, while the header button
 * keeps the count the page printed.
 */
import { waitFor, within } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { clearCachedCart } from '@cesta/api';
import { loadTranslations } from '@cesta/i18n';
import type { FaultSpec } from '@cesta/mocks';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import { addFromProductCard, badgeOf } from '../../test/helpers';
import { setupDrawerShop } from '../../test/mini-cart-shop';
import { findItemsTable, openFromButton } from './open-from-button';

const shop = setupDrawerShop();

/** A cart of 3 items on the server that the page did not announce, nor cache. */
async function serverCartOfThree() {
	await addFromProductCard(
		[
			[ PRODUCTS.FAN, 2 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		],
		{ publish: false }
	);
	clearCachedCart();
}

const FAILURES: Array< [ string, FaultSpec ] > = [
	[ 'an HTTP 500', { status: 500, only: 'GET /cart' } ],
	[ 'a network error', { dropConnection: true, only: 'GET /cart' } ],
];

describe.each( FAILURES )( 'given GET /cart fails with %s', ( _, fault ) => {
	it( 'shows an error with a retry and the cart page, not an empty cart, and the button keeps its count', async () => {
		await serverCartOfThree();
		shop.faults( fault );
		const { dialog, wrapper } = await openFromButton( { itemsCount: 3 } );
		const alert = await within( dialog ).findByRole( 'alert', undefined, { timeout: 3000 } );
		expect( alert ).toHaveTextContent( 'Your cart could not be loaded.' );
		expect( within( alert ).getByRole( 'button', { name: 'Try again' } ) ).toBeVisible();
		expect( within( alert ).getByRole( 'link', { name: 'View my cart' } ) ).toHaveAttribute(
			'href',
			'/carrito/'
		);
		expect( dialog ).toHaveAccessibleName( 'Your cart' );
		expect( within( dialog ).queryByText( 'Your cart is currently empty!' ) ).toBeNull();
		expect( within( dialog ).queryByRole( 'link', { name: 'Start shopping' } ) ).toBeNull();
		expect( badgeOf( wrapper ) ).toEqual( { text: '3', hidden: false } );
	} );

	it( 'when the shopper tries again and the server answers › shows the cart and the button follows', async () => {
		await serverCartOfThree();
		shop.faults( fault );
		const { dialog, wrapper, user } = await openFromButton( { itemsCount: 1 } );
		const alert = await within( dialog ).findByRole( 'alert', undefined, { timeout: 3000 } );
		const calls = recordRequests( shop );
		await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
		await findItemsTable();
		expect( dialog ).toHaveAccessibleName( 'Your cart (3 items)' );
		expect( within( dialog ).queryByRole( 'alert' ) ).toBeNull();
		// The retry button went with the notice: the focus stays in the dialog.
		expect( dialog.contains( document.activeElement ) ).toBe( true );
		await waitFor( () => expect( badgeOf( wrapper ).text ).toBe( '3' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );
} );

describe( 'given GET /cart fails twice', () => {
	it( 'when the shopper tries again › the error shows again, still without an empty cart', async () => {
		await serverCartOfThree();
		shop.faults( { status: 500, only: 'GET /cart', times: 2 } );
		const { dialog, wrapper, user } = await openFromButton( { itemsCount: 3 } );
		const alert = await within( dialog ).findByRole( 'alert', undefined, { timeout: 3000 } );
		const calls = recordRequests( shop );
		await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
		await waitFor( () =>
			expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
				'Your cart could not be loaded.'
			)
		);
		expect( within( dialog ).getByRole( 'button', { name: 'Try again' } ) ).toHaveFocus();
		expect( within( dialog ).queryByText( 'Your cart is currently empty!' ) ).toBeNull();
		expect( dialog ).toHaveAccessibleName( 'Your cart' );
		expect( badgeOf( wrapper ) ).toEqual( { text: '3', hidden: false } );
	} );
} );

describe( 'given the Spanish shop (es_ES) and GET /cart failing', () => {
	beforeAll( () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
	} );
	afterAll( () => resetLocaleData( undefined, 'cesta' ) );

	it( 'says so in Spanish', async () => {
		await serverCartOfThree();
		shop.faults( { status: 500, only: 'GET /cart' } );
		const { dialog } = await openFromButton( { itemsCount: 3 } );
		const alert = await within( dialog ).findByRole( 'alert', undefined, { timeout: 3000 } );
		expect( alert ).toHaveTextContent( 'No se ha podido cargar tu carrito.' );
		expect( within( alert ).getByRole( 'button', { name: 'Reintentar' } ) ).toBeVisible();
		expect( within( alert ).getByRole( 'link', { name: 'Ver mi carrito' } ) ).toBeVisible();
		expect( dialog ).toHaveAccessibleName( 'Tu carrito' );
	} );
} );
