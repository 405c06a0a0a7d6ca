/** Types of the TotalsFees' props. */

import type { CartFee } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

/**
 * Props of {@link TotalsFees}.
 *
 * @example
 * const props: TotalsFeesProps = { cartFees: cart.fees };
 */
export interface TotalsFeesProps {
	/** The cart's fees. */
	cartFees: CartFee[];
	/** Currency of the amounts. @default read from each fee */
	currency?: Partial< Currency >;
	/** Shows each fee with its tax. @default the `displayCartPricesIncludingTax` setting */
	displayCartPricesIncludingTax?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
