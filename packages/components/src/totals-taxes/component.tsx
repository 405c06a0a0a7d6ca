/** The TotalsTaxes: one "Taxes" row or one row per tax line (spec §5), hidden when taxes are off. */

import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { TotalsItem } from '../totals-item';
import { cx } from '../utils/cx';
import { isPositiveAmount } from '../utils/money';
import type { TotalsTaxesProps } from './types';

/**
 * The taxes rows (spec §5): hidden when taxes are disabled and the total tax
 * is zero or less; itemized, one row per tax line named after the tax
 * (optionally followed by its rate); otherwise one "Taxes" row.
 *
 * Whether to show taxes at all when prices already include them is the
 * block's choice: the footer then says "Including … in taxes".
 *
 * @example
 * <TotalsTaxes values={ cart.totals } showRateAfterTaxName />
 */
export function TotalsTaxes( {
	values,
	currency,
	taxesEnabled = getSetting( 'taxesEnabled' ),
	displayItemizedTaxes = getSetting( 'displayItemizedTaxes' ),
	showRateAfterTaxName = false,
	className,
}: TotalsTaxesProps ) {
	if ( ! taxesEnabled && ! isPositiveAmount( values.total_tax ) ) {
		return null;
	}
	const moneyCurrency = currency ?? getCurrencyFromPriceResponse( values );
	const taxLines = Array.isArray( values.tax_lines ) ? values.tax_lines : [];

	if ( displayItemizedTaxes && taxLines.length > 0 ) {
		return (
			<div className={ cx( 'wc-block-components-totals-taxes', className ) }>
				{ taxLines.map( ( { name, rate, price }, index ) => (
					<TotalsItem
						key={ `${ name }-${ rate }-${ index }` }
						className="wc-block-components-totals-taxes__grouped-rate"
						label={
							showRateAfterTaxName && rate
								? `${ decodeEntities( name ) } ${ rate }`
								: decodeEntities( name )
						}
						value={ price }
						currency={ moneyCurrency }
					/>
				) ) }
			</div>
		);
	}
	return (
		<TotalsItem
			className={ cx( 'wc-block-components-totals-taxes', className ) }
			label={ __( 'Taxes', 'cesta' ) }
			value={ values.total_tax }
			currency={ moneyCurrency }
		/>
	);
}
