/** Reads the message a rejected promise carries (an Error or a Store API error), entities decoded. */

import { decodeEntities } from '@wordpress/html-entities';

/**
 * The message a rejected promise carries, if any: an `Error`'s message or the
 * `message` of a Store API error object (`{ code, message, data }`), with the
 * HTML entities the server encodes (`&quot;`) decoded. `null` otherwise.
 *
 * @example
 * getErrorMessage( { code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon &quot;X&quot; does not exist!' } );
 * // 'Coupon "X" does not exist!'
 */
export function getErrorMessage( error: unknown ): string | null {
	if ( typeof error === 'object' && error !== null && 'message' in error ) {
		const { message } = error as { message: unknown };
		if ( typeof message === 'string' && message.trim() !== '' ) {
			return decodeEntities( message );
		}
	}
	return null;
}
