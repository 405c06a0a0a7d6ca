/** WooCommerce's experimental slot fills: order meta, discounts meta, shipping and pickup packages. */

import type { ReactNode } from 'react';

import {
	DISCOUNTS_META_SLOT_NAME,
	ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME,
	ORDER_META_SLOT_NAME,
	ORDER_SHIPPING_PACKAGES_SLOT_NAME,
} from '../constants';
import { createSlotFill, hasValidFills, useSlot } from './create-slot-fill';

/**
 * The props of an experimental slot: `className` for its wrapper, the rest
 * handed to every fill (`cart`, `extensions`, `context`, …).
 *
 * @example
 * <ExperimentalOrderMeta.Slot className="is-large" cart={ cart } extensions={ cart.extensions } context="woocommerce/checkout" />
 */
export type ExperimentalSlotProps = { className?: string } & Record< string, unknown >;

/**
 * A fill component with its `Slot` attached, as WooCommerce exports them.
 *
 * @example
 * <ExperimentalOrderMeta><GiftNote /></ExperimentalOrderMeta>
 */
export type ExperimentalSlotFill = ( ( props: { children?: ReactNode } ) => null ) & {
	Slot: ( props: ExperimentalSlotProps ) => ReactNode;
};

function createExperimentalSlotFill( slotName: string, wrapperClassName: string ) {
	const { Fill, Slot } = createSlotFill( slotName );
	const ExperimentalSlot = ( { className, ...fillProps }: ExperimentalSlotProps ) => {
		const { fills } = useSlot( slotName );
		if ( ! hasValidFills( fills ) ) {
			return null;
		}
		return (
			<div className={ [ wrapperClassName, className ].filter( Boolean ).join( ' ' ) }>
				<Slot fillProps={ fillProps } />
			</div>
		);
	};
	return Object.assign( Fill, { Slot: ExperimentalSlot } ) as ExperimentalSlotFill;
}

/**
 * Extensions add content under the totals of the cart and the checkout.
 * Fill props: `{ extensions, cart, context: 'woocommerce/cart' | 'woocommerce/checkout' }`.
 *
 * @example
 * registerPlugin( 'gift-note', {
 * 	render: () => <ExperimentalOrderMeta><GiftNote /></ExperimentalOrderMeta>,
 * 	scope: 'woocommerce-checkout',
 * } );
 */
export const ExperimentalOrderMeta = createExperimentalSlotFill(
	ORDER_META_SLOT_NAME,
	'wc-block-components-order-meta'
);

/**
 * Extensions add content under the discounts of the totals. Same fill props
 * as `ExperimentalOrderMeta`.
 *
 * @example
 * <ExperimentalDiscountsMeta><LoyaltyPoints /></ExperimentalDiscountsMeta>
 */
export const ExperimentalDiscountsMeta = createExperimentalSlotFill(
	DISCOUNTS_META_SLOT_NAME,
	'wc-block-components-discounts-meta'
);

/**
 * Extensions render shipping packages. Fill props: `{ collapse, collapsible,
 * showItems, noResultsMessage, renderOption, extensions, cart, components,
 * context }`.
 *
 * @example
 * <ExperimentalOrderShippingPackages><MyPackages /></ExperimentalOrderShippingPackages>
 */
export const ExperimentalOrderShippingPackages = createExperimentalSlotFill(
	ORDER_SHIPPING_PACKAGES_SLOT_NAME,
	'wc-block-components-shipping-rates-control'
);

/**
 * Extensions render local pickup packages in the checkout's pickup options.
 * Fill props: `{ extensions, cart, components, renderPickupLocation }`.
 *
 * @example
 * <ExperimentalOrderLocalPickupPackages><MyPickupPackages /></ExperimentalOrderLocalPickupPackages>
 */
export const ExperimentalOrderLocalPickupPackages = createExperimentalSlotFill(
	ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME,
	'wc-block-components-local-pickup-rates-control'
);
