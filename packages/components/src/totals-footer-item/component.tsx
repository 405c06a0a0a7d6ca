/** The TotalsFooterItem: the order total, with "Including … in taxes" when prices include tax. */

import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	DEFAULT_PRICE_FORMAT,
	formatPriceWithFormat,
	getCurrencyFromPriceResponse,
} from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { FormattedMonetaryAmount } from '../formatted-monetary-amount';
import { TotalsItem } from '../totals-item';
import { cx } from '../utils/cx';
import { isPositiveAmount } from '../utils/money';
import type { TotalsFooterItemProps } from './types';
import './style.css';

/**
 * The order total. When prices are shown including tax and tax is charged,
 * it adds "Including €13.64 in taxes" under it.
 *
 * @example
 * <TotalsFooterItem values={ cart.totals } />
 */
export function TotalsFooterItem( {
	values,
	currency,
	label,
	format = DEFAULT_PRICE_FORMAT,
	displayCartPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	className,
}: TotalsFooterItemProps ) {
	const moneyCurrency = currency ?? getCurrencyFromPriceResponse( values );
	const showTax = displayCartPricesIncludingTax && isPositiveAmount( values.total_tax );
	const total = formatPriceWithFormat( format, values.total_price, moneyCurrency );
	return (
		<TotalsItem
			className={ cx( 'wc-block-components-totals-footer-item', className ) }
			label={ label ?? __( 'Total', 'cesta' ) }
			value={
				<span className="wc-block-components-totals-footer-item-value">{ total }</span>
			}
			description={
				showTax && (
					<p className="wc-block-components-totals-footer-item-tax">
						{ createInterpolateElement(
							sprintf(
								/* translators: %s: the tax amount included in the total, e.g. €13.64. */
								__( 'Including %s in taxes', 'cesta' ),
								'<TaxAmount/>'
							),
							{
								TaxAmount: (
									<FormattedMonetaryAmount
										className="wc-block-components-totals-footer-item-tax-value"
										value={ values.total_tax }
										currency={ moneyCurrency }
									/>
								),
							}
						) }
					</p>
				)
			}
		/>
	);
}
