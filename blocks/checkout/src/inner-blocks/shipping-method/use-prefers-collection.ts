/** usePrefersCollection: whether the shopper collects the order, as the shipping steps act on it. */

import { useSelect } from '@wordpress/data';

import { checkoutStore, useShippingData } from '@cesta/data';

import { shopOffersLocalPickup } from './pickup-rates';

/**
 * Whether the shipping steps treat the order as collected: the checkout
 * store's `prefersCollection`, as long as pickup is possible — the shop
 * offers it and every package can be collected. When it stops being
 * possible (the cart changed), the shopper is back to delivery, with the
 * shipping options to choose from, instead of a pickup step without shops
 * and no choice to leave it.
 *
 * @example
 * const prefersCollection = usePrefersCollection();
 */
export function usePrefersCollection(): boolean {
	const { isCollectable } = useShippingData();
	const prefersCollection = useSelect(
		( select ) => select( checkoutStore ).prefersCollection(),
		[]
	);
	return prefersCollection && isCollectable && shopOffersLocalPickup();
}
