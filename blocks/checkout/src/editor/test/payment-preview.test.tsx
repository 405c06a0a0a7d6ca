/**
 * The payment step and the express payment area in the block editor's
 * preview of the Checkout (jsdom, the real `@wordpress/block-editor`), as
 * WooCommerce's editor shows them: a method registered with
 * `registerPaymentMethod` shows its `edit` element; with none registered,
 * the editor sees a placeholder saying the methods will appear there, not
 * the shopper's "no payment methods" error; no Store API request.
 */
import { BlockEditorProvider, BlockList } from '@wordpress/block-editor';
import { createBlocksFromInnerBlocksTemplate } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import { resetLocaleData } from '@wordpress/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';

import { loadTranslations } from '@cesta/i18n';
import {
	__experimentalDeRegisterExpressPaymentMethod,
	__experimentalDeRegisterPaymentMethod,
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@cesta/registry';
import {
	guardAgainstNetwork,
	installMatchMediaStub,
	installResizeObserver,
} from '@cesta/test-utils';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../../block-names';
import { checkoutTemplate } from '../../template';
import { registerCheckoutEditorBlocks } from '../register-checkout-editor-blocks';

const network = guardAgainstNetwork();
installResizeObserver();
installMatchMediaStub();

// The block editor's first render in jsdom takes a few seconds.
const SLOW = { timeout: 15000 };
jest.setTimeout( 60000 );

const PLACEHOLDER =
	/Aún no hay ningún método de pago registrado en esta página\. Aquí se mostrarán los métodos de pago/;
const SHOPPER_ERROR = /No hay métodos de pago disponibles/;
const NONE_REGISTERED = 'No hay métodos de pago registrados';

const Text = ( { text }: { text: string } ) => <span>{ text }</span>;

function renderCheckoutEditor() {
	const blocks = createBlocksFromInnerBlocksTemplate( [
		[ NAMES.CHECKOUT, {}, checkoutTemplate() ],
	] );
	return render(
		<BlockEditorProvider value={ blocks } settings={ {} } useSubRegistry={ false }>
			<BlockList />
		</BlockEditorProvider>
	);
}

const paymentStep = () => document.querySelector( '.wc-block-checkout__payment-method' );

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
	registerCheckoutEditorBlocks();
} );

afterAll( () => resetLocaleData() );

afterEach( () => {
	cleanup();
	Object.keys( getPaymentMethods() ).forEach( __experimentalDeRegisterPaymentMethod );
	Object.keys( getExpressPaymentMethods() ).forEach(
		__experimentalDeRegisterExpressPaymentMethod
	);
} );

describe( "the Checkout's payment areas in the block editor", () => {
	it( "given no payment method registered › the payment step shows the editor's placeholder, not the shopper's error, and the express area says nothing", async () => {
		renderCheckoutEditor();
		await waitFor( () => expect( screen.getByText( PLACEHOLDER ) ).toBeInTheDocument(), SLOW );
		expect( paymentStep() ).toContainElement( screen.getByText( PLACEHOLDER ) );
		expect( screen.getAllByText( 'Opciones de pago' ).length ).toBeGreaterThan( 0 );
		expect( screen.queryByText( SHOPPER_ERROR ) ).toBeNull();
		expect( screen.queryByText( NONE_REGISTERED ) ).toBeNull();
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 2000 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given a method registered with registerPaymentMethod › the payment step shows its edit element, not its content', async () => {
		// A gateway the sample cart lists: the stores count the page as the
		// editor only with WordPress's core/editor store, absent here.
		registerPaymentMethod( {
			name: 'bacs',
			label: 'Transferencia Acme',
			ariaLabel: 'Transferencia Acme',
			content: createElement( Text, { text: 'Contenido de Acme' } ),
			edit: createElement( Text, { text: 'Vista previa de Acme' } ),
			canMakePayment: () => true,
		} );
		renderCheckoutEditor();
		await waitFor(
			() => expect( screen.getByText( 'Vista previa de Acme' ) ).toBeInTheDocument(),
			SLOW
		);
		expect( paymentStep() ).toContainElement( screen.getByText( 'Vista previa de Acme' ) );
		expect( screen.queryByText( 'Contenido de Acme' ) ).toBeNull();
		expect( screen.queryByText( PLACEHOLDER ) ).toBeNull();
		expect( screen.queryByText( SHOPPER_ERROR ) ).toBeNull();
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 2000 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given an express method registered › the express area shows its edit element', async () => {
		registerExpressPaymentMethod( {
			name: 'acme_wallet',
			content: createElement( Text, { text: 'Pagar con Acme' } ),
			edit: createElement( Text, { text: 'Vista previa del monedero Acme' } ),
			canMakePayment: () => true,
		} );
		renderCheckoutEditor();
		await waitFor(
			() =>
				expect( screen.getByText( 'Vista previa del monedero Acme' ) ).toBeInTheDocument(),
			SLOW
		);
		expect(
			screen
				.getByText( 'Vista previa del monedero Acme' )
				.closest( '.wc-block-checkout__payment-options' )
		).not.toBeNull();
		expect( screen.queryByText( 'Pagar con Acme' ) ).toBeNull();
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 2000 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );
} );
