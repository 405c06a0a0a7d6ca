/** Types of the props payment methods' elements receive: express, regular, saved token and label. */

import type { PaymentMethodComponents, PaymentMethodInterface } from './types';

/**
 * What an express method's buttons should look like; only the properties in
 * the method's `supports.style` are given.
 *
 * @example
 * const style = { height: props.buttonAttributes?.height ?? 40 };
 */
export interface ExpressButtonAttributes {
	/** CSS pixels. @default 48 */
	height?: number;
	/** CSS pixels. @default 4 */
	borderRadius?: number;
}

/**
 * The props of an express method's element: the interface plus the express
 * handlers (wc-blocks-api §4.1).
 *
 * @example
 * <button onClick={ () => { props.onClick(); openWallet().then( props.onClose, props.onError ); } } />
 */
export interface ExpressPaymentMethodInterface extends PaymentMethodInterface {
	/** Call when your button is pressed: marks express started with this method active. */
	onClick: () => void;
	/** Call when the wallet closes: the previous method is restored, payment idle. */
	onClose: () => void;
	/** Call with a message when the wallet fails: payment error, message shown, previous method restored. */
	onError: ( message: string ) => void;
	/** Undefined when the method declares no `supports.style`. */
	buttonAttributes: ExpressButtonAttributes | undefined;
}

/**
 * The props of a regular method's `content` / `edit`.
 *
 * @example
 * const Content = ( props: RegularPaymentMethodProps ) => <p>{ props.billing.cartTotal.value }</p>;
 */
export interface RegularPaymentMethodProps extends PaymentMethodInterface {
	__internalSetActivePaymentMethod: (
		name: string,
		paymentMethodData?: Record< string, unknown >
	) => void;
}

/**
 * The props of a method's `savedTokenComponent`: the interface plus the
 * selected saved token's id.
 *
 * @example
 * const SavedCvc = ( { token }: SavedTokenComponentProps ) => <CvcField token={ token } />;
 */
export interface SavedTokenComponentProps extends PaymentMethodInterface {
	token: string;
}

/**
 * The props a method's `label` element receives.
 *
 * @example
 * const Label = ( { components }: PaymentMethodLabelElementProps ) => <components.PaymentMethodLabel text="Bizum" />;
 */
export interface PaymentMethodLabelElementProps {
	components: PaymentMethodComponents;
}
