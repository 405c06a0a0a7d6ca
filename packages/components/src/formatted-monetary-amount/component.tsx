/** The FormattedMonetaryAmount: an amount in minor units written in its currency, or nothing when empty. */

import { formatPrice } from '@cesta/price-format';

import { cx } from '../utils/cx';
import type { FormattedMonetaryAmountProps } from './types';
import './style.css';

/**
 * An amount of money written in its currency (`€39.99`), from minor units,
 * with WooCommerce's class names. Renders nothing for an empty or unreadable
 * amount (shipping not calculated yet), so no stray symbol shows.
 *
 * @example
 * <FormattedMonetaryAmount value={ cart.totals.total_price } currency={ getCurrencyFromPriceResponse( cart.totals ) } />
 */
export function FormattedMonetaryAmount( {
	value,
	currency,
	className,
}: FormattedMonetaryAmountProps ) {
	const text = formatPrice( value, currency );
	if ( text === '' ) {
		return null;
	}
	return (
		<span
			className={ cx(
				'wc-block-formatted-money-amount',
				'wc-block-components-formatted-money-amount',
				className
			) }
		>
			{ text }
		</span>
	);
}
