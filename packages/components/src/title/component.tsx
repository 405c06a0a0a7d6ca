/** The Title: a section heading of the blocks at a given level. */

import { cx } from '../utils/cx';
import type { TitleProps } from './types';
import './style.css';

/**
 * A section heading of the blocks (`wc-block-components-title`).
 *
 * @example
 * <Title headingLevel="2">Cart totals</Title>
 */
export function Title( { headingLevel = '2', id, className, children }: TitleProps ) {
	const Heading = `h${ headingLevel }` as const;
	return (
		<Heading id={ id } className={ cx( 'wc-block-components-title', className ) }>
			{ children }
		</Heading>
	);
}
