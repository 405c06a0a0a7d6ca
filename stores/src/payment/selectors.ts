/** The payment store's selectors: statuses, methods, saved tokens, the result, and deprecated ones. */

import { createSelector } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { getSetting } from '@cesta/settings';

import { EMPTY_OBJECT } from '../utils/empty';
import { STATUS } from './constants';
import type { PaymentState, SavedPaymentMethods } from './types';

const warn = ( feature: string, alternative: string ) =>
	deprecated( feature, { alternative, plugin: 'Cesta', since: '0.1.0' } );

/**
 * Whether payment is idle: nothing set up or in progress.
 *
 * @example
 * select( paymentStore ).isPaymentIdle();
 */
export const isPaymentIdle = ( state: PaymentState ) => state.status === STATUS.IDLE;

/**
 * Whether an express payment method was opened.
 *
 * @example
 * select( paymentStore ).isExpressPaymentStarted();
 */
export const isExpressPaymentStarted = ( state: PaymentState ) =>
	state.status === STATUS.EXPRESS_STARTED;

/**
 * Whether the payment is being set up (the payment_setup observers are running).
 *
 * @example
 * select( paymentStore ).isPaymentProcessing();
 */
export const isPaymentProcessing = ( state: PaymentState ) => state.status === STATUS.PROCESSING;

/**
 * Whether the payment was set up and the order can be placed.
 *
 * @example
 * select( paymentStore ).isPaymentReady();
 */
export const isPaymentReady = ( state: PaymentState ) => state.status === STATUS.READY;

/**
 * Whether the payment setup or an express payment failed.
 *
 * @example
 * select( paymentStore ).hasPaymentError();
 */
export const hasPaymentError = ( state: PaymentState ) => state.status === STATUS.ERROR;

/**
 * Whether the active method is one of the available express methods.
 *
 * @example
 * select( paymentStore ).isExpressPaymentMethodActive();
 */
export const isExpressPaymentMethodActive = ( state: PaymentState ) =>
	Object.prototype.hasOwnProperty.call(
		state.availableExpressPaymentMethods,
		state.activePaymentMethod
	);

/**
 * The name of the active payment method, `''` when none.
 *
 * @example
 * select( paymentStore ).getActivePaymentMethod(); // 'bacs'
 */
export const getActivePaymentMethod = ( state: PaymentState ) => state.activePaymentMethod;

/**
 * The saved token in use, `''` when none.
 *
 * @example
 * select( paymentStore ).getActiveSavedToken(); // '3' or ''
 */
export const getActiveSavedToken = ( state: PaymentState ) => state.activeSavedToken;

/**
 * The payment methods that can be used for this cart, by name.
 *
 * @example
 * Object.keys( select( paymentStore ).getAvailablePaymentMethods() );
 */
export const getAvailablePaymentMethods = ( state: PaymentState ) => state.availablePaymentMethods;

/**
 * The express payment methods that can be used for this cart, by name.
 *
 * @example
 * select( paymentStore ).getAvailableExpressPaymentMethods();
 */
export const getAvailableExpressPaymentMethods = ( state: PaymentState ) =>
	state.availableExpressPaymentMethods;

/**
 * Every registered express payment method, by name, usable for this cart or not.
 *
 * @example
 * select( paymentStore ).getRegisteredExpressPaymentMethods();
 */
export const getRegisteredExpressPaymentMethods = ( state: PaymentState ) =>
	state.registeredExpressPaymentMethods;

/**
 * The active method's data, sent with the order as `payment_data`.
 *
 * @example
 * select( paymentStore ).getPaymentMethodData();
 */
export const getPaymentMethodData = ( state: PaymentState ) => state.paymentMethodData;

/**
 * The customer's saved tokens by payment method type (`customerPaymentMethods` setting).
 *
 * @example
 * select( paymentStore ).getSavedPaymentMethods();
 */
export const getSavedPaymentMethods = ( state: PaymentState ) => state.savedPaymentMethods;

/**
 * Saved tokens whose gateway is available for this cart.
 *
 * @example
 * select( paymentStore ).getActiveSavedPaymentMethods().cc;
 */
export const getActiveSavedPaymentMethods = createSelector(
	( state: PaymentState ): SavedPaymentMethods => {
		const available = Object.keys( state.availablePaymentMethods );
		const entries = Object.entries( state.savedPaymentMethods )
			.map(
				( [ type, tokens ] ) =>
					[
						type,
						tokens.filter( ( token ) => available.includes( token.method.gateway ) ),
					] as const
			)
			.filter( ( [ , tokens ] ) => tokens.length > 0 );
		return entries.length
			? Object.fromEntries( entries )
			: ( EMPTY_OBJECT as SavedPaymentMethods );
	},
	( state: PaymentState ) => [ state.savedPaymentMethods, state.availablePaymentMethods ]
);

