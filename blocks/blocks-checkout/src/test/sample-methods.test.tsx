/** Tests of the sample offline methods: registration from the server's data, rendering, cash on delivery rules. */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import * as element from '@wordpress/element';
import * as i18n from '@wordpress/i18n';
import { getPaymentMethods } from '@cesta/registry';
import { axe, createTestRegistry, renderInStores, setupMockShop } from '@cesta/test-utils';

import '../globals';
import { PaymentMethods } from '..';
import { codCanMakePayment, registerSampleMethods } from '../sample-methods/offline-methods';
import { deregisterAllMethods, receiveCart, resetSettings } from './helpers';

setupMockShop();
beforeAll( () => {
	window.wp!.element = element;
	window.wp!.i18n = i18n;
} );
afterEach( () => {
	deregisterAllMethods();
	resetSettings();
} );

const page = () => window as unknown as Parameters< typeof registerSampleMethods >[ 0 ];
const offlineData = {
	bacs: {
		title: 'Transferencia bancaria directa',
		description: 'Realiza tu pago directamente en nuestra cuenta bancaria.',
		supports: [ 'products' ],
	},
	cheque: {
		title: 'Pagos por cheque',
		description: 'Envía un cheque a nuestra tienda de Madrid.',
	},
	cod: {
		title: 'Contra reembolso',
		description: 'Paga en efectivo en el momento de la entrega.',
		enableForVirtual: false,
		enableForShippingMethods: [],
	},
};

describe( 'the built-in sample methods (cod, bacs, cheque)', () => {
	it( 'given the server’s data for the three › registers them through window.wc.wcBlocksRegistry with their titles', () => {
		window.wcSettings = { paymentMethodData: offlineData };
		expect( registerSampleMethods( page() ) ).toEqual( [ 'bacs', 'cheque', 'cod' ] );
		const methods = getPaymentMethods();
		expect( Object.keys( methods ) ).toEqual( [ 'bacs', 'cheque', 'cod' ] );
		expect( methods.bacs?.ariaLabel ).toBe( 'Transferencia bancaria directa' );
		expect( methods.cheque?.ariaLabel ).toBe( 'Pagos por cheque' );
		expect( methods.cod?.ariaLabel ).toBe( 'Contra reembolso' );
	} );

	it( 'given data for bank transfer only › registers only that one (the others are not active)', () => {
		window.wcSettings = { paymentMethodData: { bacs: offlineData.bacs } };
		expect( registerSampleMethods( page() ) ).toEqual( [ 'bacs' ] );
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [ 'bacs' ] );
	} );

	it( 'given data without a title › uses WooCommerce’s default title', () => {
		window.wcSettings = { paymentMethodData: { bacs: {}, cheque: {}, cod: {} } };
		registerSampleMethods( page() );
		const methods = getPaymentMethods();
		expect( methods.bacs?.ariaLabel ).toBe( 'Direct bank transfer' );
		expect( methods.cheque?.ariaLabel ).toBe( 'Check payments' );
		expect( methods.cod?.ariaLabel ).toBe( 'Cash on delivery' );
	} );

	it( 'given HTML entities in the server’s texts › decodes them as text', () => {
		window.wcSettings = {
			paymentMethodData: { bacs: { title: 'Pago &amp; env&iacute;o <b>ya</b>' } },
		};
		registerSampleMethods( page() );
		expect( getPaymentMethods().bacs?.ariaLabel ).toBe( 'Pago & envío <b>ya</b>' );
	} );

	it( 'given supported features in the data › registers them', () => {
		window.wcSettings = {
			paymentMethodData: {
				bacs: { ...offlineData.bacs, supports: [ 'products', 'subscriptions' ] },
			},
		};
		registerSampleMethods( page() );
		expect( getPaymentMethods().bacs?.supports.features ).toEqual( [
			'products',
			'subscriptions',
		] );
	} );

	it( 'given a page without the globals › logs what to load first and registers nothing', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( registerSampleMethods( {} ) ).toEqual( [] );
		expect( error ).toHaveBeenCalledWith(
			'The sample payment methods need window.wc.wcBlocksRegistry, window.wc.wcSettings and window.wp.element: load @cesta/blocks-checkout/globals (and the vendor bundle) first.'
		);
	} );

	it( 'given a rendered checkout › shows each label (through PaymentMethodLabel) and the chosen one’s description', async () => {
		window.wcSettings = { paymentMethodData: offlineData };
		registerSampleMethods( page() );
		const registry = createTestRegistry();
		receiveCart( registry );
		const { container } = renderInStores( registry, <PaymentMethods /> );
		expect(
			await screen.findByRole( 'radio', { name: 'Transferencia bancaria directa' } )
		).toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'Pagos por cheque' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'radio', { name: 'Contra reembolso' } ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Realiza tu pago directamente en nuestra cuenta bancaria.' )
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'reads no code: every import of its source is type-only or one of its own files', () => {
		const dir = join( __dirname, '../sample-methods' );
		const imports = readdirSync( dir ).flatMap( ( file ) =>
			[
				...readFileSync( join( dir, file ), 'utf8' ).matchAll(
					/^import (type )?[\s\S]*?from '([^']+)';$/gm
				),
			].map( ( match ) => ( { typeOnly: Boolean( match[ 1 ] ), from: match[ 2 ]! } ) )
		);
		expect( imports.length ).toBeGreaterThan( 0 );
		imports.forEach( ( entry ) =>
			expect( entry.typeOnly || entry.from.startsWith( './' ) ).toBe( true )
		);
	} );
} );

describe( 'cash on delivery’s availability (as WooCommerce’s)', () => {
	const shipped = { cartNeedsShipping: true, selectedShippingMethods: { 0: 'flat_rate:1' } };
	const virtual = { cartNeedsShipping: false, selectedShippingMethods: {} };

	it( 'given a cart that needs no shipping › is offered only with enableForVirtual', () => {
		expect( codCanMakePayment( {} )( virtual ) ).toBe( false );
		expect( codCanMakePayment( { enableForVirtual: true } )( virtual ) ).toBe( true );
	} );

	it( 'given no shipping methods to limit it to › is offered for every shipped cart', () => {
		expect( codCanMakePayment( { enableForShippingMethods: [] } )( shipped ) ).toBe( true );
	} );

	it( 'given shipping methods to limit it to › is offered only when one of them is selected', () => {
		expect(
			codCanMakePayment( { enableForShippingMethods: [ 'flat_rate' ] } )( shipped )
		).toBe( true );
		expect(
			codCanMakePayment( { enableForShippingMethods: [ 'local_pickup' ] } )( shipped )
		).toBe( false );
	} );
} );
