/** A delivery rate as an option of the package's radio group: name, price or "Free", delivery time, description. */

import { decodeEntities } from '@wordpress/html-entities';

import { getShippingRateCost, getShippingRateName } from '@cesta/cart-checkout-shared';
import { FormattedMonetaryAmount, SanitizedHtml } from '@cesta/components';
import type { RadioControlOption } from '@cesta/components';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { ShippingRate } from '@cesta/types';

import { labels } from './messages';

/**
 * A rate as the shipping options step offers it, in WooCommerce's markup:
 * its name; its price with tax when the shop shows prices including tax,
 * "Free" at zero (`wc-block-checkout__shipping-option--free`); its delivery
 * time under the name; its description (server HTML, sanitised).
 *
 * @example
 * <RadioControl options={ rates.map( toRateOption ) } … />
 */
export function toRateOption( rate: ShippingRate ): RadioControlOption {
	const cost = getShippingRateCost( rate );
	return {
		value: rate.rate_id,
		label: getShippingRateName( rate ),
		secondaryLabel:
			BigInt( cost ) === BigInt( 0 ) ? (
				<span className="wc-block-checkout__shipping-option--free">{ labels.free() }</span>
			) : (
				<span className="wc-block-checkout__shipping-option-price">
					<FormattedMonetaryAmount
						value={ cost }
						currency={ getCurrencyFromPriceResponse( rate ) }
					/>
				</span>
			),
		description: rate.delivery_time ? decodeEntities( rate.delivery_time ) : undefined,
		secondaryDescription: rate.description ? (
			<SanitizedHtml html={ rate.description } tagName="span" />
		) : undefined,
	};
}
