/** The addresses the server last confirmed, per registry, that the customer-data push compares against. */

import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { createRegistryState } from '../../utils/registry-state';

/**
 * The addresses the server last confirmed, per registry: the customer-data
 * push sends only what differs from them.
 */
export interface CustomerDataBaseline {
	billingAddress: BillingAddress | null;
	shippingAddress: ShippingAddress | null;
}

/**
 * The baseline of a registry (created empty on first use).
 *
 * @example
 * customerDataBaseline( registry ).billingAddress = response.billing_address;
 */
export const customerDataBaseline = createRegistryState< CustomerDataBaseline >( () => ( {
	billingAddress: null,
	shippingAddress: null,
} ) );
