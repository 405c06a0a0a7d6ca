/** The TotalsWrapper: a group of totals rows set apart by a rule, nothing when empty. */

import { Children } from '@wordpress/element';

import { cx } from '../utils/cx';
import type { TotalsWrapperProps } from './types';
import './style.css';

/**
 * A group of totals rows, separated from the next group by a rule. Renders
 * nothing without children, so an empty group leaves no stray separator
 * (a child component that renders nothing still counts: pass it only when it
 * has something to show).
 *
 * @example
 * <TotalsWrapper>
 * 	<TotalsSubtotal currency={ currency } values={ totals } />
 * 	<TotalsFees currency={ currency } cartFees={ fees } />
 * </TotalsWrapper>
 */
export function TotalsWrapper( { children, slotWrapper = false, className }: TotalsWrapperProps ) {
	if ( Children.toArray( children ).length === 0 ) {
		return null;
	}
	return (
		<div
			className={ cx(
				'wc-block-components-totals-wrapper',
				slotWrapper && 'slot-wrapper',
				className
			) }
		>
			{ children }
		</div>
	);
}
