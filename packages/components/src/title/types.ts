/** Types of the Title's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link Title}.
 *
 * @example
 * const props: TitleProps = { headingLevel: '2', children: 'Cart totals' };
 */
export interface TitleProps {
	/** Heading level, as WooCommerce passes it (a string). @default '2' */
	headingLevel?: '1' | '2' | '3' | '4' | '5' | '6';
	/** Id of the heading, e.g. for `aria-labelledby`. @default undefined */
	id?: string;
	/** Extra class names. @default undefined */
	className?: string;
	/** The heading text. */
	children: ReactNode;
}
