/** The frame of a shipping step: a FormStep disabled while the order is processed, numbered when the Checkout says so. */

import type { ReactNode } from 'react';
import { useSelect } from '@wordpress/data';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { FormStep } from '@cesta/components';
import { checkoutStore } from '@cesta/data';

import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';

/**
 * Props of {@link CheckoutStep}.
 *
 * @example
 * const props: CheckoutStepProps = { id: 'shipping-option', stepClassName: 'wc-block-checkout__shipping-option', title: 'Shipping options', description: '', children };
 */
export interface CheckoutStepProps {
	/** The step's element id (WooCommerce's: `shipping-method`, `shipping-option`, `pickup-options`). */
	id: string;
	/** The step's own class (`wc-block-checkout__shipping-option`, …). */
	stepClassName: string;
	/** The block's class names from the markup. @default undefined */
	className?: string;
	title: string;
	description: string;
	children: ReactNode;
}

/**
 * A shipping step in WooCommerce's markup: a `FormStep` with the step's id
 * and classes, disabled while the order is being processed, and numbered
 * only when the Checkout block's `showFormStepNumbers` is on
 * (`CheckoutBlockContext`).
 *
 * @example
 * <CheckoutStep id="pickup-options" stepClassName="wc-block-checkout__pickup-options" title="Pickup locations" description="">
 * 	<PickupLocations />
 * </CheckoutStep>
 */
export function CheckoutStep( {
	id,
	stepClassName,
	className,
	title,
	description,
	children,
}: CheckoutStepProps ) {
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const isProcessing = useSelect( ( select ) => select( checkoutStore ).isProcessing(), [] );
	return (
		<FormStep
			id={ id }
			className={ joinClassNames( stepClassName, className ) }
			title={ title }
			description={ description || undefined }
			disabled={ isProcessing }
			showStepNumber={ showFormStepNumbers }
		>
			{ children }
		</FormStep>
	);
}
