/**
 * The cart thunks that change coupons, the customer's addresses and the
 * shipping rates through the Store API: loaded on first use, see
 * `./index.ts`.
 */
export { applyCoupon, removeCoupon } from './coupons';
export { applyExtensionCartUpdate, updateCustomerData } from './customer';
export { selectShippingRate } from './shipping';
