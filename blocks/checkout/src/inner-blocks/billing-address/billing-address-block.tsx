/** The billing address step (`woocommerce/checkout-billing-address-block`). */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { StoreNoticesContainer } from '@cesta/blocks-checkout';
import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { FormStep } from '@cesta/components';
import { cartStore, checkoutStore, noticeContexts, useBillingAddress } from '@cesta/data';
import type { AddressPatch } from '@cesta/data';

import {
	CheckoutAddressForm,
	stepLabels,
	useAddressSteps,
	useCheckoutAddressActions,
} from '../../address';
import type { StepAttributes } from '../../address';
import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { BILLING_ADDRESS_BLOCK_METADATA } from './metadata';

function BillingAddressFields( { alsoShipping }: { alsoShipping: boolean } ) {
	const { billingAddress, setBillingAddress } = useBillingAddress();
	const { setShippingAddress } = useDispatch( cartStore );
	const prefersCollection = useSelect(
		( select ) => select( checkoutStore ).prefersCollection() === true,
		[]
	);
	const fireAddressActions = useCheckoutAddressActions();
	// A shop that ships to the billing address only: the billing address is also where it ships.
	const setAddress = useCallback(
		( patch: AddressPatch ) => {
			setBillingAddress( patch );
			if ( alsoShipping ) {
				const { email: _email, ...shipping } = patch;
				void setShippingAddress( shipping );
			}
			// As WooCommerce's step: set-billing-address on each change, after
			// set-shipping-address when the billing address stands for both
			// (forced, or local pickup, where the order sends it as the shipping address).
			if ( alsoShipping || prefersCollection ) {
				fireAddressActions( 'shipping', 'billing' );
			} else {
				fireAddressActions( 'billing' );
			}
		},
		[
			setBillingAddress,
			setShippingAddress,
			alsoShipping,
			prefersCollection,
			fireAddressActions,
		]
	);
	return (
		<CheckoutAddressForm type="billing" address={ billingAddress } setAddress={ setAddress } />
	);
}

/**
 * The billing address step (spec 2 §2–§5): "Billing address" (or the block's
 * `title`) with its description, the notices of
 * `wc/checkout/billing-address` (where the server's billing address errors
 * land) and the address form (or a customer's saved address with an Edit
 * button), without the email, which the contact step asks for. Shown, as in
 * WooCommerce, when the cart needs no shipping, when the shopper unticked
 * "Use same address for billing", with local pickup (the billing address
 * then stands for both), or when the shop ships to the billing address only;
 * disabled while the order is being placed.
 *
 * @example
 * <BillingAddressBlock title="" description="" showStepNumber="true" />
 */
export function BillingAddressBlock( props: InnerBlockProps ) {
	const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >(
		BILLING_ADDRESS_BLOCK_METADATA,
		props
	);
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const { showBillingFields, forcedBillingAddress } = useAddressSteps();
	const isProcessing = useSelect( ( select ) => select( checkoutStore ).isProcessing(), [] );
	if ( ! showBillingFields ) {
		return null;
	}
	return (
		<FormStep
			id="billing-fields"
			className={ joinClassNames( 'wc-block-checkout__billing-fields', props.className ) }
			title={ title || stepLabels.billingTitle() }
			description={ description || stepLabels.billingDescription() }
			showStepNumber={ showFormStepNumbers && showStepNumber }
			disabled={ isProcessing }
		>
			<StoreNoticesContainer context={ noticeContexts.BILLING_ADDRESS } />
			<BillingAddressFields alsoShipping={ forcedBillingAddress } />
			{ props.children }
		</FormStep>
	);
}
