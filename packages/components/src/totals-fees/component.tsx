/** The TotalsFees: one row per cart fee (spec §5), zero fees hidden, in a group named "Fees". */

import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { TotalsItem } from '../totals-item';
import { cx } from '../utils/cx';
import { isZeroAmount, sumAmounts } from '../utils/money';
import type { TotalsFeesProps } from './types';

/**
 * The cart's fees (spec §5), one row each: a fee with a zero total is not
 * shown, a fee without a name is labelled "Fee", and the amount includes its
 * tax when prices are shown including tax. The rows form a group named
 * "Fees"; nothing renders when no fee is shown.
 *
 * @example
 * <TotalsFees cartFees={ cart.fees } />
 */
export function TotalsFees( {
	cartFees,
	currency,
	displayCartPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	className,
}: TotalsFeesProps ) {
	const shown = cartFees.filter( ( fee ) => fee?.totals && ! isZeroAmount( fee.totals.total ) );
	if ( shown.length === 0 ) {
		return null;
	}
	return (
		<div
			role="group"
			aria-label={ __( 'Fees', 'cesta' ) }
			className={ cx( 'wc-block-components-totals-fees', className ) }
		>
			{ shown.map( ( fee, index ) => (
				<TotalsItem
					key={ fee.key || fee.id || index }
					className="wc-block-components-totals-fees__item"
					label={ fee.name ? decodeEntities( fee.name ) : __( 'Fee', 'cesta' ) }
					value={
						displayCartPricesIncludingTax
							? sumAmounts( fee.totals.total, fee.totals.total_tax )
							: fee.totals.total
					}
					currency={ currency ?? getCurrencyFromPriceResponse( fee.totals ) }
				/>
			) ) }
		</div>
	);
}
