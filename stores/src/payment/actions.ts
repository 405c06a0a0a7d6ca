/** The payment store's plain actions: statuses, the active method and its data, method lists, express. */

import { errors } from '../messages';
import { isRecord } from '../utils/is-record';
import * as types from './action-types';
import { STATUS } from './constants';
import type { PaymentResult, PlainPaymentMethods, SavedPaymentMethods } from './types';

const assertMethods = ( action: string, methods: unknown ): PlainPaymentMethods => {
	if ( ! isRecord( methods ) ) {
		throw new TypeError( errors.paymentMethodsNotObject( action ) );
	}
	return methods as PlainPaymentMethods;
};

const assertName = ( name: unknown ): string => {
	if ( typeof name !== 'string' ) {
		throw new TypeError( errors.paymentMethodNameNotString() );
	}
	return name;
};

const setStatus = ( status: ( typeof STATUS )[ keyof typeof STATUS ] ) =>
	( { type: types.SET_PAYMENT_STATUS, status } ) as const;

/**
 * Payment status → idle.
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentIdle();
 */
export const __internalSetPaymentIdle = () => setStatus( STATUS.IDLE );

/**
 * Payment status → express started.
 *
 * @example
 * dispatch( paymentStore ).__internalSetExpressPaymentStarted();
 */
export const __internalSetExpressPaymentStarted = () => setStatus( STATUS.EXPRESS_STARTED );

/**
 * Payment status → processing (the payment is being set up).
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentProcessing();
 */
export const __internalSetPaymentProcessing = () => setStatus( STATUS.PROCESSING );

/**
 * Payment status → ready (the order can be placed).
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentReady();
 */
export const __internalSetPaymentReady = () => setStatus( STATUS.READY );

/**
 * Payment status → error.
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentError();
 */
export const __internalSetPaymentError = () => setStatus( STATUS.ERROR );

/**
 * Stores the active method and its data, without side effects (the
 * `__internalSetActivePaymentMethod` thunk also fires the WordPress action).
 *
 * @example
 * receiveActivePaymentMethod( 'bacs' );
 */
export const receiveActivePaymentMethod = (
	activePaymentMethod: string,
	paymentMethodData: Record< string, unknown > = {}
) =>
	( {
		type: types.SET_ACTIVE_PAYMENT_METHOD,
		activePaymentMethod: assertName( activePaymentMethod ),
		paymentMethodData: isRecord( paymentMethodData ) ? paymentMethodData : {},
	} ) as const;

/**
 * Replaces the active method's data (a saved token's data sets the active token).
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentMethodData( { token: 'tok_1' } );
 */
export const __internalSetPaymentMethodData = (
	paymentMethodData: Record< string, unknown > = {}
) =>
	( {
		type: types.SET_PAYMENT_METHOD_DATA,
		paymentMethodData: isRecord( paymentMethodData ) ? paymentMethodData : {},
	} ) as const;

/**
 * Whether to save the new payment method with the order.
 *
 * @example
 * dispatch( paymentStore ).__internalSetShouldSavePaymentMethod( true );
 */
export const __internalSetShouldSavePaymentMethod = ( shouldSavePaymentMethod: boolean ) =>
	( { type: types.SET_SHOULD_SAVE_PAYMENT_METHOD, shouldSavePaymentMethod } ) as const;

/**
 * Stores the outcome of `POST /checkout` (`null` clears it).
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentResult( result );
 */
export const __internalSetPaymentResult = ( paymentResult: PaymentResult | null ) =>
	( { type: types.SET_PAYMENT_RESULT, paymentResult } ) as const;

/**
 * Replaces the available methods without choosing a default (the
 * `__internalSetAvailablePaymentMethods` thunk chooses one).
 *
 * @example
 * receiveAvailablePaymentMethods( { bacs: { name: 'bacs' } } );
 */
export const receiveAvailablePaymentMethods = ( paymentMethods: PlainPaymentMethods ) =>
	( {
		type: types.SET_AVAILABLE_PAYMENT_METHODS,
		paymentMethods: assertMethods( 'receiveAvailablePaymentMethods', paymentMethods ),
	} ) as const;

/**
 * Replaces the express methods usable for this cart; throws a `TypeError` for a non-object.
 *
 * @example
 * dispatch( paymentStore ).__internalSetAvailableExpressPaymentMethods( { 'apple-pay': { name: 'apple-pay' } } );
 */
export const __internalSetAvailableExpressPaymentMethods = (
	paymentMethods: PlainPaymentMethods
) =>
	( {
		type: types.SET_AVAILABLE_EXPRESS_PAYMENT_METHODS,
		paymentMethods: assertMethods(
			'__internalSetAvailableExpressPaymentMethods',
			paymentMethods
		),
	} ) as const;

