/** The shipping address step (`woocommerce/checkout-shipping-address-block`). */

import { useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { StoreNoticesContainer } from '@cesta/blocks-checkout';
import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { FormStep } from '@cesta/components';
import { checkoutStore, noticeContexts, useShippingAddress } from '@cesta/data';
import type { AddressPatch } from '@cesta/data';

import {
	CheckoutAddressForm,
	stepLabels,
	useAddressSteps,
	useCheckoutAddressActions,
} from '../../address';
import type { StepAttributes } from '../../address';
import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { SHIPPING_ADDRESS_BLOCK_METADATA } from './metadata';
import { UseSameAddressCheckbox } from './use-same-address-checkbox';

function ShippingAddressFields() {
	const { shippingAddress, setShippingAddress, useShippingAsBilling } = useShippingAddress();
	const fireAddressActions = useCheckoutAddressActions();
	// As WooCommerce's step: each change fires set-shipping-address, after
	// set-billing-address while billing mirrors shipping.
	const setAddress = useCallback(
		( patch: AddressPatch ) => {
			setShippingAddress( patch );
			if ( useShippingAsBilling ) {
				fireAddressActions( 'billing', 'shipping' );
			} else {
				fireAddressActions( 'shipping' );
			}
		},
		[ setShippingAddress, useShippingAsBilling, fireAddressActions ]
	);
	return (
		<CheckoutAddressForm type="shipping" address={ shippingAddress } setAddress={ setAddress }>
			<UseSameAddressCheckbox />
		</CheckoutAddressForm>
	);
}

/**
 * The shipping address step (spec 2 §2–§5): "Shipping address" (or the
 * block's `title`) with its description, the notices of
 * `wc/checkout/shipping-address` (where the server's shipping address errors
 * land), the address form (or a customer's saved address with an Edit
 * button) and "Use same address for billing". Shown only when the cart needs
 * shipping and the shopper has not chosen local pickup; disabled while the
 * order is being placed.
 *
 * @example
 * <ShippingAddressBlock title="" description="" showStepNumber="true" />
 */
export function ShippingAddressBlock( props: InnerBlockProps ) {
	const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >(
		SHIPPING_ADDRESS_BLOCK_METADATA,
		props
	);
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const { showShippingFields } = useAddressSteps();
	const isProcessing = useSelect( ( select ) => select( checkoutStore ).isProcessing(), [] );
	if ( ! showShippingFields ) {
		return null;
	}
	return (
		<FormStep
			id="shipping-fields"
			className={ joinClassNames( 'wc-block-checkout__shipping-fields', props.className ) }
			title={ title || stepLabels.shippingTitle() }
			description={ description || stepLabels.shippingDescription() }
			showStepNumber={ showFormStepNumbers && showStepNumber }
			disabled={ isProcessing }
		>
			<StoreNoticesContainer context={ noticeContexts.SHIPPING_ADDRESS } />
			<ShippingAddressFields />
			{ props.children }
		</FormStep>
	);
}
