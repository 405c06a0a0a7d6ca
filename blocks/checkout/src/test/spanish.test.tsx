/**
 * The Spanish shop: with the es_ES catalogue loaded, the Checkout block
 * speaks Spanish (the steps the block owns, the order summary, the button).
 */
import { screen, within } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { fillCart, setupCheckoutShop } from './checkout-shop';
import { renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'shows the checkout in Spanish', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		renderCheckout( {
			innerBlocks: { 'woocommerce/checkout-actions-block': { showReturnToCart: true } },
		} );
		expect(
			await screen.findByRole( 'button', { name: 'Realizar el pedido' }, { timeout: 4000 } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'form', { name: 'Finalizar compra' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'heading', { name: 'Resumen del pedido' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'list', { name: 'Artículos de tu pedido' } ) ).toHaveTextContent(
			'2 artículos'
		);
		expect( document.getElementById( 'payment-method' ) ).toHaveAccessibleName(
			'Opciones de pago'
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Añadir una nota a tu pedido' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Volver al carrito' } ) ).toBeInTheDocument();
		const terms = document.querySelector< HTMLElement >( '.wc-block-checkout__terms' )!;
		expect( terms ).toHaveTextContent(
			'Al realizar tu compra, aceptas nuestros Términos y condiciones y nuestra Política de privacidad'
		);
		expect( within( terms ).getAllByRole( 'link' ) ).toHaveLength( 2 );
	} );

	it( 'shows the empty cart in Spanish', async () => {
		renderCheckout();
		expect(
			await screen.findByRole(
				'heading',
				{ name: '¡Tu carrito está vacío!' },
				{ timeout: 4000 }
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Ver la tienda' } ) ).toHaveAttribute(
			'href',
			'/tienda/'
		);
	} );
} );
