/** Types of the payment store: statuses, listed and saved methods, the payment result, its state. */

import type { STATUS } from './constants';

/**
 * One of the payment statuses.
 *
 * @example
 * const status: PaymentStoreStatus = 'express_started';
 */
export type PaymentStoreStatus = ( typeof STATUS )[ keyof typeof STATUS ];

/**
 * A payment method as the store lists it (its registration lives in `@cesta/registry`).
 *
 * @example
 * const method: PlainPaymentMethod = { name: 'bacs', title: 'Transferencia bancaria' };
 */
export interface PlainPaymentMethod {
	name: string;
	title?: string;
	description?: string;
	gatewayId?: string;
	supportsStyle?: string[];
}

/**
 * Payment methods by name.
 *
 * @example
 * const methods: PlainPaymentMethods = { bacs: { name: 'bacs' }, cod: { name: 'cod' } };
 */
export type PlainPaymentMethods = Record< string, PlainPaymentMethod >;

/**
 * A saved payment token of the customer (`customerPaymentMethods` setting).
 *
 * @example
 * const card: SavedPaymentMethod = {
 * 	tokenId: 3, is_default: true, expires: '12/30',
 * 	method: { gateway: 'stripe', brand: 'Visa', last4: '4242' },
 * };
 */
export interface SavedPaymentMethod {
	tokenId: number;
	is_default: boolean;
	expires?: string;
	method: {
		gateway: string;
		brand?: string;
		last4?: string;
		display_brand?: string;
		networks?: { preferred?: string; available?: string[] };
	};
	actions?: Record< string, { url: string; name: string } >;
}

/**
 * Saved tokens by payment method type (`cc`, `echeck`, …).
 *
 * @example
 * const saved: SavedPaymentMethods = { cc: [ card ] };
 */
export type SavedPaymentMethods = Record< string, SavedPaymentMethod[] >;

/**
 * The outcome of `POST /checkout` as the payment store keeps it.
 *
 * @example
 * const result: PaymentResult = { message: '', paymentStatus: 'success', paymentDetails: {}, redirectUrl: '/pedido-recibido/42/' };
 */
export interface PaymentResult {
	message: string;
	/** The server's `payment_status`, or `'not set'` when the response had none. */
	paymentStatus: string;
	paymentDetails: Record< string, string >;
	redirectUrl: string;
}

/**
 * The payment store's state (spec 2 §3, payment state).
 *
 * @example
 * select( paymentStore ).getState().activePaymentMethod;
 */
export interface PaymentState {
	status: PaymentStoreStatus;
	activePaymentMethod: string;
	/** The saved token in use, `''` when none. */
	activeSavedToken: string;
	availablePaymentMethods: PlainPaymentMethods;
	availableExpressPaymentMethods: PlainPaymentMethods;
	registeredExpressPaymentMethods: PlainPaymentMethods;
	savedPaymentMethods: SavedPaymentMethods;
	paymentMethodData: Record< string, unknown >;
	paymentResult: PaymentResult | null;
	paymentMethodsInitialized: boolean;
	expressPaymentMethodsInitialized: boolean;
	shouldSavePaymentMethod: boolean;
	/** The method and data to restore when an open express payment closes. */
	beforeExpressPayment: {
		activePaymentMethod: string;
		paymentMethodData: Record< string, unknown >;
	} | null;
}
