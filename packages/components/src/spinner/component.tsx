/** The Spinner: a busy indicator, decorative unless given a label to announce. */

import { cx } from '../utils/cx';
import type { SpinnerProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * A busy indicator. Decorative unless given a screen-reader label, which is
 * then announced through a polite status region.
 *
 * @example
 * <Spinner />
 * <Spinner screenReaderLabel="Updating cart…" />
 */
export function Spinner( { screenReaderLabel, className }: SpinnerProps ) {
	const spinner = (
		<span className={ cx( 'wc-block-components-spinner', className ) } aria-hidden="true" />
	);
	if ( ! screenReaderLabel ) {
		return spinner;
	}
	return (
		<>
			{ spinner }
			<span role="status" className="screen-reader-text">
				{ screenReaderLabel }
			</span>
		</>
	);
}
