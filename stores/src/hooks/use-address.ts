/** Hooks for the billing and shipping addresses; a country change clears state and postcode. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { cartStore } from '../cart';
import type { AddressPatch } from '../cart/types';
import { checkoutStore } from '../checkout';

const EMAIL_KEY = 'email';

/**
 * The patch to store for an edit (spec 2 §4, addresses): changing the country
 * clears state and postcode unless the edit sets them too.
 *
 * @example
 * withCountryReset( { country: 'FR' }, { country: 'ES', state: 'M', postcode: '28014' } );
 * // { country: 'FR', state: '', postcode: '' }
 */
export function withCountryReset(
	patch: AddressPatch,
	current: { country: string }
): AddressPatch {
	if ( patch.country === undefined || patch.country === current.country ) {
		return patch;
	}
	return {
		...( 'state' in patch ? {} : { state: '' } ),
		...( 'postcode' in patch ? {} : { postcode: '' } ),
		...patch,
	};
}

/**
 * The billing address and its setter.
 *
 * @example
 * const { billingAddress, setBillingAddress } = useBillingAddress();
 * setBillingAddress( { email: 'lucia@example.com' } );
 */
export function useBillingAddress(): {
	billingAddress: BillingAddress;
	setBillingAddress: ( patch: AddressPatch ) => void;
} {
	const billingAddress = useSelect(
		( select ) => select( cartStore ).getCartData().billingAddress,
		[]
	);
	const { setBillingAddress: set } = useDispatch( cartStore );
	const setBillingAddress = useCallback(
		( patch: AddressPatch ) => void set( withCountryReset( patch, billingAddress ) ),
		[ set, billingAddress ]
	);
	return { billingAddress, setBillingAddress };
}

/**
 * The shipping address and its setter. While billing is the same as shipping,
 * each edit is mirrored to the billing address (all but the email).
 *
 * @example
 * const { shippingAddress, setShippingAddress, useShippingAsBilling } = useShippingAddress();
 */
export function useShippingAddress(): {
	shippingAddress: ShippingAddress;
	setShippingAddress: ( patch: AddressPatch ) => void;
	useShippingAsBilling: boolean;
	setUseShippingAsBilling: ( value: boolean ) => void;
} {
	const { shippingAddress, useShippingAsBilling } = useSelect(
		( select ) => ( {
			shippingAddress: select( cartStore ).getCartData().shippingAddress,
			useShippingAsBilling: select( checkoutStore ).getUseShippingAsBilling(),
		} ),
		[]
	);
	const cart = useDispatch( cartStore );
	const { __internalSetUseShippingAsBilling } = useDispatch( checkoutStore );
	const setShippingAddress = useCallback(
		( patch: AddressPatch ) => {
			const next = withCountryReset( patch, shippingAddress );
			void cart.setShippingAddress( next );
			if ( useShippingAsBilling ) {
				const { [ EMAIL_KEY ]: _email, ...mirrored } = next;
				void cart.setBillingAddress( mirrored );
			}
		},
		[ cart, shippingAddress, useShippingAsBilling ]
	);
	const setUseShippingAsBilling = useCallback(
		( value: boolean ) => void __internalSetUseShippingAsBilling( value ),
		[ __internalSetUseShippingAsBilling ]
	);
	return { shippingAddress, setShippingAddress, useShippingAsBilling, setUseShippingAsBilling };
}
