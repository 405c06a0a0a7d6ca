/**
 * Spec 1 §7: `get_variation` is called only when the variations are not
 * preloaded, with the chosen attributes and product_id; an empty answer
 * means no matching variation (notice and reset).
 */
import { screen } from '@testing-library/react';

import { advance, advanceUntil } from '@cesta/test-utils';

import { getVariation } from '../classic/classic-transport';
import { FORM_PRODUCTS, openForm, recordClassicRequests, setupFormShop } from './form-shop';

const shop = setupFormShop();

const addButton = () => screen.getByRole( 'button', { name: /add to cart/i } );
const size = () => screen.getByRole( 'combobox', { name: 'Talla' } );
const colour = () => screen.getByRole( 'combobox', { name: 'Color' } );
const openVariationsUnloaded = () => openForm( FORM_PRODUCTS.HOODIE, { preload: false } );

describe( 'get_variation when the variations are not preloaded', () => {
	it( 'given an incomplete choice › asks nothing; given a complete one › posts get_variation once with product_id and the attributes, then shows the match', async () => {
		const classic = recordClassicRequests( shop );
		const { user } = await openVariationsUnloaded();
		await classic.settled();
		expect( classic.endpoints() ).toEqual( [] );
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 's' );
		await advanceUntil( () => addButton().getAttribute( 'aria-disabled' ) === null );
		await classic.settled();
		expect( classic.endpoints() ).toEqual( [ 'get_variation' ] );
		expect( Object.fromEntries( classic.calls()[ 0 ]!.form ) ).toEqual( {
			product_id: '80',
			attribute_pa_color: 'gris',
			attribute_pa_talla: 's',
		} );
		await advance( 300 );
		expect( screen.getByText( 'SUD-001-GRIS-S' ) ).toBeInTheDocument();
	} );

	it( 'given the question on its way › the button says it is checking availability', async () => {
		const { user } = await openVariationsUnloaded();
		await user.selectOptions( size(), 'm' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveAccessibleDescription( 'Checking availability…' );
		await advanceUntil( () => addButton().getAttribute( 'aria-disabled' ) === null );
	} );

	it( 'given preloaded variations › choosing a complete combination posts nothing', async () => {
		const classic = recordClassicRequests( shop );
		const { user } = await openForm( FORM_PRODUCTS.HOODIE );
		await user.selectOptions( size(), 'l' );
		await advance( 300 );
		await classic.settled();
		expect( classic.endpoints() ).toEqual( [] );
		expect( screen.getByText( 'SUD-001-NEGRO-L' ) ).toBeInTheDocument();
	} );

	it( 'given grey XL (the shop answers false) › shows the no-match notice and resets the choices', async () => {
		const { user } = await openVariationsUnloaded();
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 'xl' );
		await advanceUntil( () => screen.queryByRole( 'alert' ) !== null );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, no products matched your selection. Please choose a different combination.'
		);
		expect( colour() ).toHaveValue( '' );
		expect( size() ).toHaveValue( '' );
	} );

	it( 'given an out-of-stock answer (black XL) › the form is unavailable', async () => {
		const { user } = await openVariationsUnloaded();
		await user.selectOptions( size(), 'xl' );
		await advanceUntil( () => addButton().classList.contains( 'wc-variation-is-unavailable' ) );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'given getVariation on its own › resolves the variation, and null for an empty answer', async () => {
		await expect(
			getVariation( {
				productId: 80,
				attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 'm' },
			} )
		).resolves.toMatchObject( { variation_id: 83, max_qty: 2 } );
		await expect(
			getVariation( {
				productId: 80,
				attributes: { attribute_pa_color: 'gris', attribute_pa_talla: 'xl' },
			} )
		).resolves.toBeNull();
	} );
} );

describe( 'getVariation fields', () => {
	it( 'given custom data › sends it as custom_data[key], after the attributes and product_id', async () => {
		const classic = recordClassicRequests( shop );
		await getVariation( {
			productId: 80,
			attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 's' },
			customData: { grabado: 'sí' },
		} );
		await classic.settled();
		expect( Array.from( classic.calls()[ 0 ]!.form.entries() ) ).toEqual( [
			[ 'attribute_pa_color', 'negro' ],
			[ 'attribute_pa_talla', 's' ],
			[ 'product_id', '80' ],
			[ 'custom_data[grabado]', 'sí' ],
		] );
	} );
} );
