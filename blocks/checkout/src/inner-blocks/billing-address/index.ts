/** The billing address step: its component and its block metadata. */

export { BillingAddressBlock } from './billing-address-block';
export { BILLING_ADDRESS_BLOCK_METADATA } from './metadata';
