/**
 * The Spanish shop: with the es_ES catalogue loaded, the form, its swatches,
 * states, alerts and notices, and the server markup read in Spanish.
 */
import { resetLocaleData } from '@wordpress/i18n';
import { screen, within } from '@testing-library/react';

import { loadTranslations } from '@cesta/i18n';
import { advance, advanceUntil } from '@cesta/test-utils';

import { renderAddToCartFormMarkup } from '../markup';
import type { SwatchSettings } from '../types';
import { FORM_PRODUCTS, loadProduct, openForm, setupFormShop } from './form-shop';

setupFormShop();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );
afterAll( () => resetLocaleData( undefined, 'cesta' ) );

const SWATCHES: SwatchSettings = { pa_talla: { type: 'label' } };

describe( 'the form in Spanish', () => {
	it( 'given the hoodie › states, swatch names, alerts and the added notice are in Spanish', async () => {
		const { user } = await openForm( FORM_PRODUCTS.HOODIE, { swatches: SWATCHES } );
		const button = screen.getByRole( 'button', { name: 'Añadir al carrito' } );
		expect( button ).toHaveAccessibleDescription( 'Elige primero las opciones del producto.' );
		await user.click( button );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Elige las opciones del producto antes de añadir este producto a tu carrito.'
		);
		expect( screen.getByRole( 'combobox', { name: 'Color' } ) ).toHaveDisplayValue( 'Negro' );
		const sizes = screen.getByRole( 'radiogroup', { name: 'Talla' } );
		expect( sizes ).toHaveAccessibleDescription(
			'Pulsa Espacio o Intro en la opción elegida para quitarla.'
		);
		expect(
			within( sizes ).getByRole( 'radio', { name: 'XL (sin existencias)' } )
		).toBeInTheDocument();
		await user.click( within( sizes ).getByRole( 'radio', { name: 'S' } ) );
		await advance( 300 );
		expect( screen.getByText( 'Peso:' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Cantidad de Sudadera con capucha' } )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Añadir al carrito' } ) );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		const notice = screen.getByRole( 'status' );
		expect( notice ).toHaveTextContent( '“Sudadera con capucha” se ha añadido a tu carrito.' );
		expect( within( notice ).getByRole( 'link', { name: 'Ver carrito' } ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Limpiar' } ) );
		expect( screen.getByRole( 'combobox', { name: 'Color' } ) ).toHaveDisplayValue(
			'Elige una opción'
		);
	} );

	it( 'given a variable product › the server markup says it is loading the options in Spanish', async () => {
		const hoodie = await loadProduct( FORM_PRODUCTS.HOODIE );
		expect( renderAddToCartFormMarkup( { product: hoodie } ) ).toContain(
			'Cargando las opciones del producto…'
		);
	} );
} );
