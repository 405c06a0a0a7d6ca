/** The TotalsSubtotal: the "Subtotal" row (spec §5), with its tax when prices include tax. */

import { __ } from '@wordpress/i18n';

import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { TotalsItem } from '../totals-item';
import { cx } from '../utils/cx';
import { sumAmounts } from '../utils/money';
import type { TotalsSubtotalProps } from './types';

/**
 * The "Subtotal" row (spec §5): `total_items`, plus `total_items_tax` when
 * prices are shown including tax.
 *
 * @example
 * <TotalsSubtotal values={ cart.totals } />
 */
export function TotalsSubtotal( {
	values,
	currency,
	displayCartPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	className,
}: TotalsSubtotalProps ) {
	const amount = displayCartPricesIncludingTax
		? sumAmounts( values.total_items, values.total_items_tax )
		: values.total_items;
	return (
		<TotalsItem
			className={ cx( 'wc-block-components-totals-subtotal', className ) }
			label={ __( 'Subtotal', 'cesta' ) }
			value={ amount }
			currency={ currency ?? getCurrencyFromPriceResponse( values ) }
		/>
	);
}
