/** Types of the payment method interface (wc-blocks-api §4.1): billing, cart, statuses, shipping, events. */

import type { ComponentType } from 'react';
import type {
	EventRegistration,
	noticeContexts,
	responseTypes,
	SHIPPING_ERROR_STATUS,
} from '@cesta/data';
import type {
	LoadingMaskProps,
	PaymentMethodIconsProps,
	PaymentMethodLabelProps,
	ValidationInputErrorProps,
} from '@cesta/components';
import type { Currency } from '@cesta/price-format';
import type {
	BillingAddress,
	CartCoupon,
	CartFee,
	CartItem,
	ShippingAddress,
	ShippingPackage,
} from '@cesta/types';

/**
 * One line of `billing.cartTotalItems`: a total of the cart in minor units,
 * without and with its tax.
 *
 * @example
 * const line: CartTotalItem = { key: 'total_items', label: 'Subtotal', value: 5998, valueWithTax: 7258 };
 */
export interface CartTotalItem {
	/** The `totals` field it comes from (`total_items`, `total_fees`, …). */
	key: string;
	label: string;
	value: number;
	valueWithTax: number;
}

/**
 * What a payment method knows about the order's billing (wc-blocks-api §4.1).
 *
 * @example
 * const { cartTotal, currency } = props.billing; // cartTotal.value: 7857, currency.code: 'EUR'
 */
export interface PaymentMethodBilling {
	appliedCoupons: CartCoupon[];
	billingAddress: BillingAddress;
	/** The legacy name of `billingAddress` (the same object). */
	billingData: BillingAddress;
	/** `{ label: 'Total', value }`, the value in minor units. */
	cartTotal: { label: string; value: number };
	cartTotalItems: CartTotalItem[];
	/** From the cart totals, as `getCurrencyFromPriceResponse` builds it. */
	currency: Currency;
	/** 0 for guests. */
	customerId: number;
	/** The `displayCartPricesIncludingTax` setting. */
	displayPricesIncludingTax: boolean;
}

/**
 * The cart's lines, fees and extension data. Treat it as immutable.
 *
 * @example
 * props.cartData.cartItems.length; // 2
 */
export interface PaymentMethodCartData {
	cartItems: CartItem[];
	cartFees: CartFee[];
	extensions: Record< string, unknown >;
}

/**
 * The checkout's status flags.
 *
 * @example
 * if ( props.checkoutStatus.isProcessing ) { showSpinner(); }
 */
export interface PaymentMethodCheckoutStatus {
	isCalculating: boolean;
	isComplete: boolean;
	isIdle: boolean;
	isProcessing: boolean;
}

/**
 * The payment's status flags. The deprecated flags are getters that warn
 * (through `@wordpress/deprecated`) when read; they are not enumerable, so
 * spreading or logging the object does not warn.
 *
 * @example
 * props.paymentStatus.isReady; // true once payment_setup succeeded
 */
export interface PaymentMethodPaymentStatus {
	isIdle: boolean;
	/** An express method is open. */
	isStarted: boolean;
	isProcessing: boolean;
	hasError: boolean;
	isReady: boolean;
	/** The active method is an express one. */
	isDoingExpressPayment: boolean;
	/** @deprecated Use `isIdle`. */
	readonly isPristine: boolean;
	/** @deprecated Use `isReady` or `hasError`. */
	readonly isFinished: boolean;
	/** @deprecated Use `hasError`. */
	readonly hasFailed: boolean;
	/** @deprecated Use `isReady`. */
	readonly isSuccessful: boolean;
}

/**
 * The components a payment method may render (`CheckboxControl` is not one
 * of them, as in WooCommerce: import it from `wc.blocksCheckout`).
 *
 * @example
 * const { PaymentMethodLabel } = props.components;
 * return <PaymentMethodLabel text="Contra reembolso" icon="bill" />;
 */
export interface PaymentMethodComponents {
	/** Connected to the validation store: shows the message of `propertyName` when visible. */
	ValidationInputError: ComponentType< ValidationInputErrorProps >;
	PaymentMethodLabel: ComponentType< PaymentMethodLabelProps >;
	PaymentMethodIcons: ComponentType< PaymentMethodIconsProps >;
	LoadingMask: ComponentType< LoadingMaskProps >;
}

/**
 * The constants observers answer with.
 *
 * @example
 * return { type: props.emitResponse.responseTypes.ERROR, messageContext: props.emitResponse.noticeContexts.PAYMENTS };
 */
export interface PaymentMethodEmitResponse {
	responseTypes: typeof responseTypes;
	noticeContexts: typeof noticeContexts;
}

/**
 * The shipping data a payment method may read or change.
 *
 * @example
 * props.shippingData.setSelectedRates( 'flat_rate:1', 0 );
 */
export interface PaymentMethodShippingData {
	shippingRates: ShippingPackage[];
	shippingRatesLoading: boolean;
	/** Package id → selected rate id. */
	selectedRates: Record< string, string >;
	setSelectedRates: ( rateId: string, packageId?: number | string | null ) => Promise< void >;
	isSelectingRate: boolean;
	shippingAddress: ShippingAddress;
	setShippingAddress: ( address: Partial< ShippingAddress > ) => void;
	needsShipping: boolean;
}

/**
 * The shipping error status (spec 2 §4) as flags.
 *
 * @example
 * if ( props.shippingStatus.shippingErrorStatus.hasInvalidAddress ) { return null; }
 */
export interface PaymentMethodShippingStatus {
	shippingErrorStatus: {
		isPristine: boolean;
		isValid: boolean;
		hasInvalidAddress: boolean;
		hasError: boolean;
	};
	shippingErrorTypes: typeof SHIPPING_ERROR_STATUS;
}

/**
 * The props every payment method element receives (`content`, `edit`,
 * express `content`/`edit`, `savedTokenComponent`), WooCommerce's
 * `PaymentMethodInterface` (wc-blocks-api §4.1).
 *
 * @example
 * const Content = ( { eventRegistration, emitResponse }: PaymentMethodInterface ) => { … };
 */
export interface PaymentMethodInterface {
	activePaymentMethod: string;
	billing: PaymentMethodBilling;
	cartData: PaymentMethodCartData;
	checkoutStatus: PaymentMethodCheckoutStatus;
	paymentStatus: PaymentMethodPaymentStatus;
	/** The "save payment information" checkbox is ticked. */
	shouldSavePayment: boolean;
	components: PaymentMethodComponents;
	emitResponse: PaymentMethodEmitResponse;
	eventRegistration: EventRegistration;
	/** Places the order (as the place-order button does). */
	onSubmit: () => void;
	/** Runs the checkout validation without placing the order; scrolls to the first error. */
	validate: () => Promise< { hasError: boolean } >;
	shippingData: PaymentMethodShippingData;
	shippingStatus: PaymentMethodShippingStatus;
	/** @deprecated Express methods use `onError`. */
	setExpressPaymentError: ( message?: string ) => void;
}
