/** The pickup locations block (`woocommerce/checkout-pickup-options-block`): where the shopper who chose pickup collects the order. */

import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { useShippingData } from '@cesta/data';

import { CheckoutStep } from '../shipping-method/checkout-step';
import type { StepAttributes } from '../shipping-method/step-attributes';
import { usePrefersCollection } from '../shipping-method/use-prefers-collection';
import { labels } from './messages';
import { PICKUP_OPTIONS_BLOCK_METADATA } from './metadata';
import { PickupLocations } from './pickup-locations';

/**
 * The pickup locations step (`woocommerce/checkout-pickup-options-block`,
 * WooCommerce's `FormStep` `pickup-options`), shown while the cart needs
 * shipping and the shopper collects it (`usePrefersCollection`: chosen, and
 * possible): the locations with their address, details and price (see
 * `PickupLocations`).
 *
 * @example
 * <PickupOptionsBlock title="Recoge tu pedido" />
 */
export function PickupOptionsBlock( props: InnerBlockProps ) {
	const attributes = useInnerBlockAttributes< StepAttributes >(
		PICKUP_OPTIONS_BLOCK_METADATA,
		props
	);
	const { needsShipping } = useShippingData();
	const prefersCollection = usePrefersCollection();
	if ( ! needsShipping || ! prefersCollection ) {
		return null;
	}
	return (
		<CheckoutStep
			id="pickup-options"
			stepClassName="wc-block-checkout__pickup-options"
			className={ props.className }
			title={ attributes.title || labels.pickupLocations() }
			description={ attributes.description }
		>
			<PickupLocations />
			{ props.children }
		</CheckoutStep>
	);
}
