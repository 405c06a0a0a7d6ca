/**
 * `@cesta/test-utils/fixtures`: the sample shop's data (addresses, products,
 * captured carts, currency), with no store and no network.
 */
export { MADRID_BILLING, MADRID_SHIPPING } from './addresses';
export { EUR, EUR_RESPONSE } from './currency';
export { PRODUCTS } from './products';
export {
	cartWithCoupon,
	cartWithGateways,
	cartWithItems,
	couponInvalidError,
	fanItem,
	shirtItem,
} from './sample-carts';
