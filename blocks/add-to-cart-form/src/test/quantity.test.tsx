/**
 * The quantity rules of spec 1 §5: a quantity below the minimum is raised to
 * it, a sold-individually product or variation has quantity 1 and no box,
 * and a variation's quantity is clamped between its min_qty and max_qty.
 */
import { screen } from '@testing-library/react';

import { advanceUntil, recordRequests } from '@cesta/test-utils';

import { FORM_PRODUCTS, openForm, setupFormShop } from './form-shop';

const shop = setupFormShop();

const quantityBox = () => screen.queryByRole( 'spinbutton' );
const addButton = () => screen.getByRole( 'button', { name: /add to cart/i } );

const openHoodie = async () => ( await openForm( FORM_PRODUCTS.HOODIE ) ).user;

describe( 'quantity rules', () => {
	it( 'given grey S (min_qty 2) › when chosen › the quantity 1 is raised to 2', async () => {
		const user = await openHoodie();
		expect( quantityBox() ).toHaveValue( 1 );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Color' } ), 'gris' );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 's' );
		expect( quantityBox() ).toHaveValue( 2 );
		expect( quantityBox() ).toHaveAttribute( 'min', '2' );
		expect( quantityBox() ).toHaveAttribute( 'max', '4' );
	} );

	it( 'given grey S › when 9 is typed and the box is left › it is clamped to max_qty 4; 0 is raised to min_qty 2', async () => {
		const user = await openHoodie();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Color' } ), 'gris' );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 's' );
		await user.clear( quantityBox()! );
		await user.type( quantityBox()!, '9' );
		await user.tab();
		expect( quantityBox() ).toHaveValue( 4 );
		await user.clear( quantityBox()! );
		await user.type( quantityBox()!, '0' );
		await user.tab();
		expect( quantityBox() ).toHaveValue( 2 );
	} );

	it( 'given black M (max_qty 2) with 5 typed › when add is pressed without leaving the box › 2 are added', async () => {
		const user = await openHoodie();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 'm' );
		await user.clear( quantityBox()! );
		await user.type( quantityBox()!, '5' );
		const calls = recordRequests( shop );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect(
			calls.calls().find( ( call ) => call.route === '/cart/add-item' )?.body
		).toMatchObject( {
			id: 83,
			quantity: 2,
		} );
	} );

	it( 'given a quantity of 3 on black S › when grey S (2–4) is chosen › it stays 3, within the limits', async () => {
		const user = await openHoodie();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 's' );
		await user.clear( quantityBox()! );
		await user.type( quantityBox()!, '3' );
		await user.tab();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Color' } ), 'gris' );
		expect( quantityBox() ).toHaveValue( 3 );
	} );

	it( 'given the trainers (sold individually) › there is no quantity box and the add sends quantity 1', async () => {
		const { user } = await openForm( FORM_PRODUCTS.TRAINERS );
		expect( quantityBox() ).toBeNull();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Color' } ), 'blanco' );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Número' } ), '42' );
		const calls = recordRequests( shop );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect(
			calls.calls().find( ( call ) => call.route === '/cart/add-item' )?.body
		).toMatchObject( {
			id: 102,
			quantity: 1,
		} );
	} );

	it( 'given a simple product with minimum 3 › the box starts at 3 and a 1 typed is raised to 3 when left', async () => {
		const { user } = await openForm( FORM_PRODUCTS.FAN, {
			editProduct: ( fan ) => ( { ...fan, add_to_cart: { ...fan.add_to_cart, minimum: 3 } } ),
		} );
		expect( quantityBox() ).toHaveValue( 3 );
		await user.clear( quantityBox()! );
		await user.type( quantityBox()!, '1' );
		await user.tab();
		expect( quantityBox() ).toHaveValue( 3 );
	} );

	it( 'given a simple product sold individually › there is no quantity box', async () => {
		await openForm( FORM_PRODUCTS.FAN, {
			editProduct: ( fan ) => ( { ...fan, sold_individually: true } ),
		} );
		expect( quantityBox() ).toBeNull();
		expect( addButton() ).not.toHaveAttribute( 'aria-disabled' );
	} );
} );
