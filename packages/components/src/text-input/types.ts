/** Types of the TextInput's props. */

import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Props of {@link TextInput}: the input's own attributes plus these.
 *
 * @example
 * const props: TextInputProps = { id: 'shipping-city', label: 'City', value: city, onChange: setCity };
 */
export interface TextInputProps extends Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'onChange' | 'value' | 'id'
> {
	/** Id of the input; the label and error message point to it. */
	id: string;
	/** Visible label. */
	label: ReactNode;
	/** The current text. */
	value: string;
	/** Called with the new text on each edit. */
	onChange: ( value: string ) => void;
	/** Error shown under the input and linked with `aria-describedby`; also sets `aria-invalid`. @default undefined */
	errorMessage?: string;
	/** Help text under the input, also linked with `aria-describedby`. @default undefined */
	help?: ReactNode;
	/** `floating`: the label sits in the empty input and moves up; `above`: always above. @default 'floating' */
	labelPosition?: 'floating' | 'above';
	/** Extra ids for `aria-describedby`. @default undefined */
	ariaDescribedBy?: string;
	/** Extra class names of the wrapper. @default undefined */
	className?: string;
}
