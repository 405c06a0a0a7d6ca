/** "Use same address for billing" under the shipping address, and the billing address kept equal to it while ticked. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { memo, useCallback, useEffect } from '@wordpress/element';
import { CheckboxControl } from '@cesta/components';
import { cartStore, checkoutStore } from '@cesta/data';
import type { AddressPatch } from '@cesta/data';
import { ADDRESS_KEYS } from '@cesta/types';
import type { ShippingAddress } from '@cesta/types';

import { stepLabels } from '../../address';

/** The shipping address's core fields, which the billing address copies (not the email). */
const coreFieldsOf = ( address: Readonly< ShippingAddress > ): AddressPatch =>
	Object.fromEntries( ADDRESS_KEYS.map( ( key ) => [ key, address[ key ] ?? '' ] ) );

const differs = ( a: Readonly< ShippingAddress >, b: Readonly< ShippingAddress > ) =>
	ADDRESS_KEYS.some( ( key ) => ( a[ key ] ?? '' ) !== ( b[ key ] ?? '' ) );

/** Whether the billing address holds an address of its own (not just the email or a country). */
const hasOwnAddress = ( billing: Readonly< ShippingAddress > ) =>
	Boolean( billing.address_1 || billing.first_name || billing.last_name );

// Decided once per page (registry): the step unmounts and mounts again with local pickup.
const decided = new WeakMap< DataRegistry, true >();

/**
 * The "Use same address for billing" checkbox (WooCommerce's
 * `wc-block-checkout__use-address-for-billing`): ticked, the billing address
 * is the shipping address (copied when ticked, then each shipping edit
 * mirrored by `useShippingAddress`) and the billing step hides; unticked, the
 * billing step shows the billing address to change.
 *
 * Once the cart has loaded, while ticked: an empty billing address takes the
 * shipping address; a billing address of its own that differs (one saved on
 * the server, or typed before a reload and restored from local storage)
 * unticks the box instead of being overwritten, as WooCommerce derives the
 * box from the two addresses.
 *
 * @example
 * <UseSameAddressCheckbox />
 */
export const UseSameAddressCheckbox = memo( function UseSameAddressCheckbox() {
	const registry = useRegistry();
	const { useShippingAsBilling, cartLoaded } = useSelect(
		( select ) => ( {
			useShippingAsBilling: select( checkoutStore ).getUseShippingAsBilling(),
			cartLoaded: select( cartStore ).hasFinishedResolution( 'getCartData' ),
		} ),
		[]
	);
	const { setBillingAddress } = useDispatch( cartStore );
	const { __internalSetUseShippingAsBilling: setUseShippingAsBilling } =
		useDispatch( checkoutStore );
	// Read when needed, not subscribed to: the addresses change with every key typed in them.
	const addresses = useCallback( () => registry.select( cartStore ).getCartData(), [ registry ] );

	useEffect( () => {
		if ( ! cartLoaded || decided.has( registry ) ) {
			return;
		}
		decided.set( registry, true );
		const { shippingAddress, billingAddress } = addresses();
		if ( ! useShippingAsBilling || ! differs( shippingAddress, billingAddress ) ) {
			return;
		}
		if ( hasOwnAddress( billingAddress ) ) {
			void setUseShippingAsBilling( false );
		} else {
			void setBillingAddress( coreFieldsOf( shippingAddress ) );
		}
	}, [
		registry,
		cartLoaded,
		useShippingAsBilling,
		addresses,
		setBillingAddress,
		setUseShippingAsBilling,
	] );

	const onChange = useCallback(
		( checked: boolean ) => {
			void setUseShippingAsBilling( checked );
			if ( checked ) {
				void setBillingAddress( coreFieldsOf( addresses().shippingAddress ) );
			}
		},
		[ setUseShippingAsBilling, setBillingAddress, addresses ]
	);

	return (
		<CheckboxControl
			id="checkbox-control-use-address-for-billing"
			className="wc-block-checkout__use-address-for-billing"
			label={ stepLabels.useSameAddress() }
			checked={ useShippingAsBilling }
			onChange={ onChange }
		/>
	);
} );
