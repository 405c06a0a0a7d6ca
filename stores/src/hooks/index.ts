/** Public surface of the stores' React hooks. */

export { useBillingAddress, useShippingAddress, withCountryReset } from './use-address';
export { useCheckoutProcessor } from './use-checkout-processor';
export { useCheckoutSubmit } from './use-checkout-submit';
export { useCollection } from './use-collection';
export { useExpressPaymentMethods, usePaymentMethods } from './use-payment-methods';
export { useQueryStateByContext, useQueryStateByKey } from './use-query-state';
export { readStoreCart } from './read-store-cart';
export { useShippingData } from './use-shipping-data';
export { useStoreCart } from './use-store-cart';
export {
	COUPON_VALIDATION_ERROR_ID,
	getCouponErrorMessage,
	useStoreCartCoupons,
} from './use-store-cart-coupons';
export { useStoreCartItemQuantity } from './use-store-cart-item-quantity';
export { useStoreNotices } from './use-store-notices';
export { useValidation } from './use-validation';

export type { CheckoutSubmit } from './use-checkout-submit';
export type { CollectionOptions } from './use-collection';
export type { StoreCart } from './read-store-cart';
export type { ShippingData } from './use-shipping-data';
export type { StoreCartCoupons } from './use-store-cart-coupons';
export type { StoreCartItemQuantity } from './use-store-cart-item-quantity';
export type { ContainerNotice } from './use-store-notices';
