/**
 * jest-axe over the form in every state: selection needed, loading, available
 * with its details, unavailable, no match, the alerts, the success and error
 * notices, swatches, and the simple product form.
 */
import { screen, within } from '@testing-library/react';

import { advance, advanceUntil, axe, installFakeTimers } from '@cesta/test-utils';

import type { SwatchSettings } from '../types';
import { FORM_PRODUCTS, loadProduct, mountForm, openForm, setupFormShop } from './form-shop';
import type { OpenFormOptions } from './form-shop';

const shop = setupFormShop();

const SWATCHES: SwatchSettings = {
	pa_color: { type: 'color', options: { negro: { color: '#000' }, gris: { color: '#888' } } },
	pa_talla: { type: 'label' },
};

// axe's own timers must run: it is checked with real timers.
const expectNoViolations = async () => {
	jest.useRealTimers();
	expect( await axe( document.body ) ).toHaveNoViolations();
};

const size = () => screen.getByRole( 'combobox', { name: 'Talla' } );
const colour = () => screen.getByRole( 'combobox', { name: 'Color' } );
const addButton = () => screen.getByRole( 'button', { name: /add to cart/i } );

async function openHoodie( options: OpenFormOptions = {} ) {
	return ( await openForm( FORM_PRODUCTS.HOODIE, options ) ).user;
}

describe( 'accessibility of every state', () => {
	it( 'given the server markup before mounting › has no violations', async () => {
		const fan = await loadProduct( FORM_PRODUCTS.FAN );
		const { renderAddToCartFormMarkup } = await import( '../markup' );
		document.body.innerHTML = `<main>${ renderAddToCartFormMarkup( { product: fan } ) }</main>`;
		await expectNoViolations();
	} );

	it( 'given selection needed › has no violations', async () => {
		await openHoodie();
		expect( addButton() ).toHaveClass( 'wc-variation-selection-needed' );
		await expectNoViolations();
	} );

	it( 'given a match with its details shown › has no violations', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		await advance( 400 );
		expect( screen.getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		await expectNoViolations();
	} );

	it( 'given an unavailable variation and its alert › has no violations', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 'xl' );
		await advance( 400 );
		await user.click( addButton() );
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		await expectNoViolations();
	} );

	it( 'given the make-a-selection alert › has no violations', async () => {
		const user = await openHoodie();
		await user.click( addButton() );
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		await expectNoViolations();
	} );

	it( 'given the no-match notice › has no violations', async () => {
		const user = await openHoodie();
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 'xl' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'no products matched' );
		await expectNoViolations();
	} );

	it( 'given get_variation on its way › has no violations', async () => {
		const user = await openHoodie( { preload: false } );
		await user.selectOptions( size(), 'm' );
		expect( addButton() ).toHaveAccessibleDescription( 'Checking availability…' );
		// axe needs real timers, and the answer would come meanwhile: check a copy of this state.
		const loading = document.body.innerHTML;
		await advanceUntil( () => addButton().getAttribute( 'aria-disabled' ) === null );
		document.body.innerHTML = loading;
		await expectNoViolations();
	} );

	it( 'given the success notice with its View cart link › has no violations', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 'l' );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		expect( within( screen.getByRole( 'status' ) ).getByRole( 'link' ) ).toBeInTheDocument();
		await expectNoViolations();
	} );

	it( 'given an error notice › has no violations', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 'l' );
		shop.faults( { status: 500, only: '/cart/add-item' } );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'alert' ) !== null );
		await expectNoViolations();
	} );

	it( 'given colour and label swatches with out-of-stock and chosen ones › has no violations', async () => {
		const user = await openHoodie( { swatches: SWATCHES } );
		const sizes = screen.getByRole( 'radiogroup', { name: 'Talla' } );
		await user.click( within( sizes ).getByRole( 'radio', { name: 'S' } ) );
		await advance( 400 );
		expect(
			within( sizes ).getByRole( 'radio', { name: 'XL (out of stock)' } )
		).toBeInTheDocument();
		await expectNoViolations();
	} );

	it( 'given image swatches › has no violations', async () => {
		await openHoodie( {
			swatches: {
				pa_color: {
					type: 'image',
					options: { negro: { image: '/negro.png' }, gris: { image: '/gris.png' } },
				},
			},
		} );
		await expectNoViolations();
	} );

	it( 'given a simple product and a sold-individually one › have no violations', async () => {
		const fan = await loadProduct( FORM_PRODUCTS.FAN );
		installFakeTimers();
		await mountForm( { product: fan } );
		await expectNoViolations();
		installFakeTimers();
		await mountForm( { product: { ...fan, sold_individually: true } } );
		await expectNoViolations();
	} );
} );
