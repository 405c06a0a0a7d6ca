/**
 * Helpers of the quantity tests: the controls of a line, the server's
 * quantity, and a fan line rendered with fake timers.
 */
import { screen, within } from '@testing-library/react';

import { fetchCart } from '@cesta/api';
import { advanceUntil, installFakeTimers, PRODUCTS } from '@cesta/test-utils';

import { renderCart, rowOf } from './render-cart';
import { fillCart } from './shop';

/** The quantity pause of the store plus the batch delay of the API client. */
export const SEND_DELAY_MS = 400 + 300;

/** The fan of the sample shop. */
export const FAN = 'Ventilador de pie';

/**
 * The quantity box of a line.
 *
 * @example
 * expect( quantityBox() ).toHaveValue( 3 );
 */
export const quantityBox = ( name = FAN ) =>
	within( rowOf( name ) ).getByRole( 'spinbutton', {
		name: `Quantity of ${ name } in your cart.`,
	} );

/**
 * The plus button of a line.
 *
 * @example
 * await user.click( plus() );
 */
export const plus = ( name = FAN ) =>
	within( rowOf( name ) ).getByRole( 'button', { name: `Increase quantity of ${ name }` } );

/**
 * The minus button of a line.
 *
 * @example
 * await user.click( minus() );
 */
export const minus = ( name = FAN ) =>
	within( rowOf( name ) ).getByRole( 'button', { name: `Reduce quantity of ${ name }` } );

/**
 * The quantity of a product in the server's cart.
 *
 * @example
 * expect( await serverQuantity( 17 ) ).toBe( 3 );
 */
export const serverQuantity = async ( productId: number ) =>
	( await fetchCart() ).response.items.find( ( item ) => item.id === productId )?.quantity;

/**
 * The text of a line's total cell.
 *
 * @example
 * expect( lineTotal() ).toContain( '€79.98' );
 */
export const lineTotal = ( name = FAN ) =>
	rowOf( name ).querySelector( '.wc-block-cart-item__total' )?.textContent ?? '';

/**
 * A cart with the fan at `quantity`, rendered with fake timers.
 *
 * @example
 * const { user } = await renderFanCart();
 */
export async function renderFanCart( quantity = 2 ) {
	await fillCart( [ [ PRODUCTS.FAN, quantity ] ] );
	const user = installFakeTimers();
	const rendered = renderCart();
	await advanceUntil(
		() => screen.queryByRole( 'table', { name: 'Products in cart' } ) !== null
	);
	return { user, ...rendered };
}
