/** The cart total and total lines of a payment method's billing, in integer minor units. */

import type { CartTotals } from '@cesta/types';

import { totalLabels } from '../messages';
import type { CartTotalItem } from './types';

const toMinorUnits = ( amount: string | null | undefined ): number => {
	const parsed = parseInt( amount ?? '0', 10 );
	return Number.isFinite( parsed ) ? parsed : 0;
};

const line = (
	totals: CartTotals,
	key: 'total_items' | 'total_fees' | 'total_discount' | 'total_shipping',
	label: string
): CartTotalItem => {
	const value = toMinorUnits( totals[ key ] );
	return {
		key,
		label,
		value,
		valueWithTax: value + toMinorUnits( totals[ `${ key }_tax` ] ),
	};
};

/**
 * The lines of `billing.cartTotalItems` (spec 2 §5 "Totals lines: Subtotal,
 * Fees, Discount, Taxes, Shipping (only when shipping is needed)"), in
 * integer minor units, which wallets show in their payment sheets.
 *
 * @example
 * buildCartTotalItems( cart.totals, true ).map( ( item ) => item.key );
 * // [ 'total_items', 'total_fees', 'total_discount', 'total_tax', 'total_shipping' ]
 */
export function buildCartTotalItems( totals: CartTotals, needsShipping: boolean ): CartTotalItem[] {
	const tax = toMinorUnits( totals.total_tax );
	const items = [
		line( totals, 'total_items', totalLabels.subtotal() ),
		line( totals, 'total_fees', totalLabels.fees() ),
		line( totals, 'total_discount', totalLabels.discount() ),
		{ key: 'total_tax', label: totalLabels.taxes(), value: tax, valueWithTax: tax },
	];
	if ( needsShipping ) {
		items.push( line( totals, 'total_shipping', totalLabels.shipping() ) );
	}
	return items;
}

/**
 * `billing.cartTotal`: the order total in minor units.
 *
 * @example
 * buildCartTotal( cart.totals ); // { label: 'Total', value: 7857 }
 */
export function buildCartTotal( totals: CartTotals ): { label: string; value: number } {
	return { label: totalLabels.total(), value: toMinorUnits( totals.total_price ) };
}
