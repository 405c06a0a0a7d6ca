/** The price of a delivery or pickup option: "Free", the price, or "from" the cheapest. */

import { FormattedMonetaryAmount } from '@cesta/components';
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';

import { labels } from './messages';
import type { PriceRange } from './price-range';

/**
 * Props of {@link OptionPrice}.
 *
 * @example
 * const props: OptionPriceProps = { range: getPriceRange( rates ), multiple: false };
 */
export interface OptionPriceProps {
	/** The option's prices; nothing is shown without. */
	range: PriceRange | undefined;
	/** Several packages: a single price is per package, so it reads "from". @default false */
	multiple?: boolean;
}

/**
 * The price of an option of the shipping method choice (WooCommerce's
 * `wc-block-checkout__shipping-method-option-price`): "Free" when every rate
 * is free, the price when there is one price for one package, otherwise
 * "from" the cheapest.
 *
 * @example
 * <OptionPrice range={ getPriceRange( deliveryRates ) } />
 */
export function OptionPrice( { range, multiple = false }: OptionPriceProps ) {
	if ( ! range ) {
		return null;
	}
	const currency = getCurrencyFromPriceResponse( range.cheapest );
	const allFree = BigInt( range.maxCost ) === BigInt( 0 );
	const single = range.minCost === range.maxCost && ! multiple;
	let price;
	if ( allFree ) {
		price = <em>{ labels.free() }</em>;
	} else if ( single ) {
		price = <FormattedMonetaryAmount value={ range.minCost } currency={ currency } />;
	} else {
		price = labels.fromPrice( formatPrice( range.minCost, currency ) );
	}
	return <span className="wc-block-checkout__shipping-method-option-price">{ price }</span>;
}
