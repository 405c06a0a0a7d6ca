/** The shipping rate choice of the cart's order summary: a radio group per package with more than one rate. */

import { decodeEntities } from '@wordpress/html-entities';

import { FormattedMonetaryAmount, RadioControl } from '@cesta/components';
import { useShippingData } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSelectedShippingRate } from '@cesta/registry';
import type { ShippingPackage, ShippingRate } from '@cesta/types';

import type { TopLevelBlockConfig } from '../constants';
import { labels } from '../messages';
import { getShippingRateCost, getShippingRateName } from './shipping-rate-values';

const rateOption = ( rate: ShippingRate ) => {
	const cost = getShippingRateCost( rate );
	return {
		value: rate.rate_id,
		label: getShippingRateName( rate ),
		secondaryLabel:
			BigInt( cost ) === BigInt( 0 ) ? (
				<strong>{ labels.free() }</strong>
			) : (
				<FormattedMonetaryAmount
					value={ cost }
					currency={ getCurrencyFromPriceResponse( rate ) }
				/>
			),
		description: rate.delivery_time ? decodeEntities( rate.delivery_time ) : undefined,
	};
};

/**
 * The shipping choice of the cart (spec 2 §4): one radio group per package
 * with more than one rate, the selected rate checked (the first when the
 * cart marks none), in a `<classNameBase>__shipping-rates` element. Choosing
 * a rate selects it for its package (`selectShippingRate`); the choice is
 * disabled while a selection or a rates update is on its way.
 *
 * @example
 * <ShippingRateSelector config={ CART_BLOCK_CONFIG } />
 */
export function ShippingRateSelector( { config }: { config: TopLevelBlockConfig } ) {
	const { shippingRates, selectShippingRate, isSelectingRate, shippingRatesLoading } =
		useShippingData();
	const choices = shippingRates.filter( ( pack ) => pack.shipping_rates.length > 1 );
	if ( choices.length === 0 ) {
		return null;
	}
	const groupLabel = ( pack: ShippingPackage ) =>
		shippingRates.length > 1 ? decodeEntities( pack.name ) : labels.shippingOptions();
	return (
		<div className={ `${ config.classNameBase }__shipping-rates` }>
			{ choices.map( ( pack ) => (
				<RadioControl
					key={ pack.package_id }
					name={ `${ config.classNameBase }-shipping-rate-${ pack.package_id }` }
					label={ groupLabel( pack ) }
					hideLabel={ shippingRates.length === 1 }
					selected={ getSelectedShippingRate( pack )?.rate_id }
					options={ pack.shipping_rates.map( rateOption ) }
					disabled={ isSelectingRate || shippingRatesLoading }
					onChange={ ( rateId ) => void selectShippingRate( rateId, pack.package_id ) }
				/>
			) ) }
		</div>
	);
}
