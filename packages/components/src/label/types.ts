/** Types of the Label's props. */

import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Props of {@link Label}.
 *
 * @example
 * const props: LabelProps = { label: '2', screenReaderLabel: '2 items in cart' };
 */
export interface LabelProps {
	/** What sighted users read. @default undefined */
	label?: ReactNode;
	/** What screen readers announce instead; when it differs, the visible label is hidden from them. @default undefined */
	screenReaderLabel?: ReactNode;
	/** The element wrapping both texts. @default 'span' */
	wrapperElement?: 'span' | 'div' | 'label' | 'p' | 'legend';
	/** Attributes of the wrapper (`htmlFor` for a `label`). @default {} */
	wrapperProps?: HTMLAttributes< HTMLElement > & { htmlFor?: string };
}
