/**
 * The Spanish shop (es_ES catalogue loaded, the shop's own field labels as a
 * Spanish WooCommerce prints them): the contact and address steps speak
 * Spanish, and so do their errors; axe finds nothing on the empty form.
 */
import { screen, within } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { checkoutFieldsSetting } from '@cesta/mocks';
import { axe } from '@cesta/test-utils';

import {
	cartWithFan,
	findStep,
	installFakeTimers,
	placeOrder,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from './checkout-steps';

const shop = setupCheckoutShop();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

beforeEach( () =>
	printCheckoutPage( {
		...checkoutFieldsSetting( shop.engine.context ),
		generatePassword: false,
	} )
);

describe( 'given the Spanish shop', () => {
	it( 'shows the steps in Spanish, and axe finds no violation on the empty form', async () => {
		await cartWithFan();
		installFakeTimers();
		const { registry, container } = renderSteps();

		const contact = await findStep( registry, 'Información de contacto' );
		expect( contact ).toHaveAccessibleDescription(
			'Usaremos este correo electrónico para enviarte los detalles y las novedades de tu pedido.'
		);
		expect( within( contact ).getByRole( 'link', { name: 'Acceder' } ) ).toBeInTheDocument();
		expect(
			within( contact ).getByRole( 'checkbox', { name: 'Crear una cuenta en Tienda Peer' } )
		).toBeInTheDocument();
		const shipping = await findStep( registry, 'Dirección de envío' );
		expect( shipping ).toHaveAccessibleDescription(
			'Introduce la dirección en la que quieres recibir tu pedido.'
		);
		expect(
			within( shipping ).getByRole( 'checkbox', {
				name: 'Usar la misma dirección para la facturación',
			} )
		).toBeChecked();
		expect(
			screen.getByRole( 'group', { name: 'Información adicional del pedido' } )
		).toBeInTheDocument();
		await switchToRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'when the order is placed empty › the errors are in Spanish', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Dirección de envío' );
		await user.selectOptions(
			within( shipping ).getByRole( 'combobox', { name: /País/ } ),
			'ES'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Crear una cuenta en Tienda Peer' } )
		);

		await placeOrder( registry );

		expect(
			screen.getByRole( 'textbox', { name: 'Dirección de correo electrónico' } )
		).toHaveAccessibleDescription(
			'Por favor, introduce una dirección de correo electrónico válida'
		);
		expect( screen.getByLabelText( 'Crea una contraseña' ) ).toHaveAccessibleDescription(
			/Introduce una contraseña válida/
		);
	} );
} );
