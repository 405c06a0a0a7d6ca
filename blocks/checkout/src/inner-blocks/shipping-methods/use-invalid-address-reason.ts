/** useInvalidAddressReason: the server's reason when the shipping status is `invalid_address`. */

import { useSelect } from '@wordpress/data';

import { cartStore, getShippingErrorStatus, SHIPPING_ERROR_STATUS } from '@cesta/data';
import type { CartErrorItem } from '@cesta/types';

/**
 * The message of the error that makes the shipping status `invalid_address`
 * (spec 2 §4: a shipping-rates country or state error code, from the cart or
 * from the last failed request), or `null` when the status is another.
 *
 * @example
 * const reason = useInvalidAddressReason(); // 'Invalid country code provided.'
 */
export function useInvalidAddressReason(): string | null {
	return useSelect( ( select ) => {
		const cart = select( cartStore );
		const errors: CartErrorItem[] = [
			...( cart.getCartErrors() as CartErrorItem[] ),
			...( cart.getCartData().errors as CartErrorItem[] ),
		];
		const error = errors.find(
			( candidate ) =>
				getShippingErrorStatus( [ candidate ] ) === SHIPPING_ERROR_STATUS.INVALID_ADDRESS
		);
		return error ? ( error.message ?? '' ) : null;
	}, [] );
}
