/** The available regular payment methods as a radio accordion, the chosen one's content below its label. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import {
	noticeContexts,
	PAYMENT_ERROR_NOTICE_ID,
	paymentStore,
	usePaymentMethods,
} from '@cesta/data';
import { useNoticesDispatch } from '@cesta/notices';

import { paymentMessages } from '../messages';
import type { PaymentMethodInterface } from '../payment-method-interface/types';
import { cloneWithProps } from './clone-with-props';
import { PaymentMethodCard } from './payment-method-card';
import { RadioControlAccordion } from './radio-control-accordion';
import type { RadioControlAccordionOption } from './radio-control-accordion';

/**
 * Props of {@link PaymentMethodOptions}.
 *
 * @example
 * const props: PaymentMethodOptionsProps = { isEditor: false, showDetails: false, paymentMethodInterface };
 */
export interface PaymentMethodOptionsProps {
	/** Renders each method's `edit` instead of its `content`. */
	isEditor: boolean;
	/** Administrators and the editor see crash details. */
	showDetails: boolean;
	/** The props handed to the methods' elements (`usePaymentMethodInterface()`). */
	paymentMethodInterface: PaymentMethodInterface;
}

/**
 * The available regular methods as a radio accordion: each label (a string,
 * or the method's element cloned with `components`), and under the chosen
 * one its `content` (or `edit` in the editor) cloned with the payment method
 * interface. A single method is shown without a radio button, as in
 * WooCommerce. Choosing a method makes it active (which fires the
 * `set-active-payment-method` action) and removes the payment error notice.
 *
 * @example
 * <PaymentMethodOptions isEditor={ false } showDetails={ isAdmin() } paymentMethodInterface={ usePaymentMethodInterface() } />
 */
export function PaymentMethodOptions( {
	isEditor,
	showDetails,
	paymentMethodInterface,
}: PaymentMethodOptionsProps ) {
	const { paymentMethods } = usePaymentMethods();
	const { activePaymentMethod, activeSavedToken, isExpressActive } = useSelect( ( select ) => {
		const payment = select( paymentStore );
		return {
			activePaymentMethod: payment.getActivePaymentMethod(),
			activeSavedToken: payment.getActiveSavedToken(),
			isExpressActive: payment.isExpressPaymentMethodActive(),
		};
	}, [] );
	const { __internalSetActivePaymentMethod } = useDispatch( paymentStore );
	const { removeNotice } = useNoticesDispatch();
	const setActivePaymentMethod = useCallback(
		( name: string, paymentMethodData?: Record< string, unknown > ) =>
			void __internalSetActivePaymentMethod( name, paymentMethodData ),
		[ __internalSetActivePaymentMethod ]
	);
	const onChange = useCallback(
		( name: string ) => {
			setActivePaymentMethod( name );
			void removeNotice( PAYMENT_ERROR_NOTICE_ID, noticeContexts.PAYMENTS );
		},
		[ setActivePaymentMethod, removeNotice ]
	);

	const options: RadioControlAccordionOption[] = Object.values( paymentMethods ).map(
		( method ) => ( {
			value: method.name,
			label: cloneWithProps( method.label, {
				components: paymentMethodInterface.components,
			} ),
			ariaLabel: method.ariaLabel,
			content: (
				<PaymentMethodCard
					showSaveOption={ method.supports.showSaveOption }
					showDetails={ showDetails }
				>
					{ cloneWithProps( isEditor ? method.edit : method.content, {
						...paymentMethodInterface,
						__internalSetActivePaymentMethod: setActivePaymentMethod,
					} ) }
				</PaymentMethodCard>
			),
		} )
	);

	if ( options.length === 1 && ! isExpressActive ) {
		const [ single ] = options;
		return (
			<div className="wc-block-components-radio-control--single">
				<div className="wc-block-components-radio-control__label">{ single!.label }</div>
				{ single!.content }
			</div>
		);
	}
	return (
		<RadioControlAccordion
			id="wc-payment-method-options"
			className="wc-block-checkout__payment-method"
			legend={ paymentMessages.paymentOptionsLegend() }
			selected={ isExpressActive || activeSavedToken ? null : activePaymentMethod }
			options={ options }
			onChange={ onChange }
		/>
	);
}
