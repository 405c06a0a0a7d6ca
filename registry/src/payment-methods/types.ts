/** Types of the payment method registries: configurations, registered methods, `canMakePayment` callbacks. */

import type { FunctionComponentLike, ReactElementLike } from '../react-like';
import type { CanMakePaymentArgument } from './can-make-payment-argument';

/**
 * What `canMakePayment` returns when the method cannot be used because of an
 * error; administrators see the message in a notice.
 *
 * @example
 * canMakePayment: () => ( { error: { message: 'Missing API key' } } ),
 */
export interface CanMakePaymentError {
	error: { message: string };
}

/**
 * What `canMakePayment` may return: a boolean, an error result, or a promise
 * of either.
 *
 * @example
 * const result: CanMakePaymentReturnType = fetchWalletSupport().then( ( ok ) => ok );
 */
export type CanMakePaymentReturnType =
	boolean | CanMakePaymentError | Promise< boolean | CanMakePaymentError >;

/**
 * A payment method's availability callback.
 *
 * @example
 * const canMakePayment: CanMakePaymentCallback = ( { cartTotals } ) => Number( cartTotals.total_price ) < 100000;
 */
export type CanMakePaymentCallback = (
	argument: CanMakePaymentArgument
) => CanMakePaymentReturnType;

/**
 * An extension's vote on one payment method (see
 * `registerPaymentMethodExtensionCallbacks`). Returning `false` hides it.
 *
 * @example
 * const hideCodAbroad: CanMakePaymentExtensionCallback = ( arg ) => arg.billingAddress.country === 'ES';
 */
export type CanMakePaymentExtensionCallback = ( argument: CanMakePaymentArgument ) => boolean;

/**
 * A payment method icon: a known icon id (`visa`, `mastercard`, …) or an image.
 *
 * @example
 * const icons: PaymentMethodIcon[] = [ 'visa', { id: 'bizum', src: '/bizum.svg', alt: 'Bizum' } ];
 */
export type PaymentMethodIcon = string | { id: string; src: string; alt: string };

/**
 * What a payment method supports.
 *
 * @example
 * const supports: PaymentMethodSupports = { features: [ 'products', 'subscriptions' ], showSavedCards: true };
 */
export interface PaymentMethodSupports {
	/** Features the method can handle; the cart's payment requirements must all be here. @default [ 'products' ] */
	features?: string[];
	/** Lists the customer's saved tokens for this gateway. @default false */
	showSavedCards?: boolean;
	/** Offers the "save payment information" checkbox to logged-in customers. @default false */
	showSaveOption?: boolean;
	/** @deprecated Use `showSavedCards` and `showSaveOption`. */
	savePaymentInfo?: boolean;
}

/**
 * What `registerPaymentMethod` accepts (wc-blocks-api §3.1).
 *
 * @example
 * const config: PaymentMethodConfiguration = {
 * 	name: 'cod',
 * 	label: 'Contra reembolso',
 * 	ariaLabel: 'Contra reembolso',
 * 	content: createElement( Content ),
 * 	edit: createElement( Content ),
 * 	canMakePayment: () => true,
 * };
 */
export interface PaymentMethodConfiguration {
	/** Equals the server-side gateway id and the cart's `payment_methods` entry. */
	name: string;
	/** A label element (cloned with a `components` prop), a plain string, or null. */
	label: ReactElementLike | string | null;
	ariaLabel: string;
	/** An element, not a component: the checkout clones it with the method props. */
	content: ReactElementLike | null;
	/** The element shown in the editor. */
	edit: ReactElementLike | null;
	canMakePayment: CanMakePaymentCallback;
	/** Sent as `payment_method` on checkout. @default name */
	paymentMethodId?: string;
	icons?: PaymentMethodIcon[] | null;
	placeOrderButtonLabel?: string;
	/** Replaces the place-order button while the method is selected. */
	placeOrderButton?: FunctionComponentLike;
	/** Shown for a selected saved token. @default null (the blocks layer renders nothing) */
	savedTokenComponent?: ReactElementLike | null;
	supports?: PaymentMethodSupports;
}

