/** The payment store's reducer: the payment status machine, the active method, method lists, the result. */

import * as types from './action-types';
import type { PaymentAction } from './actions';
import { STATUS } from './constants';
import { getDefaultPaymentState } from './default-state';
import type { PaymentState, PlainPaymentMethods } from './types';

const tokenOf = ( data: Record< string, unknown > ): string =>
	typeof data.token === 'string' || typeof data.token === 'number' ? String( data.token ) : '';

const withMethod = (
	state: PaymentState,
	activePaymentMethod: string,
	paymentMethodData: Record< string, unknown >
): PaymentState => ( {
	...state,
	activePaymentMethod,
	paymentMethodData,
	activeSavedToken: tokenOf( paymentMethodData ),
} );

const without = ( methods: PlainPaymentMethods, name: string ): PlainPaymentMethods => {
	const { [ name ]: _removed, ...rest } = methods;
	return rest;
};

/**
 * The payment reducer. Any status may be set directly; unchanged values keep
 * the same state object.
 *
 * @example
 * reducer( state, __internalSetPaymentReady() ).status; // 'ready'
 */
export function reducer(
	state: PaymentState = getDefaultPaymentState(),
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case types.SET_PAYMENT_STATUS:
			return state.status === action.status ? state : { ...state, status: action.status };
		case types.SET_ACTIVE_PAYMENT_METHOD:
			return withMethod( state, action.activePaymentMethod, action.paymentMethodData );
		case types.SET_PAYMENT_METHOD_DATA:
			return withMethod( state, state.activePaymentMethod, action.paymentMethodData );
		case types.SET_SHOULD_SAVE_PAYMENT_METHOD:
			return state.shouldSavePaymentMethod === action.shouldSavePaymentMethod
				? state
				: { ...state, shouldSavePaymentMethod: action.shouldSavePaymentMethod };
		case types.SET_PAYMENT_RESULT:
			return { ...state, paymentResult: action.paymentResult };
		case types.SET_AVAILABLE_PAYMENT_METHODS:
			return { ...state, availablePaymentMethods: action.paymentMethods };
		case types.SET_AVAILABLE_EXPRESS_PAYMENT_METHODS:
			return { ...state, availableExpressPaymentMethods: action.paymentMethods };
		case types.SET_REGISTERED_EXPRESS_PAYMENT_METHODS:
			return { ...state, registeredExpressPaymentMethods: action.paymentMethods };
		case types.REMOVE_AVAILABLE_PAYMENT_METHOD:
			return action.name in state.availablePaymentMethods
				? {
						...state,
						availablePaymentMethods: without(
							state.availablePaymentMethods,
							action.name
						),
					}
				: state;
		case types.REMOVE_AVAILABLE_EXPRESS_PAYMENT_METHOD:
			return action.name in state.availableExpressPaymentMethods
				? {
						...state,
						availableExpressPaymentMethods: without(
							state.availableExpressPaymentMethods,
							action.name
						),
					}
				: state;
		case types.SET_PAYMENT_METHODS_INITIALIZED:
			return state.paymentMethodsInitialized === action.initialized
				? state
				: { ...state, paymentMethodsInitialized: action.initialized };
		case types.SET_EXPRESS_PAYMENT_METHODS_INITIALIZED:
			return state.expressPaymentMethodsInitialized === action.initialized
				? state
				: { ...state, expressPaymentMethodsInitialized: action.initialized };
		case types.SET_SAVED_PAYMENT_METHODS:
			return { ...state, savedPaymentMethods: action.savedPaymentMethods };
		case types.EXPRESS_PAYMENT_STARTED:
			return {
				...withMethod( state, action.name, {} ),
				status: STATUS.EXPRESS_STARTED,
				// A second click while open keeps the method from before the first one.
				beforeExpressPayment: state.beforeExpressPayment ?? {
					activePaymentMethod: state.activePaymentMethod,
					paymentMethodData: state.paymentMethodData,
				},
			};
		case types.EXPRESS_PAYMENT_CLOSED:
		case types.EXPRESS_PAYMENT_FAILED: {
			const status =
				action.type === types.EXPRESS_PAYMENT_CLOSED ? STATUS.IDLE : STATUS.ERROR;
			const previous = state.beforeExpressPayment;
			const restored = previous
				? withMethod( state, previous.activePaymentMethod, previous.paymentMethodData )
				: state;
			return { ...restored, status, beforeExpressPayment: null };
		}
		default:
			return state;
	}
}
