/** useShippingDestination: the part of the shipping address the shipping row shows, re-rendering only when it changes. */

import { useSelect } from '@wordpress/data';

import { cartStore } from '@cesta/data';
import type { ShippingAddress } from '@cesta/types';

/**
 * The shipping destination the shipping row shows and the cart's calculator
 * starts from (country, state, city, postcode). The component re-renders
 * only when one of those changes: not while the shopper types a name or a
 * street in the checkout's address form.
 *
 * @example
 * const destination = useShippingDestination();
 * <TotalsShipping shippingAddress={ destination } … />
 */
export function useShippingDestination(): Pick<
	ShippingAddress,
	'country' | 'state' | 'city' | 'postcode'
> {
	// useSelect compares the object it returns member by member.
	return useSelect( ( select ) => {
		const { country, state, city, postcode } =
			select( cartStore ).getCartData().shippingAddress;
		return { country, state, city, postcode };
	}, [] );
}
