/** The pickup locations block (`woocommerce/checkout-pickup-options-block`): where the shopper who chose pickup collects the order. */

import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { useOnDemand } from '@cesta/components';
import { useShippingData } from '@cesta/data';

import type { StepAttributes } from '../shipping-method/step-attributes';
import { usePrefersCollection } from '../shipping-method/use-prefers-collection';
import { pickupOptionsStepLoader } from './load-pickup-options-step';
import { PICKUP_OPTIONS_BLOCK_METADATA } from './metadata';

/**
 * The pickup locations step (`woocommerce/checkout-pickup-options-block`,
 * WooCommerce's `FormStep` `pickup-options`), shown while the cart needs
 * shipping and the shopper collects it (`usePrefersCollection`: chosen, and
 * possible): the locations with their address, details and price (see
 * `PickupLocations`). Most shoppers have their order delivered, so the
 * step's code downloads when pickup is first chosen (`PickupOptionsStep`).
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
	const shown = needsShipping && prefersCollection;
	const step = useOnDemand( pickupOptionsStepLoader, shown );
	if ( ! shown || step.status !== 'ready' ) {
		return null;
	}
	return (
		<step.value attributes={ attributes } className={ props.className }>
			{ props.children }
		</step.value>
	);
}
