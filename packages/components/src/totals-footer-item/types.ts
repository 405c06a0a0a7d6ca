/** Types of the TotalsFooterItem's props. */

import type { ReactNode } from 'react';

import type { CartTotals } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

/**
 * Props of {@link TotalsFooterItem}.
 *
 * @example
 * const props: TotalsFooterItemProps = { values: cart.totals };
 */
export interface TotalsFooterItemProps {
	/** The cart totals (`total_price`, `total_tax`, currency fields). */
	values: Partial< CartTotals >;
	/** Currency of the amounts. @default read from `values` */
	currency?: Partial< Currency >;
	/** The label (checkout filter `totalLabel`). @default 'Total' */
	label?: ReactNode;
	/** Text around the total (checkout filter `totalValue`). @default '<price/>' */
	format?: string;
	/** Adds "Including … in taxes" under the total. @default the `displayCartPricesIncludingTax` setting */
	displayCartPricesIncludingTax?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
