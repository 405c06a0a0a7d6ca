/** The shipping address step: its component and its block metadata. */

export { ShippingAddressBlock } from './shipping-address-block';
export { SHIPPING_ADDRESS_BLOCK_METADATA } from './metadata';
export { UseSameAddressCheckbox } from './use-same-address-checkbox';
