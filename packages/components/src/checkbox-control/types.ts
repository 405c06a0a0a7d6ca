/** Types of the CheckboxControl's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link CheckboxControl}.
 *
 * @example
 * const props: CheckboxControlProps = { label: 'Use same address for billing', checked: true, onChange: setChecked };
 */
export interface CheckboxControlProps {
	/** Id of the input. @default a generated id */
	id?: string;
	/** The label. */
	label: ReactNode;
	/** Whether it is checked. @default false */
	checked?: boolean;
	/** Called with the new state. */
	onChange: ( checked: boolean ) => void;
	/** Disables the checkbox. @default false */
	disabled?: boolean;
	/** Error under the checkbox, linked with `aria-describedby`. @default undefined */
	errorMessage?: string;
	/** Marks the checkbox invalid without a message of its own. @default false */
	hasError?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
	/** Extra content after the label (help text). @default undefined */
	children?: ReactNode;
}
