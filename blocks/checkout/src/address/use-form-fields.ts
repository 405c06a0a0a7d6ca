/** The fields of the checkout's forms from the field model: an address form per country and type, the contact fields, the order fields. */

import { useEffect, useMemo, useState } from '@wordpress/element';
import {
	getAdditionalFields,
	getAddressFormFields,
	getDefaultAddressFields,
	loadAddressLocales,
	needsAddressLocales,
} from '@cesta/validation';
import type { AddressFormField } from '@cesta/validation';

import { useCheckoutBlockContext } from '../checkout-block/checkout-block-context';
import { withFieldVisibility } from './field-visibility';
import type { CheckoutAddressType } from './types';

/**
 * Whether the address forms can render: at once when the host printed
 * `countryData` (WooCommerce always does); otherwise once the built-in
 * locales (labels, required fields and state lists of ES, US, CA, DE, FR,
 * IT, PT, GB, NL and JP) have loaded from their chunk. A failed load renders
 * the default fields rather than nothing.
 *
 * @example
 * const ready = useAddressLocalesReady();
 * if ( ! ready ) return <Skeleton />;
 */
export function useAddressLocalesReady(): boolean {
	const [ ready, setReady ] = useState( () => ! needsAddressLocales() );
	useEffect( () => {
		if ( ready ) {
			return undefined;
		}
		let mounted = true;
		const done = () => mounted && setReady( true );
		loadAddressLocales().then( done, done );
		return () => {
			mounted = false;
		};
	}, [ ready ] );
	return ready;
}

const NO_VISIBILITY = {};

/**
 * The fields of one address form (spec 2 §3) for its country, `null` until
 * the address locales are ready: `getAddressFormFields( country, { type } )`
 * without the contact email, which the contact step asks for, with the
 * company, apartment and phone fields as the Checkout block's attributes
 * set them (`CheckoutBlockContext`). Built once per country and type, not
 * per keystroke.
 *
 * @example
 * const fields = useAddressFormFields( 'shipping', shippingAddress.country );
 * fields?.find( ( field ) => field.key === 'state' )?.label; // 'Province'
 */
export function useAddressFormFields(
	type: CheckoutAddressType,
	country: string
): AddressFormField[] | null {
	const ready = useAddressLocalesReady();
	const { addressFieldVisibility = NO_VISIBILITY } = useCheckoutBlockContext();
	return useMemo(
		() =>
			ready
				? withFieldVisibility(
						getAddressFormFields( country, { type } ).filter(
							( field ) => field.location !== 'contact'
						),
						addressFieldVisibility
					)
				: null,
		[ ready, country, type, addressFieldVisibility ]
	);
}

/**
 * The contact email's field definition (label, autofill, required), as the
 * host printed it in `defaultFields` over the built-in default.
 *
 * @example
 * useEmailField().label; // 'Email address'
 */
export function useEmailField(): AddressFormField {
	return useMemo( () => {
		const email = getAddressFormFields( '', { type: 'billing' } ).find(
			( field ) => field.key === 'email'
		);
		return {
			...( email ?? { ...getDefaultAddressFields().email, location: 'contact' } ),
			type: 'email',
		};
	}, [] );
}

/**
 * The additional fields extensions registered for one section of the
 * checkout (`contact` under the email, `order` in the additional
 * information step), in display order, with their rule schemas unevaluated.
 *
 * @example
 * const orderFields = useAdditionalFields( 'order' );
 */
export function useAdditionalFields( location: 'contact' | 'order' ): AddressFormField[] {
	return useMemo( () => getAdditionalFields( location ), [ location ] );
}
