/** The pickup locations step itself, downloaded when the shopper chooses pickup. */

import type { InnerBlockProps } from '@cesta/cart-checkout-shared';

import { CheckoutStep } from '../shipping-method/checkout-step';
import type { StepAttributes } from '../shipping-method/step-attributes';
import { labels } from './messages';
import { PickupLocations } from './pickup-locations';

/**
 * Props of {@link PickupOptionsStep}: the block's attributes and its
 * wrapper's class name and inner blocks.
 *
 * @example
 * const props: PickupOptionsStepProps = { attributes, className: '', children: null };
 */
export interface PickupOptionsStepProps extends Pick< InnerBlockProps, 'className' | 'children' > {
	attributes: StepAttributes;
}

/**
 * WooCommerce's `FormStep` `pickup-options`: "Pickup locations" (or the
 * block's `title`) with its description, and the locations with their
 * address, details and price (see `PickupLocations`).
 *
 * @example
 * <PickupOptionsStep attributes={ attributes } className={ props.className } />
 */
export function PickupOptionsStep( { attributes, className, children }: PickupOptionsStepProps ) {
	return (
		<CheckoutStep
			id="pickup-options"
			stepClassName="wc-block-checkout__pickup-options"
			className={ className }
			title={ attributes.title || labels.pickupLocations() }
			description={ attributes.description }
		>
			<PickupLocations />
			{ children }
		</CheckoutStep>
	);
}
