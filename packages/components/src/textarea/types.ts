/** Types of the Textarea's props. */

import type { ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Props of {@link Textarea}: the textarea's own attributes plus these.
 *
 * @example
 * const props: TextareaProps = {
 * 	id: 'order-notes', label: 'Notes about your order', value: notes, onChange: setNotes,
 * 	placeholder: 'Notes about your order, e.g. special notes for delivery.',
 * };
 */
export interface TextareaProps extends Omit<
	TextareaHTMLAttributes< HTMLTextAreaElement >,
	'onChange' | 'value' | 'id' | 'maxLength' | 'children'
> {
	/** Id of the textarea; the label, counter, error and help point to it. */
	id: string;
	/** The label; always the accessible name, even when hidden. */
	label: ReactNode;
	/** Hides the label from sight (WooCommerce's order notes show only a placeholder). @default false */
	hideLabel?: boolean;
	/** The current text. */
	value: string;
	/** Called with the new text on each edit (already cut to `maxLength`). */
	onChange: ( value: string ) => void;
	/**
	 * Most characters allowed, counted as the shopper sees them (an emoji or an
	 * accented letter typed as one character is one); longer text, e.g. pasted,
	 * is cut. Shows a counter of the characters left. @default undefined (no limit)
	 */
	maxLength?: number;
	/** Visible rows. @default 2 */
	rows?: number;
	/** Error shown under the textarea and linked with `aria-describedby`; also sets `aria-invalid`. @default undefined */
	errorMessage?: string;
	/** Help text under the textarea, also linked with `aria-describedby`. @default undefined */
	help?: ReactNode;
	/** Extra ids for `aria-describedby`. @default undefined */
	ariaDescribedBy?: string;
	/** Extra class names of the wrapper. @default undefined */
	className?: string;
}
