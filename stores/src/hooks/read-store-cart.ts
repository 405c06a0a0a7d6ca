import type { DataRegistry } from '@wordpress/data';
import type {
	ApiErrorResponse,
	BillingAddress,
	CartCoupon,
	CartErrorItem,
	CartFee,
	CartItem,
	CartResponse,
	CartTotals,
	ProductResponse,
	ShippingAddress,
	ShippingPackage,
} from '@cesta/types';

import { cartStore } from '../cart';

/**
 * The cart as blocks and payment methods read it (WooCommerce's
 * `useStoreCart` shape).
 *
 * @example
 * const { cartItemsCount, cartTotals } = useStoreCart();
 */
export interface StoreCart {
	cartCoupons: CartCoupon[];
	cartItems: CartItem[];
	crossSellsProducts: ProductResponse[];
	cartFees: CartFee[];
	cartItemsCount: number;
	cartItemsWeight: number;
	cartNeedsPayment: boolean;
	cartNeedsShipping: boolean;
	cartItemErrors: CartErrorItem[];
	cartTotals: CartTotals;
	cartIsLoading: boolean;
	cartErrors: ApiErrorResponse[];
	billingData: BillingAddress;
	billingAddress: BillingAddress;
	shippingAddress: ShippingAddress;
	shippingRates: ShippingPackage[];
	extensions: Record< string, unknown >;
	isLoadingRates: boolean;
	cartHasCalculatedShipping: boolean;
	paymentMethods: string[];
	paymentRequirements: string[];
	receiveCart: ( response: CartResponse ) => void;
	receiveCartContents: ( response: CartResponse ) => void;
}

/**
 * Reads the store cart from a registry; every member keeps its reference
 * while it does not change (the selectors return stored objects).
 *
 * @example
 * readStoreCart( registry ).cartItemsCount;
 */
export function readStoreCart( registry: DataRegistry ): StoreCart {
	const cart = registry.select( cartStore );
	const { receiveCart, receiveCartContents } = registry.dispatch( cartStore );
	const data = cart.getCartData();
	return {
		cartCoupons: data.coupons,
		cartItems: data.items,
		crossSellsProducts: data.crossSells,
		cartFees: data.fees,
		cartItemsCount: data.itemsCount,
		cartItemsWeight: data.itemsWeight,
		cartNeedsPayment: data.needsPayment,
		cartNeedsShipping: data.needsShipping,
		cartItemErrors: data.errors,
		cartTotals: data.totals,
		cartIsLoading: ! cart.hasFinishedResolution( 'getCartData', [] ),
		cartErrors: cart.getCartErrors(),
		billingData: data.billingAddress,
		billingAddress: data.billingAddress,
		shippingAddress: data.shippingAddress,
		shippingRates: data.shippingRates,
		extensions: data.extensions,
		isLoadingRates: cart.isAddressFieldsForShippingRatesUpdating(),
		cartHasCalculatedShipping: data.hasCalculatedShipping,
		paymentMethods: data.paymentMethods,
		paymentRequirements: data.paymentRequirements,
		receiveCart: receiveCart as StoreCart[ 'receiveCart' ],
		receiveCartContents: receiveCartContents as StoreCart[ 'receiveCartContents' ],
	};
}
