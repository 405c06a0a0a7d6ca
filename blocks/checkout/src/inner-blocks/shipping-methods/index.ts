/** The shipping options block: its component and metadata. */

export { SHIPPING_METHODS_BLOCK_METADATA } from './metadata';
export { ShippingMethodsBlock } from './shipping-methods-block';
