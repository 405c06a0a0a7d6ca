/** A pickup location as an option of the pickup radio group: name, price or "Free", address, details. */

import { decodeEntities } from '@wordpress/html-entities';

import { getShippingRateCost } from '@cesta/cart-checkout-shared';
import { FormattedMonetaryAmount } from '@cesta/components';
import type { RadioControlOption } from '@cesta/components';
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { ShippingRate } from '@cesta/types';

import { getRateMeta } from '../shipping-method/pickup-rates';
import { MapMarkerIcon } from './map-marker-icon';
import { labels } from './messages';

/**
 * A pickup rate as the pickup step offers it: the location's name (its
 * `pickup_location` meta, else the rate's name); "Free", the price (with
 * tax when prices include tax), or the price per package when there are
 * several; the address (`pickup_address`) under it; and for the checked
 * location its details (`pickup_details`: opening hours, …).
 *
 * @example
 * pickupLocations.map( ( rate ) => toPickupLocationOption( rate, 1, rate.rate_id === checked ) );
 */
export function toPickupLocationOption(
	rate: ShippingRate,
	packageCount: number,
	checked: boolean
): RadioControlOption {
	const cost = getShippingRateCost( rate );
	const currency = getCurrencyFromPriceResponse( rate );
	const location = getRateMeta( rate, 'pickup_location' ) || rate.name;
	const address = getRateMeta( rate, 'pickup_address' );
	const details = getRateMeta( rate, 'pickup_details' );
	let secondaryLabel;
	if ( BigInt( cost ) === BigInt( 0 ) ) {
		secondaryLabel = <em>{ labels.free() }</em>;
	} else if ( packageCount > 1 ) {
		secondaryLabel = labels.pricePerPackage( formatPrice( cost, currency ), packageCount );
	} else {
		secondaryLabel = <FormattedMonetaryAmount value={ cost } currency={ currency } />;
	}
	return {
		value: rate.rate_id,
		label: decodeEntities( location ),
		secondaryLabel,
		description: address ? (
			<>
				<MapMarkerIcon />
				{ decodeEntities( address ) }
			</>
		) : undefined,
		secondaryDescription: checked && details ? decodeEntities( details ) : undefined,
	};
}
