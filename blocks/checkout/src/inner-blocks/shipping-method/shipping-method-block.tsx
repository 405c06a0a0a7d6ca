/** The shipping method choice block (`woocommerce/checkout-shipping-method-block`): delivery or local pickup. */

import { useDispatch } from '@wordpress/data';

import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { checkoutStore, useShippingData } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { CheckoutStep } from './checkout-step';
import { labels } from './messages';
import { SHIPPING_METHOD_BLOCK_METADATA } from './metadata';
import type { ShippingMethodAttributes } from './metadata';
import { deliveryRatesOf, pickupRatesOf, shopOffersLocalPickup } from './pickup-rates';
import { getPriceRange } from './price-range';
import { ShippingMethodToggle } from './shipping-method-toggle';
import type { DeliveryMethod } from './shipping-method-toggle';
import { usePrefersCollection } from './use-prefers-collection';

const pickupLabel = ( attribute: string ): string => {
	const fromSettings = getSetting< unknown >( 'localPickupText', '' );
	return typeof fromSettings === 'string' && fromSettings !== ''
		? fromSettings
		: attribute || labels.pickup();
};

/**
 * The shipping method choice (`woocommerce/checkout-shipping-method-block`),
 * step "Delivery": "Ship" or "Pickup" as a radio group, shown only when the
 * cart needs shipping, the shop offers local pickup (`shippingEnabled`,
 * `localPickupEnabled`, `shippingMethodsExist`) and every package can be
 * collected. Choosing sets the checkout store's `prefersCollection`; the
 * step that then shows (shipping options or pickup locations) selects its
 * first rate when the cart's selection is of the other kind. The pickup
 * label is the shop's `localPickupText` setting, else the block's
 * `localPickupText`; prices show with `showPrice`.
 *
 * @example
 * <ShippingMethodBlock showPrice="true" shippingText="Envío a domicilio" />
 */
export function ShippingMethodBlock( props: InnerBlockProps ) {
	const attributes = useInnerBlockAttributes< ShippingMethodAttributes >(
		SHIPPING_METHOD_BLOCK_METADATA,
		props
	);
	const { needsShipping, isCollectable, shippingRates } = useShippingData();
	const prefersCollection = usePrefersCollection();
	const { setPrefersCollection } = useDispatch( checkoutStore );
	if ( ! needsShipping || ! isCollectable || ! shopOffersLocalPickup() ) {
		return null;
	}
	const firstPackage = shippingRates[ 0 ];
	return (
		<CheckoutStep
			id="shipping-method"
			stepClassName="wc-block-checkout__shipping-method"
			className={ props.className }
			title={ attributes.title || labels.delivery() }
			description={ attributes.description }
		>
			<ShippingMethodToggle
				checked={ prefersCollection ? 'pickup' : 'shipping' }
				onChange={ ( method: DeliveryMethod ) =>
					setPrefersCollection( method === 'pickup' )
				}
				shippingText={ attributes.shippingText || labels.ship() }
				pickupText={ pickupLabel( attributes.localPickupText ) }
				showIcon={ attributes.showIcon }
				showPrice={ attributes.showPrice }
				shippingPrice={
					firstPackage
						? getPriceRange( deliveryRatesOf( firstPackage, true ) )
						: undefined
				}
				pickupPrice={ getPriceRange( pickupRatesOf( shippingRates ) ) }
				multiplePackages={ shippingRates.length > 1 }
			/>
			{ props.children }
		</CheckoutStep>
	);
}
