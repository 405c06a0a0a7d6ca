/** What the Cart's and the Checkout's rate choices show of a shipping rate: its name and its cost. */

import { decodeEntities } from '@wordpress/html-entities';

import { isPickupRate } from '@cesta/components';
import { getSetting } from '@cesta/settings';
import type { ShippingRate } from '@cesta/types';

import { labels } from '../messages';

/**
 * What a shipping rate costs as shown to the shopper, in minor units: its
 * price, plus its taxes when the shop shows prices including tax
 * (`displayCartPricesIncludingTax`). Zero is shown as "Free" (spec 2 §5).
 *
 * @example
 * getShippingRateCost( { ...flatRate, price: '495', taxes: '104' } ); // '495' ('599' with prices including tax)
 */
export function getShippingRateCost( rate: Pick< ShippingRate, 'price' | 'taxes' > ): string {
	const taxes = getSetting( 'displayCartPricesIncludingTax' ) ? rate.taxes : '0';
	return ( BigInt( rate.price || '0' ) + BigInt( taxes || '0' ) ).toString();
}

/**
 * The name a shipping rate is shown with: the server's (entities decoded);
 * for an unnamed local pickup rate "Local pickup" (spec 2 §5), else its id.
 *
 * @example
 * getShippingRateName( { ...flatRate, name: 'Tarifa plana' } ); // 'Tarifa plana'
 */
export function getShippingRateName(
	rate: Pick< ShippingRate, 'name' | 'method_id' | 'rate_id' >
): string {
	if ( rate.name ) {
		return decodeEntities( rate.name );
	}
	return isPickupRate( rate.method_id, getSetting( 'collectableMethodIds' ) ?? [] )
		? labels.localPickup()
		: rate.rate_id;
}
