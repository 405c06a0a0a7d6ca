/** "Use same address for billing" under the shipping address, and the billing address kept equal to it while ticked. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { CheckboxControl } from '@cesta/components';
import { cartStore, useShippingAddress } from '@cesta/data';
import type { AddressPatch } from '@cesta/data';
import { ADDRESS_KEYS } from '@cesta/types';
import type { ShippingAddress } from '@cesta/types';

import { stepLabels } from '../../address';

/** The shipping address's core fields, which the billing address copies (not the email). */
const coreFieldsOf = ( address: Readonly< ShippingAddress > ): AddressPatch =>
	Object.fromEntries( ADDRESS_KEYS.map( ( key ) => [ key, address[ key ] ?? '' ] ) );

const differs = ( a: Readonly< ShippingAddress >, b: Readonly< ShippingAddress > ) =>
	ADDRESS_KEYS.some( ( key ) => ( a[ key ] ?? '' ) !== ( b[ key ] ?? '' ) );

/**
 * The "Use same address for billing" checkbox (WooCommerce's
 * `wc-block-checkout__use-address-for-billing`): ticked, the billing address
 * is the shipping address (copied now, then each shipping edit mirrored by
 * `useShippingAddress`) and the billing step hides; unticked, the billing
 * step shows the billing address to change. While ticked, a billing address
 * that differs once the cart has loaded (another address saved on the
 * server) is made equal to the shipping address, as WooCommerce does.
 *
 * @example
 * <UseSameAddressCheckbox />
 */
export function UseSameAddressCheckbox() {
	const { shippingAddress, useShippingAsBilling, setUseShippingAsBilling } = useShippingAddress();
	const { billingAddress, cartLoaded } = useSelect(
		( select ) => ( {
			billingAddress: select( cartStore ).getCartData().billingAddress,
			cartLoaded: select( cartStore ).hasFinishedResolution( 'getCartData' ),
		} ),
		[]
	);
	const { setBillingAddress } = useDispatch( cartStore );

	useEffect( () => {
		if ( cartLoaded && useShippingAsBilling && differs( shippingAddress, billingAddress ) ) {
			void setBillingAddress( coreFieldsOf( shippingAddress ) );
		}
	}, [ cartLoaded, useShippingAsBilling, shippingAddress, billingAddress, setBillingAddress ] );

	return (
		<CheckboxControl
			id="checkbox-control-use-address-for-billing"
			className="wc-block-checkout__use-address-for-billing"
			label={ stepLabels.useSameAddress() }
			checked={ useShippingAsBilling }
			onChange={ setUseShippingAsBilling }
		/>
	);
}