/**
 * Replaces the registered express methods; throws a `TypeError` for a non-object.
 *
 * @example
 * dispatch( paymentStore ).__internalSetRegisteredExpressPaymentMethods( methods );
 */
export const __internalSetRegisteredExpressPaymentMethods = (
	paymentMethods: PlainPaymentMethods
) =>
	( {
		type: types.SET_REGISTERED_EXPRESS_PAYMENT_METHODS,
		paymentMethods: assertMethods(
			'__internalSetRegisteredExpressPaymentMethods',
			paymentMethods
		),
	} ) as const;

/**
 * Drops a payment method from the available ones.
 *
 * @example
 * dispatch( paymentStore ).__internalRemoveAvailablePaymentMethod( 'cod' );
 */
export const __internalRemoveAvailablePaymentMethod = ( name: string ) =>
	( { type: types.REMOVE_AVAILABLE_PAYMENT_METHOD, name: assertName( name ) } ) as const;

/**
 * Drops an express payment method from the available ones.
 *
 * @example
 * dispatch( paymentStore ).__internalRemoveAvailableExpressPaymentMethod( 'apple-pay' );
 */
export const __internalRemoveAvailableExpressPaymentMethod = ( name: string ) =>
	( { type: types.REMOVE_AVAILABLE_EXPRESS_PAYMENT_METHOD, name: assertName( name ) } ) as const;

/**
 * Records whether the payment methods' availability has been checked.
 *
 * @example
 * dispatch( paymentStore ).__internalSetPaymentMethodsInitialized( true );
 */
export const __internalSetPaymentMethodsInitialized = ( initialized: boolean ) =>
	( { type: types.SET_PAYMENT_METHODS_INITIALIZED, initialized } ) as const;

/**
 * Records whether the express payment methods' availability has been checked.
 *
 * @example
 * dispatch( paymentStore ).__internalSetExpressPaymentMethodsInitialized( true );
 */
export const __internalSetExpressPaymentMethodsInitialized = ( initialized: boolean ) =>
	( { type: types.SET_EXPRESS_PAYMENT_METHODS_INITIALIZED, initialized } ) as const;

/**
 * Replaces the customer's saved tokens, by payment method type.
 *
 * @example
 * dispatch( paymentStore ).__internalSetSavedPaymentMethods( { cc: [ card ] } );
 */
export const __internalSetSavedPaymentMethods = ( savedPaymentMethods: SavedPaymentMethods ) =>
	( { type: types.SET_SAVED_PAYMENT_METHODS, savedPaymentMethods } ) as const;

/**
 * An express method opened: remembers the active method and data, makes
 * `name` active and marks express started.
 *
 * @example
 * dispatch( paymentStore ).__internalExpressPaymentStarted( 'apple-pay' );
 */
export const __internalExpressPaymentStarted = ( name: string ) =>
	( { type: types.EXPRESS_PAYMENT_STARTED, name: assertName( name ) } ) as const;

/**
 * The express method closed: restores the remembered method and data; idle.
 *
 * @example
 * dispatch( paymentStore ).__internalExpressPaymentClosed();
 */
export const __internalExpressPaymentClosed = () =>
	( { type: types.EXPRESS_PAYMENT_CLOSED } ) as const;

/**
 * The express method failed: payment error, remembered method and data restored.
 *
 * @example
 * dispatch( paymentStore ).__internalExpressPaymentFailed();
 */
export const __internalExpressPaymentFailed = () =>
	( { type: types.EXPRESS_PAYMENT_FAILED } ) as const;

/** Every action the payment reducer handles. */
export type PaymentAction = ReturnType<
	| typeof setStatus
	| typeof receiveActivePaymentMethod
	| typeof __internalSetPaymentMethodData
	| typeof __internalSetShouldSavePaymentMethod
	| typeof __internalSetPaymentResult
	| typeof receiveAvailablePaymentMethods
	| typeof __internalSetAvailableExpressPaymentMethods
	| typeof __internalSetRegisteredExpressPaymentMethods
	| typeof __internalRemoveAvailablePaymentMethod
	| typeof __internalRemoveAvailableExpressPaymentMethod
	| typeof __internalSetPaymentMethodsInitialized
	| typeof __internalSetExpressPaymentMethodsInitialized
	| typeof __internalSetSavedPaymentMethods
	| typeof __internalExpressPaymentStarted
	| typeof __internalExpressPaymentClosed
	| typeof __internalExpressPaymentFailed
>;
