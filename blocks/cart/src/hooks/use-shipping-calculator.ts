import { useDispatch, useRegistry } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { getErrorMessageForDisplay } from '@cesta/api';
import type { ShippingCalculatorAddress } from '@cesta/components';
import { cartStore } from '@cesta/data';
import { getSetting } from '@cesta/settings';

/**
 * What the cart's shipping calculator needs.
 *
 * @example
 * const { countries, states, onUpdate } = useShippingCalculator();
 */
export interface ShippingCalculatorConnection {
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
	onUpdate: ( address: ShippingCalculatorAddress ) => Promise< boolean >;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * The countries the shop ships to (code → name): the `shippingCountries`
 * setting WooCommerce's cart prints, as an object or a list of codes named
 * from `countries`; else every country of `countries`.
 *
 * @example
 * readShippingCountries(); // { ES: 'España', PT: 'Portugal' }
 */
export function readShippingCountries(): Record< string, string > {
	const all = getSetting< unknown >( 'countries', {} );
	const names = isRecord( all ) ? ( all as Record< string, string > ) : {};
	const shipping = getSetting< unknown >( 'shippingCountries', null );
	if ( Array.isArray( shipping ) ) {
		return Object.fromEntries(
			shipping
				.filter( ( code ): code is string => typeof code === 'string' )
				.map( ( code ) => [ code, names[ code ] ?? code ] )
		);
	}
	return isRecord( shipping ) ? ( shipping as Record< string, string > ) : names;
}

/**
 * The states of the shipping countries (country → code → name), from the
 * `shippingStates` setting, else `states`.
 *
 * @example
 * readShippingStates().ES?.M; // 'Madrid'
 */
export function readShippingStates(): Record< string, Record< string, string > > {
	const states = getSetting< unknown >( 'shippingStates', null ) ?? getSetting( 'states', {} );
	return isRecord( states ) ? ( states as Record< string, Record< string, string > > ) : {};
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
			countries: readShippingCountries(),
			states: readShippingStates(),
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
