/** Types of the TotalsItem's props. */

import type { ReactElement, ReactNode } from 'react';

import type { Currency, PriceAmount } from '@cesta/price-format';

/**
 * Props of {@link TotalsItem}.
 *
 * @example
 * const props: TotalsItemProps = { label: 'Subtotal', value: cart.totals.total_items, currency };
 */
export interface TotalsItemProps {
	/** The row's name. */
	label: ReactNode;
	/** An amount in minor units (formatted in `currency`), or an element shown as is ("Free"). @default undefined */
	value?: PriceAmount | ReactElement;
	/** Currency of an amount value. @default the site currency */
	currency?: Partial< Currency >;
	/** Text under the row. @default undefined */
	description?: ReactNode;
	/** Extra class names. @default undefined */
	className?: string;
}
