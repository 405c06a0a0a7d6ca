/** The shipping options block (`woocommerce/checkout-shipping-methods-block`): the step where the shopper picks a rate per package. */

import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { useShippingData } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { CheckoutStep } from '../shipping-method/checkout-step';
import type { StepAttributes } from '../shipping-method/step-attributes';
import { usePrefersCollection } from '../shipping-method/use-prefers-collection';
import { labels } from './messages';
import { SHIPPING_METHODS_BLOCK_METADATA } from './metadata';
import { ShippingRates } from './shipping-rates';
import { useShippingOptionValidation } from './use-shipping-option-validation';

/**
 * The shipping options step (`woocommerce/checkout-shipping-methods-block`,
 * WooCommerce's `FormStep` `shipping-option`), shown while the cart needs
 * shipping, the shop ships (`shippingEnabled`) and the shopper does not
 * collect it (`usePrefersCollection`): the rates of each package to choose from (see
 * `ShippingRates`). Whether shown or not, an order with no rate to ship
 * with cannot be placed (`shipping-rates-error`).
 *
 * @example
 * <ShippingMethodsBlock title="Opciones de envío" />
 */
export function ShippingMethodsBlock( props: InnerBlockProps ) {
	const attributes = useInnerBlockAttributes< StepAttributes >(
		SHIPPING_METHODS_BLOCK_METADATA,
		props
	);
	const { needsShipping } = useShippingData();
	const prefersCollection = usePrefersCollection();
	useShippingOptionValidation();
	if (
		! needsShipping ||
		prefersCollection ||
		getSetting< unknown >( 'shippingEnabled', true ) === false
	) {
		return null;
	}
	return (
		<CheckoutStep
			id="shipping-option"
			stepClassName="wc-block-checkout__shipping-option"
			className={ props.className }
			title={ attributes.title || labels.shippingOptions() }
			description={ attributes.description }
		>
			<ShippingRates />
			{ props.children }
		</CheckoutStep>
	);
}
