/** Cart extensions of the sample shop (the gift-wrap fee posted to /cart/extensions). */

import type { SessionState } from '../core/types';

/**
 * A fee added to the cart by an extension (`WC_Cart::add_fee`).
 *
 * @example
 * const wrap: CartFeeLine = { id: 'envoltorio-de-regalo', name: 'Envoltorio de regalo', amount: 250, taxable: true };
 */
export interface CartFeeLine {
	id: string;
	name: string;
	/** Minor units, excluding tax. */
	amount: number;
	taxable: boolean;
}

/**
 * What an extension registers with `woocommerce_store_api_register_update_callback`:
 * how to store data posted to `/cart/extensions`, and the fees it adds.
 *
 * @example
 * const giftWrap: CartExtension = { namespace: 'cesta-gift-wrap', update: …, fees: … };
 */
export interface CartExtension {
	namespace: string;
	/** Validates and stores the posted data; returns an error message to reject it. */
	update( session: SessionState, data: Record< string, unknown > ): string | null;
	fees( session: SessionState ): CartFeeLine[];
}

/** Gift wrapping for 2.50 € plus tax, switched on with `{ enabled: true }`. */
const GIFT_WRAP_FEE_MINOR = 250;

/**
 * The sample shop's one extension: optional gift wrapping, which exercises
 * `/cart/extensions` and cart fees.
 *
 * @example
 * giftWrapExtension.update( session, { enabled: true } ); // null, accepted
 */
export const giftWrapExtension: CartExtension = {
	namespace: 'cesta-gift-wrap',
	update( session, data ) {
		if ( typeof data.enabled !== 'boolean' ) {
			return 'enabled must be a boolean.';
		}
		session.extensionData[ 'cesta-gift-wrap' ] = { enabled: data.enabled };
		return null;
	},
	fees( session ) {
		return session.extensionData[ 'cesta-gift-wrap' ]?.enabled === true
			? [
					{
						id: 'envoltorio-de-regalo',
						name: 'Envoltorio de regalo',
						amount: GIFT_WRAP_FEE_MINOR,
						taxable: true,
					},
				]
			: [];
	},
};
