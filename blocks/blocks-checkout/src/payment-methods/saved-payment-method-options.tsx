/** The customer's saved payment tokens as options, and "Use another payment method.": downloaded for customers who have some. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { Label, RadioControl } from '@cesta/components';
import { paymentStore } from '@cesta/data';
import { getPaymentMethods } from '@cesta/registry';

import type { PaymentMethodInterface } from '../payment-method-interface/types';
import { cloneWithProps } from './clone-with-props';
import { PaymentMethodErrorBoundary } from './payment-method-error-boundary';
import { savedTokenOptionLabel } from './saved-token-label';
import { savedTokenMessages } from './saved-token-messages';

/**
 * A saved token as the list shows it.
 *
 * @example
 * const option: SavedTokenOption = { value: '3', label: 'Visa ending in 4242 (expires 12/30)', gateway: 'stripe' };
 */
export interface SavedTokenOption {
	/** The token id. */
	value: string;
	label: string;
	gateway: string;
}

/**
 * The customer's saved tokens of available gateways whose method shows saved
 * cards (`supports.showSavedCards`), labelled as spec 2 §5 says.
 *
 * @example
 * const options = useSavedTokenOptions();
 */
export function useSavedTokenOptions(): SavedTokenOption[] {
	const savedPaymentMethods = useSelect(
		( select ) => select( paymentStore ).getActiveSavedPaymentMethods(),
		[]
	);
	const registered = getPaymentMethods();
	return useMemo(
		() =>
			Object.entries( savedPaymentMethods ).flatMap( ( [ type, tokens ] ) =>
				tokens
					.filter(
						( token ) => registered[ token.method.gateway ]?.supports.showSavedCards
					)
					.map( ( token ) => ( {
						value: String( token.tokenId ),
						label: savedTokenOptionLabel( type, token ),
						gateway: token.method.gateway,
					} ) )
			),
		[ savedPaymentMethods, registered ]
	);
}

/**
 * Props of {@link SavedPaymentMethodOptions}.
 *
 * @example
 * const props: SavedPaymentMethodOptionsProps = { options: useSavedTokenOptions(), showDetails: false, paymentMethodInterface };
 */
export interface SavedPaymentMethodOptionsProps {
	options: SavedTokenOption[];
	/** Administrators and the editor see crash details of `savedTokenComponent`. */
	showDetails: boolean;
	/** The props handed to `savedTokenComponent` (with `token`). */
	paymentMethodInterface: PaymentMethodInterface;
}

/**
 * The saved tokens, listed before the other methods. Choosing one makes its
 * gateway active with WooCommerce's saved-token data (`token`,
 * `payment_method`, `wc-<gateway>-payment-token`, `isSavedToken`); the
 * gateway's `savedTokenComponent` is then shown with the payment method
 * interface and `token`.
 *
 * @example
 * <SavedPaymentMethodOptions options={ options } showDetails={ false } paymentMethodInterface={ props } />
 */
export function SavedPaymentMethodOptions( {
	options,
	showDetails,
	paymentMethodInterface,
}: SavedPaymentMethodOptionsProps ) {
	const { activeSavedToken, activePaymentMethod } = useSelect( ( select ) => {
		const payment = select( paymentStore );
		return {
			activeSavedToken: payment.getActiveSavedToken(),
			activePaymentMethod: payment.getActivePaymentMethod(),
		};
	}, [] );
	const { __internalSetActivePaymentMethod } = useDispatch( paymentStore );
	if ( options.length === 0 ) {
		return null;
	}
	const onChange = ( value: string ) => {
		const option = options.find( ( entry ) => entry.value === value );
		if ( option ) {
			void __internalSetActivePaymentMethod( option.gateway, {
				token: value,
				payment_method: option.gateway,
				[ `wc-${ option.gateway }-payment-token` ]: value,
				isSavedToken: true,
			} );
		}
	};
	const savedTokenComponent = activeSavedToken
		? getPaymentMethods()[ activePaymentMethod ]?.savedTokenComponent
		: null;
	return (
		<>
			<RadioControl
				name="wc-payment-method-saved-tokens"
				className="wc-block-components-saved-payment-methods"
				label={ savedTokenMessages.savedPaymentMethodsLegend() }
				hideLabel
				selected={ activeSavedToken }
				options={ options.map( ( { value, label } ) => ( { value, label } ) ) }
				onChange={ onChange }
			/>
			{ savedTokenComponent && (
				<PaymentMethodErrorBoundary showDetails={ showDetails }>
					{ cloneWithProps( savedTokenComponent, {
						...paymentMethodInterface,
						token: activeSavedToken,
					} ) }
				</PaymentMethodErrorBoundary>
			) }
		</>
	);
}

/**
 * Props of {@link SavedPaymentMethods}.
 *
 * @example
 * const props: SavedPaymentMethodsProps = { showDetails: false, paymentMethodInterface };
 */
export type SavedPaymentMethodsProps = Omit< SavedPaymentMethodOptionsProps, 'options' >;

/**
 * The saved tokens a customer can pay with (see
 * {@link SavedPaymentMethodOptions}) and, when there are some, "Use another
 * payment method." before the other methods. The payment area downloads it
 * only for a customer with saved tokens.
 *
 * @example
 * <SavedPaymentMethods showDetails={ false } paymentMethodInterface={ props } />
 */
export function SavedPaymentMethods( {
	showDetails,
	paymentMethodInterface,
}: SavedPaymentMethodsProps ) {
	const options = useSavedTokenOptions();
	return (
		<>
			<SavedPaymentMethodOptions
				options={ options }
				showDetails={ showDetails }
				paymentMethodInterface={ paymentMethodInterface }
			/>
			{ options.length > 0 && (
				<Label
					label={ savedTokenMessages.useAnotherPaymentMethod() }
					screenReaderLabel={ savedTokenMessages.otherPaymentMethods() }
					wrapperElement="p"
					wrapperProps={ {
						className: 'wc-block-components-checkout-step__description',
					} }
				/>
			) }
		</>
	);
}
