/** useShippingAddressComplete: whether the shopper's shipping address is complete enough for rates. */

import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { cartStore } from '@cesta/data';
import { getAddressFormFields, isAddressComplete, keyFormFields } from '@cesta/validation';

/**
 * Whether the shipping address the shopper is entering is complete enough
 * to calculate shipping (spec 2 §5: a country, and each of state, postcode
 * and city hidden, optional or filled in for that country). Re-renders only
 * when the answer changes, not on every keystroke.
 *
 * @example
 * const addressComplete = useShippingAddressComplete();
 */
export function useShippingAddressComplete(): boolean {
	const country = useSelect(
		( select ) => select( cartStore ).getCustomerData().shippingAddress.country,
		[]
	);
	const fields = useMemo(
		() => keyFormFields( getAddressFormFields( country, { type: 'shipping' } ) ),
		[ country ]
	);
	return useSelect(
		( select ) =>
			isAddressComplete( select( cartStore ).getCustomerData().shippingAddress, fields ),
		[ fields ]
	);
}
