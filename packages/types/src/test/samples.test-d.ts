/**
 * Type tests: the responses captured from a real WooCommerce 9.9.5 server
 * must be assignable to our types, so the types describe what servers send.
 */
import type {
	ApiErrorResponse,
	BatchResponse,
	CartResponse,
	CheckoutResponse,
	CollectionDataResponse,
	ProductResponse,
} from '@cesta/types';
import addItem from '../../../../reference/store-api-samples/add-item-201.json';
import addVariation from '../../../../reference/store-api-samples/add-item-variation-201.json';
import batch from '../../../../reference/store-api-samples/batch-207.json';
import cartAfterCheckout from '../../../../reference/store-api-samples/cart-after-checkout.json';
import cartEmpty from '../../../../reference/store-api-samples/cart-empty.json';
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import checkoutEmptyCart from '../../../../reference/store-api-samples/checkout-empty-cart-409.json';
import checkoutDraft from '../../../../reference/store-api-samples/checkout-get-draft.json';
import checkoutInvalidEmail from '../../../../reference/store-api-samples/checkout-invalid-email-400.json';
import checkoutBacs from '../../../../reference/store-api-samples/checkout-post-bacs.json';
import collectionData from '../../../../reference/store-api-samples/collection-data-price-range.json';
import couponApplied from '../../../../reference/store-api-samples/coupon-applied.json';
import couponInvalid from '../../../../reference/store-api-samples/coupon-invalid-400.json';
import invalidKey from '../../../../reference/store-api-samples/invalid-key-409.json';
import invalidNonce from '../../../../reference/store-api-samples/invalid-nonce-403.json';
import missingNonce from '../../../../reference/store-api-samples/missing-nonce-401.json';
import productVariable from '../../../../reference/store-api-samples/product-variable.json';
import productsOnSale from '../../../../reference/store-api-samples/products-on-sale.json';
import selectRate from '../../../../reference/store-api-samples/select-shipping-rate.json';
import customerBadEmail from '../../../../reference/store-api-samples/update-customer-bad-email-200.json';
import customerInvalid from '../../../../reference/store-api-samples/update-customer-invalid-400.json';
import customerMadrid from '../../../../reference/store-api-samples/update-customer-madrid.json';

/**
 * JSON imports widen string literals to `string`, so enum-like members are
 * compared as strings; every other member is checked exactly.
 */
type Loose< T > = T extends string
	? string
	: T extends Array< infer Item >
		? Array< Loose< Item > >
		: T extends object
			? { [ Key in keyof T ]: Loose< T[ Key ] > }
			: T;

export const carts: Array< Loose< CartResponse > > = [
	addItem.body,
	addVariation.body,
	cartAfterCheckout.body,
	cartEmpty.body,
	cartWithItems.body,
	couponApplied.body,
	selectRate.body,
	customerBadEmail.body,
	customerMadrid.body,
];
export const checkouts: Array< Loose< CheckoutResponse > > = [
	checkoutDraft.body,
	checkoutBacs.body,
];
export const errors: Array< Loose< ApiErrorResponse > > = [
	checkoutEmptyCart.body,
	checkoutInvalidEmail.body,
	couponInvalid.body,
	invalidKey.body,
	invalidNonce.body,
	missingNonce.body,
	customerInvalid.body,
];
export const products: Array< Loose< ProductResponse > > = [
	productVariable.body,
	...productsOnSale.body,
];
export const collection: Loose< CollectionDataResponse > = collectionData.body;
export const batchBody: Loose< BatchResponse > = batch.body;
