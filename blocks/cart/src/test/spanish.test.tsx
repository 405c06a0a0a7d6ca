/**
 * The Spanish shop: with the es_ES catalogue loaded, the Cart block and its
 * server markup speak Spanish.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { PRODUCTS } from '@cesta/test-utils';

import { renderCartBlockMarkup } from '..';
import { renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'shows the cart in Spanish', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		const table = await screen.findByRole(
			'table',
			{ name: 'Productos en el carrito' },
			{ timeout: 3000 }
		);
		expect(
			within( table )
				.getAllByRole( 'columnheader' )
				.map( ( th ) => th.textContent )
		).toEqual( [ 'Producto', 'Detalles', 'Total' ] );
		expect( screen.getByRole( 'heading', { name: 'Total del carrito' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Finalizar compra' } ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Eliminar artículo: Ventilador de pie' } )
		).toHaveTextContent( 'Eliminar artículo' );
	} );

	it( 'says in Spanish that an item was removed', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await screen.findByRole( 'table', {}, { timeout: 3000 } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Eliminar artículo: Ventilador de pie' } )
		);
		expect(
			await screen.findByText(
				'Ventilador de pie se ha eliminado de tu carrito.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: '¡Tu carrito está vacío!' } )
		).toBeInTheDocument();
	} );

	it( 'prints the server markup in Spanish', () => {
		const html = renderCartBlockMarkup();
		expect( html ).toContain( '¡Tu carrito está vacío!' );
		expect( html ).toContain( 'Quizá te interese…' );
		expect( html ).toContain( 'data-content="Total del carrito"' );
	} );
} );
