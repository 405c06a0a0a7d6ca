/** What the shipping options step says instead of rates: enter an address, no rate for this address, an invalid address. */

import { decodeEntities } from '@wordpress/html-entities';

import { StoreNotice } from '@cesta/components';

import { labels } from './messages';

/**
 * "Enter a shipping address to view shipping options.", politely announced,
 * while the address is not complete (WooCommerce's
 * `wc-block-components-shipping-rates-control__no-shipping-address-message`).
 *
 * @example
 * <EnterAddressMessage />
 */
export function EnterAddressMessage() {
	return (
		<p
			role="status"
			className="wc-block-components-shipping-rates-control__no-shipping-address-message"
		>
			{ labels.enterAddress() }
		</p>
	);
}

/**
 * What a package without rates shows: the warning that no rate serves this
 * complete address, or the invitation to complete it.
 *
 * @example
 * <NoRatesMessage addressComplete={ useShippingAddressComplete() } />
 */
export function NoRatesMessage( { addressComplete }: { addressComplete: boolean } ) {
	if ( ! addressComplete ) {
		return <EnterAddressMessage />;
	}
	return (
		<StoreNotice
			status="warning"
			isDismissible={ false }
			className="wc-block-components-shipping-rates-control__no-results-notice"
		>
			{ labels.noOptionsForAddress() }
		</StoreNotice>
	);
}

/**
 * The warning of spec 2 §4's `invalid_address` status: the server refused
 * the address for shipping rates ("There was a problem with your shipping
 * option.", then the server's reason).
 *
 * @example
 * <InvalidAddressNotice reason="Invalid country code provided." />
 */
export function InvalidAddressNotice( { reason }: { reason: string } ) {
	return (
		<StoreNotice
			status="warning"
			isDismissible={ false }
			summary={ labels.shippingProblem() }
			className="wc-block-components-shipping-rates-control__invalid-address-notice"
		>
			{ reason ? decodeEntities( reason ) : null }
		</StoreNotice>
	);
}
