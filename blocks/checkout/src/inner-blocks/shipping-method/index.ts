/** The shipping method choice block: its component and metadata. */

export { SHIPPING_METHOD_BLOCK_METADATA } from './metadata';
export { ShippingMethodBlock } from './shipping-method-block';

export type { ShippingMethodAttributes } from './metadata';
export type { StepAttributes } from './step-attributes';
