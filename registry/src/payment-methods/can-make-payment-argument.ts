/** The argument `canMakePayment` receives (the cart as WooCommerce presents it), built from the cart. */

import type {
	ApiErrorResponse,
	BillingAddress,
	Cart,
	CartCoupon,
	CartErrorItem,
	CartFee,
	CartItem,
	CartResponse,
	CartTotals,
	ProductResponse,
	ShippingAddress,
	ShippingPackage,
	ShippingRate,
} from '@cesta/types';

/**
 * The `cart` member of the `canMakePayment` argument: the cart as WooCommerce's
 * `useStoreCart()` presents it.
 *
 * @example
 * canMakePayment: ( { cart } ) => cart.cartItemsCount > 0,
 */
export interface CanMakePaymentCart {
	cartCoupons: CartCoupon[];
	cartItems: CartItem[];
	cartFees: CartFee[];
	cartItemsCount: number;
	/** Grams. */
	cartItemsWeight: number;
	cartNeedsPayment: boolean;
	cartNeedsShipping: boolean;
	/** The cart's own validation problems (`cart.errors`). */
	cartItemErrors: CartErrorItem[];
	cartTotals: CartTotals;
	cartIsLoading: boolean;
	/** Errors of the last failed Store API request. */
	cartErrors: ApiErrorResponse[];
	billingAddress: BillingAddress;
	/** Legacy alias of `billingAddress`. */
	billingData: BillingAddress;
	shippingAddress: ShippingAddress;
	extensions: Record< string, unknown >;
	shippingRates: ShippingPackage[];
	isLoadingRates: boolean;
	cartHasCalculatedShipping: boolean;
	paymentRequirements: string[];
	/** Puts a Store API cart response into the cart store. */
	receiveCart: ( response: CartResponse ) => void;
	crossSellsProducts: ProductResponse[];
}

/**
 * What every `canMakePayment` callback receives (wc-blocks-api §3.4).
 *
 * @example
 * const canMakePayment = ( arg: CanMakePaymentArgument ) =>
 * 	arg.billingAddress.country === 'ES' && ! arg.cartNeedsShipping;
 */
export interface CanMakePaymentArgument {
	cart: CanMakePaymentCart;
	cartTotals: CartTotals;
	cartNeedsShipping: boolean;
	/** Legacy alias of `billingAddress`. */
	billingData: BillingAddress;
	billingAddress: BillingAddress;
	shippingAddress: ShippingAddress;
	/** Package id → selected rate id. */
	selectedShippingMethods: Record< string, string >;
	/** Features the cart needs (`payment_requirements`), e.g. `[ 'products' ]`. */
	paymentRequirements: string[];
	/** Gateways the server offers for this cart (`payment_methods`). */
	paymentMethods: string[];
}

/** What the cart store knows beyond the cart itself. */
export interface CanMakePaymentCartState {
	cart: Cart;
	cartIsLoading?: boolean;
	cartErrors?: ApiErrorResponse[];
	isLoadingRates?: boolean;
	receiveCart?: ( response: CartResponse ) => void;
}

/**
 * The rate a shipping package goes with (spec 2 §4: "the first rate is
 * preselected if none is selected"): the one marked `selected`, else the
 * first; `undefined` for a package without rates.
 *
 * @example
 * getSelectedShippingRate( pack )?.rate_id; // 'flat_rate:1'
 */
export function getSelectedShippingRate(
	shippingPackage: Pick< ShippingPackage, 'shipping_rates' >
): ShippingRate | undefined {
	const rates = shippingPackage.shipping_rates ?? [];
	return rates.find( ( rate ) => rate.selected ) ?? rates[ 0 ];
}

/**
 * The selected rate of each shipping package, keyed by package id (the first
 * rate where none is marked; packages without rates are left out).
 *
 * @example
 * deriveSelectedShippingRates( cart.shippingRates ); // { 0: 'flat_rate:1' }
 */
export function deriveSelectedShippingRates(
	shippingRates: readonly ShippingPackage[]
): Record< string, string > {
	const selected: Record< string, string > = {};
	for ( const shippingPackage of shippingRates ) {
		const rate = getSelectedShippingRate( shippingPackage );
		if ( rate ) {
			selected[ String( shippingPackage.package_id ) ] = rate.rate_id;
		}
	}
	return selected;
}

const ignoreCart = (): void => undefined;

/**
 * Builds the `canMakePayment` argument from the camelCased cart of the cart
 * store, the same way WooCommerce builds it, so plugin callbacks find every
 * member they expect.
 *
 * @example
 * const arg = buildCanMakePaymentArgument( { cart: select( cartStore ).getCartData() } );
 * await checkPaymentMethodsAvailability( { paymentMethods: getPaymentMethods(), canMakePaymentArgument: arg } );
 */
export function buildCanMakePaymentArgument( {
	cart,
	cartIsLoading = false,
	cartErrors = [],
	isLoadingRates = false,
	receiveCart = ignoreCart,
}: CanMakePaymentCartState ): CanMakePaymentArgument {
	return {
		cart: {
			cartCoupons: cart.coupons,
			cartItems: cart.items,
			cartFees: cart.fees,
			cartItemsCount: cart.itemsCount,
			cartItemsWeight: cart.itemsWeight,
			cartNeedsPayment: cart.needsPayment,
			cartNeedsShipping: cart.needsShipping,
			cartItemErrors: cart.errors,
			cartTotals: cart.totals,
			cartIsLoading,
			cartErrors,
			billingAddress: cart.billingAddress,
			billingData: cart.billingAddress,
			shippingAddress: cart.shippingAddress,
			extensions: cart.extensions,
			shippingRates: cart.shippingRates,
			isLoadingRates,
			cartHasCalculatedShipping: cart.hasCalculatedShipping,
			paymentRequirements: cart.paymentRequirements,
			receiveCart,
			crossSellsProducts: cart.crossSells,
		},
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needsShipping,
		billingData: cart.billingAddress,
		billingAddress: cart.billingAddress,
		shippingAddress: cart.shippingAddress,
		selectedShippingMethods: deriveSelectedShippingRates( cart.shippingRates ),
		paymentRequirements: cart.paymentRequirements,
		paymentMethods: cart.paymentMethods,
	};
}
