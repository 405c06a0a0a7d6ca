/** Types of the TotalsTaxes' props. */

import type { CartTotals } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

/**
 * Props of {@link TotalsTaxes}.
 *
 * @example
 * const props: TotalsTaxesProps = { values: cart.totals, showRateAfterTaxName: true };
 */
export interface TotalsTaxesProps {
	/** The cart totals (`total_tax`, `tax_lines`, currency fields). */
	values: Partial< CartTotals >;
	/** Currency of the amounts. @default read from `values` */
	currency?: Partial< Currency >;
	/** Whether the store charges taxes. @default the `taxesEnabled` setting */
	taxesEnabled?: boolean;
	/** One row per tax name instead of one "Taxes" row. @default the `displayItemizedTaxes` setting */
	displayItemizedTaxes?: boolean;
	/** Writes the rate after each itemized tax name ("IVA 21%"). @default false */
	showRateAfterTaxName?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
