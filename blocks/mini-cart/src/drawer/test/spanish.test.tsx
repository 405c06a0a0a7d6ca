/**
 * The Spanish shop: with the es_ES catalogue loaded, the drawer's title
 * counts items with the right plural ("Tu carrito (1 artículo)", "(2
 * artículos)") and its footer and empty state speak Spanish.
 */
import { act, waitFor, within } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { PRODUCTS } from '@cesta/test-utils';

import { addFromProductCard } from '../../test/helpers';
import { setupDrawerShop } from '../../test/mini-cart-shop';
import { openFromButton } from './open-from-button';

setupDrawerShop();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );
afterAll( () => resetLocaleData( undefined, 'cesta' ) );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'titles the drawer with the singular, then the plural', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog, button } = await openFromButton();
		expect( dialog ).toHaveAccessibleName( 'Tu carrito (1 artículo)' );
		expect( button ).toHaveAccessibleName( '1 artículo en el carrito' );
		await act( () => addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] ) );
		await waitFor( () => expect( dialog ).toHaveAccessibleName( 'Tu carrito (2 artículos)' ) );
		expect(
			within( dialog ).getByRole( 'table', { name: 'Productos en el carrito' } )
		).toBeVisible();
		expect( within( dialog ).getByRole( 'link', { name: 'Ver mi carrito' } ) ).toBeVisible();
		expect(
			within( dialog ).getByRole( 'link', { name: 'Ir a finalizar compra' } )
		).toBeVisible();
	} );

	it( 'shows the empty cart in Spanish', async () => {
		const { dialog } = await openFromButton();
		expect( await within( dialog ).findByText( '¡Tu carrito está vacío!' ) ).toBeVisible();
		expect( dialog ).toHaveAccessibleName( 'Tu carrito (0 artículos)' );
		expect( within( dialog ).getByRole( 'link', { name: 'Empezar a comprar' } ) ).toBeVisible();
	} );
} );
