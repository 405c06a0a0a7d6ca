/** The page's shared checkout events emitter and the registrars payment methods and extensions subscribe with. */

import deprecated from '@wordpress/deprecated';

import type { PaymentResult } from '../payment/types';
import { CHECKOUT_EVENTS, PAYMENT_EVENTS, SHIPPING_EVENTS } from './constants';
import { createEventEmitter } from './emitter';
import type { EventEmitter } from './emitter';
import type { EventRegistrar } from './types';

/**
 * What `checkout_success` and `checkout_fail` observers receive. The payment
 * result is under `processingResponse` (not `paymentResult`), as in WooCommerce.
 *
 * @example
 * onCheckoutFail( ( { processingResponse } ) => ( { type: 'error', message: processingResponse?.message } ) );
 */
export interface CheckoutAfterProcessingData {
	redirectUrl: string;
	orderId: number;
	customerId: number;
	orderNotes: string;
	processingResponse: PaymentResult | null;
}

/**
 * The registrars handed to payment methods as `eventRegistration`, plus the
 * shipping events. Deprecated aliases log a deprecation warning.
 *
 * @example
 * const { onPaymentSetup } = createEventRegistration( checkoutEventsEmitter );
 */
export interface EventRegistration {
	onCheckoutValidation: EventRegistrar< Record< string, never > >;
	onCheckoutSuccess: EventRegistrar< CheckoutAfterProcessingData >;
	onCheckoutFail: EventRegistrar< CheckoutAfterProcessingData >;
	onPaymentSetup: EventRegistrar< Record< string, never > >;
	onShippingRateSuccess: EventRegistrar< unknown >;
	onShippingRateFail: EventRegistrar< unknown >;
	onShippingRateSelectSuccess: EventRegistrar< unknown >;
	onShippingRateSelectFail: EventRegistrar< unknown >;
	/** @deprecated Use `onCheckoutValidation`. */
	onCheckoutBeforeProcessing: EventRegistrar< Record< string, never > >;
	/** @deprecated Use `onCheckoutValidation`. */
	onCheckoutValidationBeforeProcessing: EventRegistrar< Record< string, never > >;
	/** @deprecated Use `onPaymentSetup`. */
	onPaymentProcessing: EventRegistrar< Record< string, never > >;
	/** @deprecated Use `onCheckoutSuccess`. */
	onCheckoutAfterProcessingWithSuccess: EventRegistrar< CheckoutAfterProcessingData >;
	/** @deprecated Use `onCheckoutFail`. */
	onCheckoutAfterProcessingWithError: EventRegistrar< CheckoutAfterProcessingData >;
}

const withDeprecation =
	< TData >( name: string, alternative: string, registrar: EventRegistrar< TData > ) =>
	( ...args: Parameters< EventRegistrar< TData > > ) => {
		deprecated( name, { alternative, plugin: 'Cesta', since: '0.1.0' } );
		return registrar( ...args );
	};

/**
 * Builds the registrars over one emitter.
 *
 * @example
 * const registration = createEventRegistration( createEventEmitter() );
 * const off = registration.onCheckoutSuccess( () => ( { type: 'success' } ) );
 */
export function createEventRegistration( emitter: EventEmitter ): EventRegistration {
	const onCheckoutValidation = emitter.createSubscribeFunction< Record< string, never > >(
		CHECKOUT_EVENTS.CHECKOUT_VALIDATION
	);
	const onCheckoutSuccess = emitter.createSubscribeFunction< CheckoutAfterProcessingData >(
		CHECKOUT_EVENTS.CHECKOUT_SUCCESS
	);
	const onCheckoutFail = emitter.createSubscribeFunction< CheckoutAfterProcessingData >(
		CHECKOUT_EVENTS.CHECKOUT_FAIL
	);
	const onPaymentSetup = emitter.createSubscribeFunction< Record< string, never > >(
		PAYMENT_EVENTS.PAYMENT_SETUP
	);
	return {
		onCheckoutValidation,
		onCheckoutSuccess,
		onCheckoutFail,
		onPaymentSetup,
		onShippingRateSuccess: emitter.createSubscribeFunction(
			SHIPPING_EVENTS.SHIPPING_RATES_SUCCESS
		),
		onShippingRateFail: emitter.createSubscribeFunction( SHIPPING_EVENTS.SHIPPING_RATES_FAIL ),
		onShippingRateSelectSuccess: emitter.createSubscribeFunction(
			SHIPPING_EVENTS.SHIPPING_RATE_SELECT_SUCCESS
		),
		onShippingRateSelectFail: emitter.createSubscribeFunction(
			SHIPPING_EVENTS.SHIPPING_RATE_SELECT_FAIL
		),
		onCheckoutBeforeProcessing: withDeprecation(
			'onCheckoutBeforeProcessing',
			'onCheckoutValidation',
			onCheckoutValidation
		),
		onCheckoutValidationBeforeProcessing: withDeprecation(
			'onCheckoutValidationBeforeProcessing',
			'onCheckoutValidation',
			onCheckoutValidation
		),
		onPaymentProcessing: withDeprecation(
			'onPaymentProcessing',
			'onPaymentSetup',
			onPaymentSetup
		),
		onCheckoutAfterProcessingWithSuccess: withDeprecation(
			'onCheckoutAfterProcessingWithSuccess',
			'onCheckoutSuccess',
			onCheckoutSuccess
		),
		onCheckoutAfterProcessingWithError: withDeprecation(
			'onCheckoutAfterProcessingWithError',
			'onCheckoutFail',
			onCheckoutFail
		),
	};
}

/**
 * The page's shared emitter: the checkout flow emits on it, payment methods
 * and extensions subscribe to it.
 *
 * @example
 * checkoutEventsEmitter.subscribe( 'checkout_fail', observer );
 */
export const checkoutEventsEmitter: EventEmitter = createEventEmitter();

/**
 * The registrars over the shared emitter.
 *
 * @example
 * const unsubscribe = eventRegistration.onPaymentSetup( async () => ( { type: 'success' } ) );
 */
export const eventRegistration: EventRegistration =
	createEventRegistration( checkoutEventsEmitter );

/**
 * The checkout events usable outside payment methods (WooCommerce's `checkoutEvents`).
 *
 * @example
 * checkoutEvents.onCheckoutSuccess( ( { orderId } ) => track( orderId ) );
 */
export const checkoutEvents = Object.freeze( {
	onCheckoutValidation: eventRegistration.onCheckoutValidation,
	onCheckoutSuccess: eventRegistration.onCheckoutSuccess,
	onCheckoutFail: eventRegistration.onCheckoutFail,
} );
