/** useShippingCalculator: the shipping calculator's countries, states and the update of the destination. */

import { useDispatch, useRegistry } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { getErrorMessageForDisplay } from '@cesta/api';
import type { ShippingCalculatorAddress } from '@cesta/components';
import { cartStore } from '@cesta/data';
import { getShippingCountries, getShippingStates } from '@cesta/settings';

/**
 * What the cart's shipping calculator needs: the shipping countries and
 * their states as `@cesta/settings` reads them from the host's settings
 * (WooCommerce's `countryData` included), and the update.
 *
 * @example
 * const { countries, states, onUpdate } = useShippingCalculator();
 */
export interface ShippingCalculatorConnection {
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
	onUpdate: ( address: ShippingCalculatorAddress ) => Promise< boolean >;
}

/**
 * Connects the shipping calculator to the cart: the new destination goes to
 * `POST /cart/update-customer` (the rates count as loading meanwhile and come
 * back with the answer); a failure rejects with the message to show in the
 * form, and the cart keeps its address.
 *
 * @example
 * const calculatorProps = useShippingCalculator();
 * <TotalsShipping isShippingCalculatorEnabled calculatorProps={ calculatorProps } … />
 */
export function useShippingCalculator(): ShippingCalculatorConnection {
	const registry = useRegistry();
	const { updateCustomerData } = useDispatch( cartStore );
	return useMemo(
		() => ( {
			countries: getShippingCountries(),
			states: getShippingStates(),
			onUpdate: async ( address: ShippingCalculatorAddress ) => {
				const { shippingAddress } = registry.select( cartStore ).getCustomerData();
				try {
					await updateCustomerData(
						{ shipping_address: { ...shippingAddress, ...address } },
						false,
						true
					);
					return true;
				} catch ( error ) {
					throw new Error( getErrorMessageForDisplay( error ) );
				}
			},
		} ),
		[ registry, updateCustomerData ]
	);
}
