/** The label of a saved payment token (spec 2 §5): brand, last digits and expiry, or the gateway. */

import type { SavedPaymentMethod } from '@cesta/data';

import { SAVED_TOKEN_TYPES_WITH_EXPIRY } from '../constants';
import {
	savedTokenForGatewayLabel,
	savedTokenLabel,
	savedTokenWithExpiryLabel,
} from './saved-token-messages';

const capitalise = ( text: string ) => text.charAt( 0 ).toUpperCase() + text.slice( 1 );

/**
 * The label of a saved token (spec 2 §5): "brand ending in last4 (expires
 * date)" for cards and eChecks, "brand ending in last4" for others that have
 * both, else "Saved token for gateway". The brand shown is the display brand,
 * or the preferred network, or the brand.
 *
 * @example
 * savedTokenOptionLabel( 'cc', { tokenId: 3, is_default: true, expires: '12/30', method: { gateway: 'stripe', brand: 'visa', last4: '4242' } } );
 * // 'Visa ending in 4242 (expires 12/30)'
 */
export function savedTokenOptionLabel( type: string, token: SavedPaymentMethod ): string {
	const { method, expires } = token;
	const brand = capitalise(
		method.display_brand || method.networks?.preferred || method.brand || ''
	);
	if ( SAVED_TOKEN_TYPES_WITH_EXPIRY.includes( type ) && brand && method.last4 ) {
		return expires
			? savedTokenWithExpiryLabel( brand, method.last4, expires )
			: savedTokenLabel( brand, method.last4 );
	}
	if ( brand && method.last4 ) {
		return savedTokenLabel( brand, method.last4 );
	}
	return savedTokenForGatewayLabel( method.gateway );
}
