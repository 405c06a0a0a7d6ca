/** Types of the TotalsSubtotal's props. */

import type { CartTotals } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

/**
 * Props of {@link TotalsSubtotal}.
 *
 * @example
 * const props: TotalsSubtotalProps = { values: cart.totals };
 */
export interface TotalsSubtotalProps {
	/** The cart totals (`total_items`, `total_items_tax`, currency fields). */
	values: Partial< CartTotals >;
	/** Currency of the amounts. @default read from `values` */
	currency?: Partial< Currency >;
	/** Shows the subtotal with its tax. @default the `displayCartPricesIncludingTax` setting */
	displayCartPricesIncludingTax?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
