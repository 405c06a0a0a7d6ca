/** The payment store's starting state: idle, nothing available, the customer's saved tokens. */

import { getSetting } from '@cesta/settings';

import { isRecord } from '../utils/is-record';
import { STATUS } from './constants';
import type { PaymentState, SavedPaymentMethods } from './types';

const isSavedPaymentMethods = ( value: unknown ): value is SavedPaymentMethods =>
	isRecord( value ) && Object.values( value ).every( Array.isArray );

/**
 * The payment store's first state: idle, nothing available yet, the
 * customer's saved tokens from the `customerPaymentMethods` setting.
 *
 * @example
 * getDefaultPaymentState().status; // 'idle'
 */
export function getDefaultPaymentState(): PaymentState {
	const saved = getSetting< unknown >( 'customerPaymentMethods', {} );
	return {
		status: STATUS.IDLE,
		activePaymentMethod: '',
		activeSavedToken: '',
		availablePaymentMethods: {},
		availableExpressPaymentMethods: {},
		registeredExpressPaymentMethods: {},
		savedPaymentMethods: isSavedPaymentMethods( saved ) ? saved : {},
		paymentMethodData: {},
		paymentResult: null,
		paymentMethodsInitialized: false,
		expressPaymentMethodsInitialized: false,
		shouldSavePaymentMethod: false,
		beforeExpressPayment: null,
	};
}