/**
 * Gateways the shop enabled (`globalPaymentMethods` setting) that registered
 * no block integration; empty until both method lists are initialised.
 *
 * @example
 * select( paymentStore ).getIncompatiblePaymentMethods(); // { 'legacy-gateway': 'Legacy' }
 */
export const getIncompatiblePaymentMethods = createSelector(
	( state: PaymentState ): Record< string, string > => {
		if ( ! state.paymentMethodsInitialized || ! state.expressPaymentMethodsInitialized ) {
			return EMPTY_OBJECT;
		}
		const global = getSetting< Record< string, string > >( 'globalPaymentMethods', {} );
		const entries = Object.entries( global ?? {} ).filter(
			( [ id ] ) =>
				! ( id in state.availablePaymentMethods ) &&
				! ( id in state.availableExpressPaymentMethods )
		);
		return entries.length ? Object.fromEntries( entries ) : EMPTY_OBJECT;
	},
	( state: PaymentState ) => [
		state.availablePaymentMethods,
		state.availableExpressPaymentMethods,
		state.paymentMethodsInitialized,
		state.expressPaymentMethodsInitialized,
	]
);

/**
 * Whether the shopper asked to save the new payment method.
 *
 * @example
 * select( paymentStore ).getShouldSavePaymentMethod();
 */
export const getShouldSavePaymentMethod = ( state: PaymentState ) => state.shouldSavePaymentMethod;

/**
 * The outcome of the last `POST /checkout`, `null` before there is one.
 *
 * @example
 * select( paymentStore ).getPaymentResult()?.redirectUrl;
 */
export const getPaymentResult = ( state: PaymentState ) => state.paymentResult;

/**
 * Whether the availability of the payment methods has been checked.
 *
 * @example
 * select( paymentStore ).paymentMethodsInitialized();
 */
export const paymentMethodsInitialized = ( state: PaymentState ) => state.paymentMethodsInitialized;

/**
 * Whether the availability of the express payment methods has been checked.
 *
 * @example
 * select( paymentStore ).expressPaymentMethodsInitialized();
 */
export const expressPaymentMethodsInitialized = ( state: PaymentState ) =>
	state.expressPaymentMethodsInitialized;

/**
 * The whole state; for tests. Prefer the focused selectors.
 *
 * @example
 * select( paymentStore ).getState().status;
 */
export const getState = ( state: PaymentState ) => state;

/**
 * Whether payment is idle, under WooCommerce's old name.
 *
 * @deprecated Use `isPaymentIdle`.
 * @example
 * select( paymentStore ).isPaymentPristine();
 */
export const isPaymentPristine = ( state: PaymentState ) => {
	warn( 'isPaymentPristine', 'isPaymentIdle' );
	return isPaymentIdle( state );
};

/**
 * Whether an express payment method was opened, under WooCommerce's old name.
 *
 * @deprecated Use `isExpressPaymentStarted`.
 * @example
 * select( paymentStore ).isPaymentStarted();
 */
export const isPaymentStarted = ( state: PaymentState ) => {
	warn( 'isPaymentStarted', 'isExpressPaymentStarted' );
	return isExpressPaymentStarted( state );
};

/**
 * Whether the payment is ready, under WooCommerce's old name.
 *
 * @deprecated Use `isPaymentReady`.
 * @example
 * select( paymentStore ).isPaymentSuccess();
 */
export const isPaymentSuccess = ( state: PaymentState ) => {
	warn( 'isPaymentSuccess', 'isPaymentReady' );
	return isPaymentReady( state );
};

/**
 * Whether the payment has an error, under WooCommerce's old name.
 *
 * @deprecated Use `hasPaymentError`.
 * @example
 * select( paymentStore ).isPaymentFailed();
 */
export const isPaymentFailed = ( state: PaymentState ) => {
	warn( 'isPaymentFailed', 'hasPaymentError' );
	return hasPaymentError( state );
};

/**
 * The old status object. Its deprecated members warn when read.
 *
 * @deprecated Use the focused status selectors.
 * @example
 * select( paymentStore ).getCurrentStatus().isProcessing;
 */
export const getCurrentStatus = ( state: PaymentState ) => {
	warn( 'getCurrentStatus', 'isPaymentIdle, isPaymentProcessing, hasPaymentError' );
	return {
		get isPristine() {
			warn( 'isPristine', 'isIdle' );
			return isPaymentIdle( state );
		},
		isIdle: isPaymentIdle( state ),
		isStarted: isExpressPaymentStarted( state ),
		isProcessing: isPaymentProcessing( state ),
		get isFinished() {
			warn( 'isFinished', 'isReady or hasError' );
			return hasPaymentError( state ) || isPaymentReady( state );
		},
		hasError: hasPaymentError( state ),
		get hasFailed() {
			warn( 'hasFailed', 'hasError' );
			return hasPaymentError( state );
		},
		get isSuccessful() {
			warn( 'isSuccessful', 'isReady' );
			return isPaymentReady( state );
		},
		isDoingExpressPayment: isExpressPaymentMethodActive( state ),
	};
};
