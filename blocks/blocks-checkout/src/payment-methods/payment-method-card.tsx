/** A regular payment method's content in its error boundary, with the "Save payment information" checkbox. */

import { useDispatch, useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';
import { CheckboxControl } from '@cesta/components';
import { checkoutStore, paymentStore } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { paymentMessages } from '../messages';
import { PaymentMethodErrorBoundary } from './payment-method-error-boundary';

/**
 * Props of {@link PaymentMethodCard}.
 *
 * @example
 * const props: PaymentMethodCardProps = { showSaveOption: true, showDetails: false, children: content };
 */
export interface PaymentMethodCardProps {
	/** The method's `supports.showSaveOption`. */
	showSaveOption: boolean;
	/** Administrators and the editor see crash details. */
	showDetails: boolean;
	children?: ReactNode;
}

/**
 * A regular payment method's content, in its error boundary, with the "Save
 * payment information to my account for future purchases." checkbox when the
 * method offers it and the shopper may save (spec 2 §5: a logged-in
 * customer, one creating an account, or when guest checkout is off — the
 * rule the order payload applies too).
 *
 * @example
 * <PaymentMethodCard showSaveOption showDetails={ false }>{ content }</PaymentMethodCard>
 */
export function PaymentMethodCard( {
	showSaveOption,
	showDetails,
	children,
}: PaymentMethodCardProps ) {
	const { mayShowOption, shouldSave } = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return {
			mayShowOption:
				checkout.getCustomerId() > 0 ||
				checkout.getShouldCreateAccount() ||
				getSetting< boolean >( 'checkoutAllowsGuest', true ) === false,
			shouldSave: select( paymentStore ).getShouldSavePaymentMethod(),
		};
	}, [] );
	const { __internalSetShouldSavePaymentMethod } = useDispatch( paymentStore );
	return (
		<PaymentMethodErrorBoundary showDetails={ showDetails }>
			{ children }
			{ showSaveOption && mayShowOption && (
				<CheckboxControl
					className="wc-block-components-payment-methods__save-card-info"
					label={ paymentMessages.savePaymentInformation() }
					checked={ shouldSave }
					onChange={ ( checked ) => void __internalSetShouldSavePaymentMethod( checked ) }
				/>
			) }
		</PaymentMethodErrorBoundary>
	);
}
