/** The woocommerce/checkout-payment-block: the payment step with the payment methods area. */

import { useSelect } from '@wordpress/data';

import { PaymentMethods } from '@cesta/blocks-checkout';
import {
	joinClassNames,
	useInnerBlockAttributes,
	useTopLevelBlockContext,
} from '@cesta/cart-checkout-shared';
import { FormStep } from '@cesta/components';
import { checkoutStore, useStoreCart } from '@cesta/data';

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { PAYMENT_STEP_ID } from '../../constants';
import { labels } from '../../messages';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutInnerBlockProps } from '../../types';
import { NoPaymentMethodsPlaceholderOnDemand } from './no-payment-methods-placeholder-on-demand';

/**
 * `woocommerce/checkout-payment-block`: the "Payment options" step
 * (`#payment-method`; the block's `title` and `description` when the
 * merchant set them), holding `@cesta/blocks-checkout`'s `PaymentMethods`:
 * the payments notices, saved cards and 'Use another payment method.', the
 * regular methods as a radio group, or the spec's "There are no payment
 * methods available…" / "Only express payment methods are available…"
 * notices. Disabled while the order is processed; absent when the cart needs
 * no payment, as in WooCommerce. In the block editor's preview each method
 * shows its `edit` element, and with no method registered an editor
 * placeholder says the methods will appear there.
 *
 * @example
 * <CheckoutPaymentBlock className="wp-block-woocommerce-checkout-payment-block" />
 */
export function CheckoutPaymentBlock( props: CheckoutInnerBlockProps ) {
	const { title, description } = useInnerBlockAttributes< {
		title: string;
		description: string;
	} >( getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_PAYMENT ), props );
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const { isPreview } = useTopLevelBlockContext();
	const { cartNeedsPayment } = useStoreCart();
	const isProcessing = useSelect( ( select ) => select( checkoutStore ).isProcessing(), [] );
	if ( ! cartNeedsPayment ) {
		return null;
	}
	return (
		<FormStep
			id={ PAYMENT_STEP_ID }
			className={ joinClassNames( 'wc-block-checkout__payment-method', props.className ) }
			title={ title || labels.paymentOptions() }
			description={ description || undefined }
			showStepNumber={ showFormStepNumbers }
			disabled={ isProcessing }
		>
			{ isPreview ? (
				<PaymentMethods
					isEditor
					noPaymentMethods={
						<NoPaymentMethodsPlaceholderOnDemand label={ labels.paymentOptions() } />
					}
				/>
			) : (
				<PaymentMethods />
			) }
			{ props.children }
		</FormStep>
	);
}