/**
 * The deprecated creator form: `registerPaymentMethod( ( Config ) => new Config( options ) )`.
 *
 * @example
 * registerPaymentMethod( ( Config ) => new Config( options ) );
 */
export type PaymentMethodConfigCreator = (
	Config: new ( options: PaymentMethodConfiguration ) => RegisteredPaymentMethod
) => RegisteredPaymentMethod;

/**
 * A registered payment method, defaults applied. `canMakePayment` combines the
 * method's own callback, the feature check and the extensions' callbacks.
 *
 * @example
 * getPaymentMethods().cod.supports.features; // [ 'products' ]
 */
export interface RegisteredPaymentMethod {
	readonly name: string;
	readonly label: ReactElementLike | string | null;
	readonly ariaLabel: string;
	readonly content: ReactElementLike | null;
	readonly edit: ReactElementLike | null;
	readonly paymentMethodId: string;
	readonly icons: PaymentMethodIcon[] | null;
	readonly placeOrderButtonLabel: string | undefined;
	readonly placeOrderButton: FunctionComponentLike | undefined;
	/** `null` when none was given; the blocks layer renders nothing for it. */
	readonly savedTokenComponent: ReactElementLike | null;
	readonly supports: Readonly< Required< Omit< PaymentMethodSupports, 'savePaymentInfo' > > >;
	/** The callback exactly as registered. */
	readonly canMakePaymentFromConfig: CanMakePaymentCallback;
	readonly canMakePayment: CanMakePaymentCallback;
}

/**
 * The button style properties an express method may honour.
 *
 * @example
 * const style: ExpressButtonStyleProperty[] = [ 'height' ];
 */
export type ExpressButtonStyleProperty = 'height' | 'borderRadius';

/**
 * What an express payment method supports.
 *
 * @example
 * const supports: ExpressPaymentMethodSupports = { features: [ 'products' ], style: [ 'height', 'borderRadius' ] };
 */
export interface ExpressPaymentMethodSupports {
	/** @default [ 'products' ] */
	features?: string[];
	/** Button attributes the method applies. @default [] */
	style?: ExpressButtonStyleProperty[];
}

/**
 * What `registerExpressPaymentMethod` accepts (wc-blocks-api §3.2).
 *
 * @example
 * const config: ExpressPaymentMethodConfiguration = {
 * 	name: 'wallet_pay',
 * 	content: createElement( WalletButton ),
 * 	edit: createElement( WalletPreview ),
 * 	canMakePayment: () => walletIsSupported(),
 * };
 */
export interface ExpressPaymentMethodConfiguration {
	name: string;
	content: ReactElementLike | null;
	edit: ReactElementLike | null;
	canMakePayment: CanMakePaymentCallback;
	/** @default name with `_` and `-` turned into spaces */
	title?: string;
	/** Cut to 130 characters plus "...". @default '' */
	description?: string;
	/** The gateway id, for the editor's link to its settings. @default '' */
	gatewayId?: string;
	/** @default name */
	paymentMethodId?: string;
	supports?: ExpressPaymentMethodSupports;
}

/**
 * A registered express payment method, defaults applied.
 *
 * @example
 * getExpressPaymentMethods().wallet_pay.title; // 'wallet pay'
 */
export interface RegisteredExpressPaymentMethod {
	readonly name: string;
	readonly title: string;
	readonly description: string;
	readonly gatewayId: string;
	readonly content: ReactElementLike | null;
	readonly edit: ReactElementLike | null;
	readonly paymentMethodId: string;
	readonly supports: Readonly< Required< ExpressPaymentMethodSupports > >;
	readonly canMakePaymentFromConfig: CanMakePaymentCallback;
	readonly canMakePayment: CanMakePaymentCallback;
}

/**
 * An extension's callbacks, keyed by payment method name.
 *
 * @example
 * const callbacks: PaymentMethodExtensionCallbacks = { cod: ( arg ) => ! arg.cartNeedsShipping };
 */
export type PaymentMethodExtensionCallbacks = Record< string, CanMakePaymentExtensionCallback >;
