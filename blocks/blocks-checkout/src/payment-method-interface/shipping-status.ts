/** A payment method's shippingStatus: the shipping error status as WooCommerce's flags. */

import { SHIPPING_ERROR_STATUS } from '@cesta/data';

import type { PaymentMethodShippingStatus } from './types';

/**
 * One of the shipping error statuses of spec 2 §4.
 *
 * @example
 * const status: ShippingErrorStatusValue = 'invalid_address';
 */
export type ShippingErrorStatusValue =
	( typeof SHIPPING_ERROR_STATUS )[ keyof typeof SHIPPING_ERROR_STATUS ];

/**
 * `shippingStatus`: the shipping error status as WooCommerce's flags.
 *
 * @example
 * buildShippingStatus( 'invalid_address' ).shippingErrorStatus.hasInvalidAddress; // true
 */
export function buildShippingStatus(
	status: ShippingErrorStatusValue
): PaymentMethodShippingStatus {
	return {
		shippingErrorStatus: {
			isPristine: status === SHIPPING_ERROR_STATUS.NONE,
			isValid: status === SHIPPING_ERROR_STATUS.NONE,
			hasInvalidAddress: status === SHIPPING_ERROR_STATUS.INVALID_ADDRESS,
			hasError:
				status === SHIPPING_ERROR_STATUS.UNKNOWN ||
				status === SHIPPING_ERROR_STATUS.INVALID_ADDRESS,
		},
		shippingErrorTypes: SHIPPING_ERROR_STATUS,
	};
}
