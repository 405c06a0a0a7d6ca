/** buildPaymentMethodInterface: a payment method's props from a snapshot of the stores, as WooCommerce's. */

import {
	eventRegistration as sharedEventRegistration,
	noticeContexts,
	responseTypes,
} from '@cesta/data';
import type { EventRegistration } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import type {
	BillingAddress,
	CartCoupon,
	CartFee,
	CartItem,
	CartTotals,
	ShippingAddress,
	ShippingPackage,
} from '@cesta/types';

import { buildCartTotal, buildCartTotalItems } from './cart-total-items';
import { paymentMethodComponents } from './components';
import { buildPaymentStatus } from './payment-status';
import type { PaymentStatusFlags } from './payment-status';
import { buildShippingStatus } from './shipping-status';
import type { ShippingErrorStatusValue } from './shipping-status';
import type {
	PaymentMethodComponents,
	PaymentMethodEmitResponse,
	PaymentMethodInterface,
	PaymentMethodShippingData,
} from './types';

/**
 * Everything `buildPaymentMethodInterface` reads: a snapshot of the stores
 * and the actions to hand over. `usePaymentMethodInterface()` gathers it.
 *
 * @example
 * const input: PaymentMethodInterfaceInput = { cart, checkout, payment, shipping, shippingErrorStatus: 'none', displayPricesIncludingTax: false, actions };
 */
export interface PaymentMethodInterfaceInput {
	cart: {
		cartItems: CartItem[];
		cartFees: CartFee[];
		cartCoupons: CartCoupon[];
		cartTotals: CartTotals;
		cartNeedsShipping: boolean;
		extensions: Record< string, unknown >;
		billingAddress: BillingAddress;
		shippingAddress: ShippingAddress;
		shippingRates: ShippingPackage[];
	};
	checkout: {
		isCalculating: boolean;
		isComplete: boolean;
		isIdle: boolean;
		isProcessing: boolean;
		customerId: number;
	};
	payment: PaymentStatusFlags & {
		activePaymentMethod: string;
		shouldSavePayment: boolean;
	};
	shipping: {
		selectedRates: Record< string, string >;
		isSelectingRate: boolean;
		shippingRatesLoading: boolean;
	};
	shippingErrorStatus: ShippingErrorStatusValue;
	/** The `displayCartPricesIncludingTax` setting. */
	displayPricesIncludingTax: boolean;
	actions: {
		onSubmit: () => void;
		validate: () => Promise< { hasError: boolean } >;
		selectShippingRate: PaymentMethodShippingData[ 'setSelectedRates' ];
		setShippingAddress: PaymentMethodShippingData[ 'setShippingAddress' ];
		setExpressPaymentError: ( message?: string ) => void;
	};
	/** The registrars observers subscribe with. @default `eventRegistration` of `@cesta/data` */
	eventRegistration?: EventRegistration;
	/** @default the connected `ValidationInputError`, `PaymentMethodLabel`, `PaymentMethodIcons`, `LoadingMask` */
	components?: PaymentMethodComponents;
}

const emitResponse: PaymentMethodEmitResponse = Object.freeze( { responseTypes, noticeContexts } );

/**
 * Builds the props of a payment method's elements from a snapshot of the
 * stores, exactly WooCommerce's `PaymentMethodInterface` (wc-blocks-api
 * §4.1): pure, so it can be tested and reused outside React.
 *
 * @example
 * const props = buildPaymentMethodInterface( input );
 * cloneElement( method.content, props );
 */
export function buildPaymentMethodInterface(
	input: PaymentMethodInterfaceInput
): PaymentMethodInterface {
	const { cart, checkout, payment, shipping, actions } = input;
	const { activePaymentMethod, shouldSavePayment, ...paymentFlags } = payment;
	return {
		activePaymentMethod,
		billing: {
			appliedCoupons: cart.cartCoupons,
			billingAddress: cart.billingAddress,
			billingData: cart.billingAddress,
			cartTotal: buildCartTotal( cart.cartTotals ),
			cartTotalItems: buildCartTotalItems( cart.cartTotals, cart.cartNeedsShipping ),
			currency: getCurrencyFromPriceResponse( cart.cartTotals ),
			customerId: checkout.customerId,
			displayPricesIncludingTax: input.displayPricesIncludingTax,
		},
		cartData: {
			cartItems: cart.cartItems,
			cartFees: cart.cartFees,
			extensions: cart.extensions,
		},
		checkoutStatus: {
			isCalculating: checkout.isCalculating,
			isComplete: checkout.isComplete,
			isIdle: checkout.isIdle,
			isProcessing: checkout.isProcessing,
		},
		paymentStatus: buildPaymentStatus( paymentFlags ),
		shouldSavePayment,
		components: input.components ?? paymentMethodComponents,
		emitResponse,
		eventRegistration: input.eventRegistration ?? sharedEventRegistration,
		onSubmit: actions.onSubmit,
		validate: actions.validate,
		shippingData: {
			shippingRates: cart.shippingRates,
			shippingRatesLoading: shipping.shippingRatesLoading,
			selectedRates: shipping.selectedRates,
			setSelectedRates: actions.selectShippingRate,
			isSelectingRate: shipping.isSelectingRate,
			shippingAddress: cart.shippingAddress,
			setShippingAddress: actions.setShippingAddress,
			needsShipping: cart.cartNeedsShipping,
		},
		shippingStatus: buildShippingStatus( input.shippingErrorStatus ),
		setExpressPaymentError: actions.setExpressPaymentError,
	};
}
