/**
 * The cart page of the fault matrix: the shopper's cart before the block
 * loads and the Cart block rendered with fake timers.
 */
import { screen } from '@testing-library/react';

import { applyCartCoupon, clearCachedCart } from '@cesta/api';
import { advanceUntil, createTestRegistry, installFakeTimers } from '@cesta/test-utils';

import { renderCart } from '../render-cart';
import { fillCart } from '../shop';

/**
 * What the shopper's cart holds before the page loads.
 *
 * @example
 * const start: CartStart = { lines: [ [ 17, 2 ] ], address: true, coupon: 'descuento10' };
 */
export interface CartStart {
	lines: Array< [ number, number ] >;
	/** The page's block markup, when not the default cart template. */
	markup?: string;
	address?: boolean;
	coupon?: string;
}

/**
 * Puts the shopper's cart on the server, then renders the Cart block with
 * fake timers and waits for its lines (`waitForTable: false` for a load that
 * is meant to fail).
 *
 * @example
 * const { user, registry } = await openCartPage( { lines: [ [ 17, 2 ] ] } );
 */
export async function openCartPage( start: CartStart, { waitForTable = true } = {} ) {
	await fillCart( start.lines, { address: start.address } );
	if ( start.coupon ) {
		await applyCartCoupon( { code: start.coupon } );
	}
	if ( ! waitForTable ) {
		// The page loads the cart with `GET /cart` instead of the client's cached copy.
		clearCachedCart();
	}
	return reopenCartPage( { waitForTable, markup: start.markup } );
}

/**
 * Renders the Cart block again with fake timers and a fresh registry, as a
 * reload of the page does, and waits for its lines unless told not to.
 *
 * @example
 * const page = await reopenCartPage();
 */
export async function reopenCartPage( {
	waitForTable = true,
	markup,
}: { waitForTable?: boolean; markup?: string } = {} ) {
	const user = installFakeTimers();
	const registry = createTestRegistry();
	const { unmount } = renderCart( { registry, markup } );
	if ( waitForTable ) {
		await advanceUntil( () => cartTable() !== null );
	}
	return { user, registry, unmount };
}

/**
 * The cart's table of lines, if shown.
 *
 * @example
 * expect( cartTable() ).not.toBeNull();
 */
export const cartTable = () => screen.queryByRole( 'table', { name: 'Products in cart' } );
