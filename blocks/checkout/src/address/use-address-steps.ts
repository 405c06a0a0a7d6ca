/** Which address steps the checkout shows: WooCommerce's rules for the shipping and the billing address. */

import { useSelect } from '@wordpress/data';
import { cartStore, checkoutStore } from '@cesta/data';
import { getSetting } from '@cesta/settings';

/**
 * Which address steps show.
 *
 * @example
 * const { showShippingFields, showBillingFields } = useAddressSteps();
 */
export interface AddressSteps {
	/** The cart needs shipping, the shopper did not choose pickup, and the shop does not force shipping to the billing address. */
	showShippingFields: boolean;
	/** No shipping needed, billing differs from shipping, local pickup (the billing address stands for both), or forced. */
	showBillingFields: boolean;
	/** The shop ships only to the billing address (`forcedBillingAddress`). */
	forcedBillingAddress: boolean;
}

/**
 * Which address steps the checkout shows, by WooCommerce's rules: the
 * shipping address when the cart needs shipping, the shopper has not chosen
 * local pickup and the shop does not ship to the billing address only; the
 * billing address when nothing ships, when the shopper unticked "Use same
 * address for billing", with local pickup, or when the shop ships to the
 * billing address only.
 *
 * @example
 * const { showBillingFields } = useAddressSteps();
 * if ( ! showBillingFields ) return null;
 */
export function useAddressSteps(): AddressSteps {
	return useSelect( ( select ) => {
		const needsShipping = select( cartStore ).getNeedsShipping();
		const checkout = select( checkoutStore );
		const prefersCollection = checkout.prefersCollection() === true;
		const forcedBillingAddress =
			getSetting< boolean >( 'forcedBillingAddress', false ) === true;
		return {
			showShippingFields: ! forcedBillingAddress && needsShipping && ! prefersCollection,
			showBillingFields:
				forcedBillingAddress ||
				! needsShipping ||
				! checkout.getUseShippingAsBilling() ||
				prefersCollection,
			forcedBillingAddress,
		};
	}, [] );
}
