/** Types of the TotalsWrapper's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link TotalsWrapper}.
 *
 * @example
 * const props: TotalsWrapperProps = { children: <TotalsSubtotal currency={ currency } values={ totals } /> };
 */
export interface TotalsWrapperProps {
	/** The rows of one group of totals. */
	children?: ReactNode;
	/** Marks a wrapper that holds an extension slot, which themes space differently. @default false */
	slotWrapper?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
