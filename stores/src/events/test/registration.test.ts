/** Tests of the event registrars: each subscribes to its event, priorities, deprecated aliases, checkoutEvents. */

import { captureDeprecations } from '@cesta/test-utils/dom';

import { createEventEmitter } from '../emitter';
import { checkoutEvents, createEventRegistration, eventRegistration } from '../registration';

describe( 'event registration', () => {
	it.each( [
		[ 'onCheckoutValidation', 'checkout_validation' ],
		[ 'onCheckoutSuccess', 'checkout_success' ],
		[ 'onCheckoutFail', 'checkout_fail' ],
		[ 'onPaymentSetup', 'payment_setup' ],
		[ 'onShippingRateSuccess', 'shipping_rates_success' ],
		[ 'onShippingRateFail', 'shipping_rates_fail' ],
		[ 'onShippingRateSelectSuccess', 'shipping_rate_select_success' ],
		[ 'onShippingRateSelectFail', 'shipping_rate_select_fail' ],
	] as const )( 'given %s › subscribes to %s', async ( registrar, eventType ) => {
		const emitter = createEventEmitter();
		const registration = createEventRegistration( emitter );
		const observer = jest.fn();
		const unsubscribe = registration[ registrar ]( observer );
		await emitter.emit( eventType, { value: 1 } );
		expect( observer ).toHaveBeenCalledWith( { value: 1 } );
		unsubscribe();
		expect( emitter.hasObservers( eventType ) ).toBe( false );
	} );

	it( 'given a priority › the registrar passes it on', async () => {
		const emitter = createEventEmitter();
		const { onCheckoutSuccess } = createEventRegistration( emitter );
		const calls: string[] = [];
		onCheckoutSuccess( () => void calls.push( 'late' ), 50 );
		onCheckoutSuccess( () => void calls.push( 'early' ), 1 );
		await emitter.emit( 'checkout_success' );
		expect( calls ).toEqual( [ 'early', 'late' ] );
	} );

	it.each( [
		[ 'onCheckoutBeforeProcessing', 'checkout_validation', 'onCheckoutValidation' ],
		[ 'onCheckoutValidationBeforeProcessing', 'checkout_validation', 'onCheckoutValidation' ],
		[ 'onPaymentProcessing', 'payment_setup', 'onPaymentSetup' ],
		[ 'onCheckoutAfterProcessingWithSuccess', 'checkout_success', 'onCheckoutSuccess' ],
		[ 'onCheckoutAfterProcessingWithError', 'checkout_fail', 'onCheckoutFail' ],
	] as const )(
		'given the deprecated %s › warns, naming %s’s replacement, and still subscribes',
		async ( registrar, eventType, alternative ) => {
			const warn = captureDeprecations();
			const emitter = createEventEmitter();
			const registration = createEventRegistration( emitter );
			const observer = jest.fn();
			registration[ registrar ]( observer );
			await emitter.emit( eventType );
			expect( observer ).toHaveBeenCalled();
			expect( warn ).toHaveBeenCalledWith( expect.stringContaining( registrar ) );
			expect( warn ).toHaveBeenCalledWith( expect.stringContaining( alternative ) );
		}
	);

	it( 'checkoutEvents › exposes the three checkout registrars over the shared emitter', () => {
		expect( Object.keys( checkoutEvents ) ).toEqual( [
			'onCheckoutValidation',
			'onCheckoutSuccess',
			'onCheckoutFail',
		] );
		expect( checkoutEvents.onCheckoutSuccess ).toBe( eventRegistration.onCheckoutSuccess );
	} );
} );
