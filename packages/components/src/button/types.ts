/** Types of the Button's props. */

import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * Props of {@link Button}: every `<button>` attribute plus these.
 *
 * @example
 * const props: ButtonProps = { variant: 'outlined', showSpinner: true, children: 'Apply' };
 */
export interface ButtonProps extends ButtonHTMLAttributes< HTMLButtonElement > {
	/** Look of the button; `link` looks like a text link. @default 'contained' */
	variant?: 'contained' | 'outlined' | 'text' | 'link';
	/** Shows a spinner beside the text and marks the button busy. @default false */
	showSpinner?: boolean;
	/** When set, renders a link to this URL styled as a button. @default undefined */
	href?: string;
	/** Text or elements inside the button. @default undefined */
	children?: ReactNode;
}
