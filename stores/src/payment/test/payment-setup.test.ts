/** Tests of the payment setup step: each observer outcome, stopping at the first error, deprecated meta. */

import { NOTICES_STORE_KEY } from '@cesta/notices';
import {
	captureDeprecations,
	createTestRegistry,
	MADRID_BILLING,
	MADRID_SHIPPING,
} from '@cesta/test-utils';

import { cartStore } from '../../cart';
import { createEventEmitter } from '../../events/emitter';
import { validationStore } from '../../validation';
import { paymentStore } from '../index';

const shipping = MADRID_SHIPPING;
const billing = MADRID_BILLING;

const setup = () => {
	const registry = createTestRegistry();
	const emitter = createEventEmitter();
	const run = () =>
		registry.dispatch( paymentStore ).__internalEmitPaymentProcessingEvent( emitter );
	const notices = () => registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout/payments' );
	return { registry, emitter, run, notices, payment: () => registry.select( paymentStore ) };
};

describe( 'payment setup (spec 2 §4, payment_setup observers)', () => {
	it( 'given no observers › payment is ready', async () => {
		const { run, payment } = setup();
		await run();
		expect( payment().isPaymentReady() ).toBe( true );
	} );

	it( 'given a success › complete addresses from the meta are applied, payment data stored, ready', async () => {
		const { registry, emitter, run, payment } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: {
				paymentMethodData: { token: 'tok_1' },
				billingAddress: billing,
				shippingAddress: shipping,
			},
		} ) );
		await run();
		expect( payment().isPaymentReady() ).toBe( true );
		expect( payment().getPaymentMethodData() ).toEqual( { token: 'tok_1' } );
		expect( registry.select( cartStore ).getCustomerData() ).toEqual( {
			billingAddress: billing,
			shippingAddress: shipping,
		} );
	} );

	it( 'given a success with incomplete addresses › they are not applied', async () => {
		const { registry, emitter, run } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: { billingAddress: { first_name: 'Ana' }, shippingAddress: { city: 'Sevilla' } },
		} ) );
		await run();
		const { billingAddress, shippingAddress } = registry.select( cartStore ).getCustomerData();
		expect( billingAddress.first_name ).toBe( '' );
		expect( shippingAddress.city ).toBe( '' );
	} );

	it( 'given several successes › the last one’s payment data wins', async () => {
		const { emitter, run, payment } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: { paymentMethodData: { a: 1 } },
		} ) );
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: { paymentMethodData: { b: 2 } },
		} ) );
		await run();
		expect( payment().getPaymentMethodData() ).toEqual( { b: 2 } );
	} );

	it( 'given a failure › non-dismissible notice wc-payment-error, billing applied, data stored, payment error', async () => {
		const { registry, emitter, run, notices, payment } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'failure',
			message: 'Tarjeta rechazada',
			meta: { paymentMethodData: { declined: true }, billingAddress: billing },
		} ) );
		await run();
		expect( payment().hasPaymentError() ).toBe( true );
		expect( payment().getPaymentMethodData() ).toEqual( { declined: true } );
		expect( notices() ).toEqual( [
			expect.objectContaining( {
				id: 'wc-payment-error',
				content: 'Tarjeta rechazada',
				isDismissible: false,
				status: 'error',
			} ),
		] );
		expect( registry.select( cartStore ).getCustomerData().billingAddress ).toEqual( billing );
	} );

	it( 'given a failure with a messageContext › the notice goes there', async () => {
		const { registry, emitter, run } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'failure',
			message: 'Revisa la dirección',
			messageContext: 'wc/checkout/billing-address',
		} ) );
		await run();
		expect(
			registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout/billing-address' )
		).toHaveLength( 1 );
	} );

	it( 'given an error › message shown, payment error, validation errors applied', async () => {
		const { registry, emitter, run, notices, payment } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'error',
			message: 'Datos de tarjeta incompletos',
			validationErrors: { 'card-number': { message: 'Número inválido', hidden: false } },
		} ) );
		await run();
		expect( payment().hasPaymentError() ).toBe( true );
		expect( notices()[ 0 ] ).toMatchObject( { id: 'wc-payment-error', isDismissible: false } );
		expect( registry.select( validationStore ).getValidationError( 'card-number' ) ).toEqual( {
			message: 'Número inválido',
			hidden: false,
		} );
	} );

	it( 'given an error first › later observers do not run (the setup stops at the first error or fail)', async () => {
		const { emitter, run } = setup();
		const later = jest.fn();
		emitter.subscribe( 'payment_setup', () => ( { type: 'error' } ), 1 );
		emitter.subscribe( 'payment_setup', later, 2 );
		await run();
		expect( later ).not.toHaveBeenCalled();
	} );

	it( 'given an observer that throws › logged, payment error', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const { emitter, run, payment } = setup();
		emitter.subscribe( 'payment_setup', () => {
			throw new Error( 'gateway SDK failed' );
		} );
		await run();
		expect( payment().hasPaymentError() ).toBe( true );
		expect( console.error ).toHaveBeenCalled();
	} );

	it( 'given an earlier payment error notice › it is removed when the setup runs again', async () => {
		const { emitter, run, notices } = setup();
		const off = emitter.subscribe( 'payment_setup', () => ( {
			type: 'failure',
			message: 'No',
		} ) );
		await run();
		off();
		await run();
		expect( notices() ).toEqual( [] );
	} );

	it( 'given the deprecated billingData and shippingData.address › they are used, with a warning', async () => {
		const warn = captureDeprecations();
		const { registry, emitter, run } = setup();
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: { billingData: billing, shippingData: { address: shipping } },
		} ) );
		await run();
		expect( registry.select( cartStore ).getCustomerData() ).toEqual( {
			billingAddress: billing,
			shippingAddress: shipping,
		} );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'billingAddress' ) );
	} );
} );
