/** The checkout store's starting state, taken from the preloaded `GET /checkout` when the host printed it. */

import { getSetting } from '@cesta/settings';
import { ADDRESS_KEYS } from '@cesta/types';
import type { CheckoutResponse } from '@cesta/types';

import { isRecord } from '../utils/is-record';
import { STATUS } from './constants';
import type { CheckoutState } from './types';

/** Whether two addresses agree on the ten core keys (extra keys ignored). */
const isSameAddress = ( a: unknown, b: unknown ): boolean =>
	isRecord( a ) &&
	isRecord( b ) &&
	ADDRESS_KEYS.every( ( key ) => ( a[ key ] ?? '' ) === ( b[ key ] ?? '' ) );

/**
 * The checkout's first state: idle, no error, nothing calculating, with the
 * order id, customer id, notes and additional fields of the preloaded
 * `GET /checkout` (the `checkoutData` setting) when the host printed it.
 * Billing starts as "same as shipping" unless the preloaded addresses differ.
 *
 * @example
 * window.wcSettings = { checkoutData: { order_id: 42, customer_id: 0 } };
 * getDefaultCheckoutState().orderId; // 42
 */
export function getDefaultCheckoutState(): CheckoutState {
	const data = getSetting< Partial< CheckoutResponse > >( 'checkoutData', {} );
	const checkoutData = isRecord( data ) ? data : {};
	const hasAddresses =
		isRecord( checkoutData.billing_address ) && isRecord( checkoutData.shipping_address );
	return {
		status: STATUS.IDLE,
		hasError: false,
		calculatingCount: 0,
		redirectUrl: '',
		orderId: typeof checkoutData.order_id === 'number' ? checkoutData.order_id : 0,
		customerId:
			typeof checkoutData.customer_id === 'number'
				? checkoutData.customer_id
				: getSetting< number >( 'currentUserId', 0 ) || 0,
		orderNotes:
			typeof checkoutData.customer_note === 'string' ? checkoutData.customer_note : '',
		customerPassword: '',
		shouldCreateAccount: false,
		useShippingAsBilling: hasAddresses
			? isSameAddress( checkoutData.billing_address, checkoutData.shipping_address )
			: true,
		prefersCollection: undefined,
		additionalFields: isRecord( checkoutData.additional_fields )
			? { ...checkoutData.additional_fields }
			: {},
		extensionData: {},
		editingBillingAddress: false,
		editingShippingAddress: false,
		availableAutocompleteProviders: [],
		activeAutocompleteProvider: { billing: '', shipping: '' },
	};
}
