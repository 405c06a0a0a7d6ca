/**
 * The Spanish shop: with the es_ES catalogue loaded, the shipping steps
 * speak Spanish — WooCommerce's default titles and labels included, which
 * the blocks' attributes leave empty for that reason.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { createTestRegistry, fillCart } from '@cesta/test-utils';

import { renderShippingSteps, setupShippingShop } from './render-shipping-steps';

setupShippingShop( { localPickupText: undefined } );

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'shows the delivery choice, the shipping options and the pickup locations in Spanish', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( { registry, methodProps: { showPrice: 'true' } } );
		expect( screen.getByRole( 'heading', { name: 'Entrega' } ) ).toBeInTheDocument();
		const choice = screen.getByRole( 'radiogroup', { name: 'Método de envío' } );
		expect( within( choice ).getByRole( 'radio', { name: /^Envío desde/ } ) ).toBeChecked();
		const options = screen.getByRole( 'group', { name: 'Opciones de envío' } );
		expect(
			within( options ).getByRole( 'radio', { name: /Envío gratuito/ } )
		).toHaveAccessibleName( expect.stringContaining( 'Gratis' ) );
		await userEvent.click( within( choice ).getByRole( 'radio', { name: /^Recogida/ } ) );
		expect( screen.getByRole( 'group', { name: 'Lugares de recogida' } ) ).toBeInTheDocument();
	} );
} );
