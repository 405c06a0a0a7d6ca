/**
 * Spec 2 §4 and §5 on a cart line, inside the real stores against the mock
 * shop: buttons, typing, arrows, bounds, the 400 ms store pause, superseded
 * changes and failures that lose nothing.
 */
import { screen, within } from '@testing-library/react';

import {
	advance,
	advanceUntil,
	installFakeTimers,
	PRODUCTS,
	recordRequests,
} from '@cesta/test-utils';

import {
	FAN,
	lineTotal,
	minus,
	plus,
	quantityBox,
	renderFanCart,
	SEND_DELAY_MS,
	serverQuantity,
} from './quantity-helpers';
import { renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

afterEach( () => jest.useRealTimers() );

describe( 'changing a line quantity', () => {
	it( 'given the plus button › the line goes up by one and the server gets it after the pause', async () => {
		const { user } = await renderFanCart();
		const calls = recordRequests( shop );
		await user.click( plus() );
		expect( quantityBox() ).toHaveValue( 3 );
		await advance( 399 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		await advanceUntil( () => lineTotal().includes( '119.97' ) );
		await calls.settled();
		expect( calls.calls().map( ( call ) => call.body ) ).toEqual( [
			expect.objectContaining( { quantity: 3 } ),
		] );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 3 );
	} );

	it( 'given the minus button › the line goes down by one', async () => {
		const { user } = await renderFanCart( 3 );
		await user.click( minus() );
		await advanceUntil( () => lineTotal().includes( '79.98' ) );
		expect( quantityBox() ).toHaveValue( 2 );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 2 );
	} );

	it( 'given a typed quantity › it is committed 600 ms after the last keystroke', async () => {
		const { user } = await renderFanCart();
		const calls = recordRequests( shop );
		await user.clear( quantityBox() );
		await user.type( quantityBox(), '5' );
		await advance( 599 + SEND_DELAY_MS );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		await advanceUntil( () => lineTotal().includes( '199.95' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 5 );
	} );

	it( 'given a typed quantity and Enter › it is committed at once', async () => {
		const { user } = await renderFanCart();
		await user.clear( quantityBox() );
		await user.type( quantityBox(), '4{Enter}' );
		await advanceUntil( () => lineTotal().includes( '159.96' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 4 );
	} );

	it( 'given a typed quantity and the box left › it is committed at once', async () => {
		const { user } = await renderFanCart();
		await user.clear( quantityBox() );
		await user.type( quantityBox(), '6' );
		await user.tab();
		await advanceUntil( () => lineTotal().includes( '239.94' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 6 );
	} );

	it( 'given the Up and Down arrows › they act as plus and minus', async () => {
		const { user } = await renderFanCart();
		await user.click( quantityBox() );
		await user.keyboard( '{ArrowUp}{ArrowUp}{ArrowDown}' );
		expect( quantityBox() ).toHaveValue( 3 );
		await advanceUntil( () => lineTotal().includes( '119.97' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 3 );
	} );

	it( 'given the minimum quantity › minus is disabled', async () => {
		await renderFanCart( 1 );
		expect( minus() ).toBeDisabled();
		expect( plus() ).toBeEnabled();
	} );

	it( 'given a typed quantity above the line maximum › it is held at the maximum', async () => {
		// The blender of the sample shop allows at most 5 per order.
		await fillCart( [ [ 40, 2 ] ] );
		const user = installFakeTimers();
		renderCart();
		await advanceUntil( () => screen.queryByRole( 'table' ) !== null );
		const name = rowOf( 'Batidora' ).querySelector(
			'.wc-block-components-product-name'
		)!.textContent!;
		await user.clear( quantityBox( name ) );
		await user.type( quantityBox( name ), '12{Enter}' );
		expect( quantityBox( name ) ).toHaveValue( 5 );
		expect( plus( name ) ).toBeDisabled();
		await advanceUntil( () => screen.queryByRole( 'row', { busy: true } ) === null );
		expect( await serverQuantity( 40 ) ).toBe( 5 );
	} );

	it( 'given a line sold in twos › a typed odd quantity snaps to a multiple of two', async () => {
		await fillCart( [ [ 76, 2 ] ] );
		const user = installFakeTimers();
		renderCart();
		await advanceUntil( () => screen.queryByRole( 'table' ) !== null );
		const name = 'Filtros de agua (pack de 2)';
		await user.clear( quantityBox( name ) );
		await user.type( quantityBox( name ), '5{Enter}' );
		expect( [ 4, 6 ] ).toContain( Number( ( quantityBox( name ) as HTMLInputElement ).value ) );
		await user.click( plus( name ) );
		const shown = Number( ( quantityBox( name ) as HTMLInputElement ).value );
		expect( shown % 2 ).toBe( 0 );
		await advanceUntil( () => screen.queryByRole( 'row', { busy: true } ) === null );
		expect( await serverQuantity( 76 ) ).toBe( shown );
	} );

	it( 'given a pending change › the row is busy and its remove link waits, the quantity stays editable', async () => {
		const { user } = await renderFanCart();
		await user.click( plus() );
		expect( rowOf( FAN ) ).toHaveAttribute( 'aria-busy', 'true' );
		expect( rowOf( FAN ) ).toHaveClass( 'is-updating' );
		expect(
			within( rowOf( FAN ) ).getByRole( 'button', { name: `Remove item: ${ FAN }` } )
		).toBeDisabled();
		expect( plus() ).toBeEnabled();
		await advanceUntil( () => ! rowOf( FAN ).hasAttribute( 'aria-busy' ) );
		expect( rowOf( FAN ) ).not.toHaveClass( 'is-updating' );
	} );

	it( 'given a pending change › the checkout counts as calculating and the checkout button is disabled', async () => {
		const { user } = await renderFanCart();
		const checkout = screen.getByRole( 'link', { name: 'Proceed to Checkout' } );
		expect( checkout ).not.toHaveAttribute( 'aria-disabled' );
		await user.click( plus() );
		expect( checkout ).toHaveAttribute( 'aria-disabled', 'true' );
		await advanceUntil( () => ! checkout.hasAttribute( 'aria-disabled' ) );
	} );
} );

describe( 'failed changes lose nothing', () => {
	it( 'given the server fails the update › the line keeps its quantity, nothing is shown, and a retry works', async () => {
		const { user } = await renderFanCart();
		shop.faults( { status: 500, only: '/cart/update-item' } );
		await user.click( plus() );
		await advanceUntil( () => ! rowOf( FAN ).hasAttribute( 'aria-busy' ) );
		expect( quantityBox() ).toHaveValue( 2 );
		expect( lineTotal() ).toContain( '79.98' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 2 );
		await user.click( plus() );
		await advanceUntil( () => lineTotal().includes( '119.97' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 3 );
	} );

	it( 'given the connection drops › the line keeps its quantity and can be changed again', async () => {
		const { user } = await renderFanCart();
		shop.faults( { dropConnection: true, only: '/batch' } );
		await user.click( plus() );
		await advanceUntil( () => ! rowOf( FAN ).hasAttribute( 'aria-busy' ) );
		expect( quantityBox() ).toHaveValue( 2 );
		await user.click( plus() );
		await advanceUntil( () => lineTotal().includes( '119.97' ) );
		expect( await serverQuantity( PRODUCTS.FAN ) ).toBe( 3 );
	} );
} );
