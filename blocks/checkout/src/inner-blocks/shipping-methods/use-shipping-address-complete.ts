/** useShippingAddressComplete: whether the shopper's shipping address is complete enough for rates. */

import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { cartStore } from '@cesta/data';
import { isAddressComplete, keyFormFields } from '@cesta/validation';

import { useAddressFormFields } from '../../address/use-form-fields';

/**
 * Whether the shipping address the shopper is entering is complete enough
 * to calculate shipping (spec 2 §5: a country, and each of state, postcode
 * and city hidden, optional or filled in for that country, by the host's
 * `countryData` or else the built-in locales, loaded when needed and
 * followed once they arrive). Re-renders only when the answer changes, not
 * on every keystroke.
 *
 * @example
 * const addressComplete = useShippingAddressComplete();
 */
export function useShippingAddressComplete(): boolean {
	const country = useSelect(
		( select ) => select( cartStore ).getCustomerData().shippingAddress.country,
		[]
	);
	// The address forms' own fields, so a country's rules count as they show:
	// on a host without `countryData` they come with the built-in locales
	// (GB asks for no county), loaded on demand; until they arrive (`null`)
	// the default fields decide.
	const formFields = useAddressFormFields( 'shipping', country );
	const fields = useMemo(
		() => ( formFields ? keyFormFields( formFields ) : undefined ),
		[ formFields ]
	);
	return useSelect(
		( select ) =>
			isAddressComplete( select( cartStore ).getCustomerData().shippingAddress, fields ),
		[ fields ]
	);
}
