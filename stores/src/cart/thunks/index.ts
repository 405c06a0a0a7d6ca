export { applyCoupon, removeCoupon } from './coupons';
export { applyExtensionCartUpdate, updateCustomerData } from './customer';
export { addItemToCart, changeCartItemQuantity, removeItemFromCart } from './items';
export { receiveCart, receiveCartContents, receiveError } from './receive';
export { refreshCartData } from './refresh';
export { selectShippingRate } from './shipping';
