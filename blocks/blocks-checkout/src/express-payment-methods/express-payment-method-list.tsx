/** The available express methods' buttons, each given the interface, the express handlers and its style. */

import { useDispatch } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { useCallback } from '@wordpress/element';
import { paymentStore } from '@cesta/data';
import type { RegisteredExpressPaymentMethod } from '@cesta/registry';

import { DEPRECATIONS } from '../messages';
import { expressButtonAttributes } from '../payment-method-interface/express-button-attributes';
import type {
	ExpressButtonAttributes,
	ExpressPaymentMethodInterface,
} from '../payment-method-interface/element-props';
import { usePaymentMethodInterface } from '../payment-method-interface/use-payment-method-interface';
import { cloneWithProps } from '../payment-methods/clone-with-props';
import { PaymentMethodErrorBoundary } from '../payment-methods/payment-method-error-boundary';

/**
 * Props of {@link ExpressPaymentMethodList}.
 *
 * @example
 * const props: ExpressPaymentMethodListProps = { paymentMethods, isEditor: false, showDetails: false };
 */
export interface ExpressPaymentMethodListProps {
	paymentMethods: Record< string, RegisteredExpressPaymentMethod >;
	isEditor: boolean;
	showDetails: boolean;
	/** The block's button style values. @default { height: 48, borderRadius: 4 } */
	buttonAttributes?: ExpressButtonAttributes;
}

/**
 * The available express methods' buttons: each method's `content` (or
 * `edit` in the editor) cloned with the payment method interface plus
 * `onClick` (express started with this method active, the previous method
 * remembered), `onClose` (previous method restored, payment idle), `onError`
 * (payment error, message in the express payments notices, previous method
 * restored), the deprecated `setExpressPaymentError` and `buttonAttributes`.
 * Each button is in its own error boundary.
 *
 * @example
 * <ExpressPaymentMethodList paymentMethods={ paymentMethods } isEditor={ false } showDetails={ false } />
 */
export function ExpressPaymentMethodList( {
	paymentMethods,
	isEditor,
	showDetails,
	buttonAttributes,
}: ExpressPaymentMethodListProps ) {
	const paymentMethodInterface = usePaymentMethodInterface();
	const {
		__internalExpressPaymentStarted,
		__internalExpressPaymentClosed,
		__internalExpressPaymentError,
		__internalSetExpressPaymentError,
	} = useDispatch( paymentStore );
	const onClose = useCallback(
		() => void __internalExpressPaymentClosed(),
		[ __internalExpressPaymentClosed ]
	);
	const onError = useCallback(
		( message: string ) => void __internalExpressPaymentError( message ),
		[ __internalExpressPaymentError ]
	);
	const setExpressPaymentError = useCallback(
		( message = '' ) => {
			const { feature, alternative } = DEPRECATIONS.setExpressPaymentError;
			deprecated( feature, { alternative, plugin: 'Cesta', since: '0.1.0' } );
			if ( message ) {
				onError( message );
			} else {
				void __internalSetExpressPaymentError( '' );
			}
		},
		[ onError, __internalSetExpressPaymentError ]
	);
	return (
		<ul className="wc-block-components-express-payment__event-buttons">
			{ Object.values( paymentMethods ).map( ( method ) => {
				const props: ExpressPaymentMethodInterface = {
					...paymentMethodInterface,
					onClick: () => void __internalExpressPaymentStarted( method.name ),
					onClose,
					onError,
					setExpressPaymentError,
					buttonAttributes: expressButtonAttributes(
						method.supports.style,
						buttonAttributes
					),
				};
				return (
					<li key={ method.name } id={ `express-payment-method-${ method.name }` }>
						<PaymentMethodErrorBoundary showDetails={ showDetails }>
							{ cloneWithProps( isEditor ? method.edit : method.content, props ) }
						</PaymentMethodErrorBoundary>
					</li>
				);
			} ) }
		</ul>
	);
}
